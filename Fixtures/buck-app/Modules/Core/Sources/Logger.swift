public struct Logger: Sendable {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func log(_ message: String) {
        print("\(category): \(message)")
    }
}
