public struct Logger: Sendable {
    public let subsystem: String

    public init(subsystem: String) {
        self.subsystem = subsystem
    }

    public func info(_ message: @autoclosure () -> String) {
        print("[\(subsystem)] \(message())")
    }
}
