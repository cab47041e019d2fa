/// Collects diagnostic messages from every feature.
public final class Logger {
    public static let shared = Logger()

    public private(set) var lines: [String] = []

    public init() {}

    public func log(_ message: String) {
        lines.append(message)
    }
}
