import Foundation

/// Writes diagnostic lines; every feature logs through it.
public final class Logger: @unchecked Sendable {
    public static let shared = Logger()

    private let lock = NSLock()
    private(set) var lines: [String] = []

    public init() {}

    public func log(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(message)
    }
}
