public struct Logger: Sendable {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func debug(_ message: String) {
        print("[\(category)] \(message)")
    }
}
