public enum TokenKind: String, Sendable {
    case keyword, identifier, string, comment, number, punctuation
}

public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: Range<Int>

    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
