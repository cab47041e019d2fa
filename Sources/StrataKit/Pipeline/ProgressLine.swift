import Dispatch
import Foundation

/// A one-line progress display (`strata: scanned 120/4000 files`) redrawn in place with `\r`, for a
/// terminal. It stays silent for runs shorter than `delay` and redraws at most once per `interval`;
/// `finish()` erases it. Safe to update from the scanning threads.
public final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> UInt64
    private let delay: UInt64, interval: UInt64
    private let start: UInt64
    private var lastDrawn: UInt64?

    /// - Parameters:
    ///   - delay: nanoseconds before the first line is drawn.
    ///   - interval: nanoseconds between two redraws.
    ///   - write: where the text goes (standard error).
    ///   - now: a monotonic clock in nanoseconds.
    public init(delay: UInt64 = 300_000_000, interval: UInt64 = 100_000_000,
                write: @escaping @Sendable (String) -> Void,
                now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.delay = delay
        self.interval = interval
        self.write = write
        self.now = now
        start = now()
    }

    /// Records that `scanned` of `total` files are done, redrawing when it is time.
    public func update(scanned: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        guard time - start >= delay, lastDrawn.map({ time - $0 >= interval }) ?? true || scanned == total else { return }
        lastDrawn = time
        write("\rstrata: scanned \(scanned)/\(total) files\u{1B}[K")
    }

    /// Erases the line, if one was drawn.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDrawn != nil else { return }
        lastDrawn = nil
        write("\r\u{1B}[K")
    }
}
