public struct Logger {
    public init() {}
    public func log(_ message: String) { print(message) }
}
