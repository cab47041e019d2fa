import Search // left over from a move out of the app target

public struct SearchQuery: Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}
