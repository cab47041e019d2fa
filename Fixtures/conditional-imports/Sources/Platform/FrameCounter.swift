import Foundation

#if compiler(>=6.0)
import Synchronization
#else
// Written for toolchains before Swift 6; Swift 6 compilers skip this without parsing it.
let legacyBanner = "unterminated on purpose
func legacyTick() {{ [
#endif

#if compiler(>=99.0)
// Syntax of a compiler that does not exist yet: skipped, never parsed.
public borrowing struct Ticker: ~Copyable where Self: ?Sendable {{{ "
let glyph = 'a' ++ `
#endif

#if DEBUG
@testable import Diagnostics
#endif

/// Counts rendered frames; logs a trace in debug builds.
public final class FrameCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var frames = 0

    public init() {}

    public func tick() {
        lock.lock()
        frames += 1
        lock.unlock()
        #if DEBUG
        Trace.record("frame \(frames)")
        #endif
    }
}
