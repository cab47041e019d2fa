// The bridge back to Networking exists only in the legacy build, which nothing here defines:
// no cycle Networking -> NetworkingPrivate -> Networking.
#if LEGACY_BRIDGE
import Networking
#endif

public struct RequestSigner {
    public let key = "secret"

    public init() {}

    #if LEGACY_BRIDGE
    func legacyClient() -> Client { Client() }
    #endif
}
