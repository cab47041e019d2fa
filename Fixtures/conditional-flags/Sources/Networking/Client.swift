// Built as a framework with a private module map, the private part is Networking.Private; SwiftPM
// builds it as its own target. Nothing defines NETWORKING_FRAMEWORK here.
#if NETWORKING_FRAMEWORK
import Networking.Private
#else
import NetworkingPrivate
#endif

#if os(Linux)
import LinuxSupport
#endif

#if arch(arm64)
import FastMath
#endif

// Defined by this target's swiftSettings.
#if USE_CACHE
import Cache
#endif

public struct Client {
    let signer = RequestSigner()

    public init() {}

    public func describe() -> String {
        #if USE_CACHE
        let cache = ResponseCache()
        #endif
        #if arch(arm64)
        let checksum = Checksum.of(signer.key)
        #endif
        return signer.key
    }
}
