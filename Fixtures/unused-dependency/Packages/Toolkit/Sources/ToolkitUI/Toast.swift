public struct Toast: Sendable {
    public let text: String
    public let milliseconds = 300

    public init(_ text: String) {
        self.text = text
    }
}
