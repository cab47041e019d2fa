/// A token of a Starlark file as an editor of it sees one: what it is, coarsely, and its bytes. What `strata fix` reads
/// to find a rule's `deps = [...]` and its elements; comments, line ends and indentation make no span.
public struct StarlarkTokenSpan: Sendable, Equatable {
    /// The kinds an editor tells apart; every other token is `other`.
    public enum Kind: Sendable, Equatable {
        case identifier, string, leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
        case comma, assign, colon, dot, other
    }

    public var kind: Kind
    /// Its bytes, `start..<end`, in the file.
    public var start: Int
    public var end: Int

    /// The tokens of `bytes`, in order, without line ends, indentation and the end of the file.
    /// - Complexity: O(bytes).
    public static func spans(of bytes: [UInt8]) -> [StarlarkTokenSpan] {
        StarlarkLexer.tokenize(bytes).compactMap { token in
            let kind: Kind
            switch token.kind {
            case .newline, .indent, .dedent, .endOfFile: return nil
            case .identifier: kind = .identifier
            case .string: kind = .string
            case .leftParen: kind = .leftParen
            case .rightParen: kind = .rightParen
            case .leftBracket: kind = .leftBracket
            case .rightBracket: kind = .rightBracket
            case .leftBrace: kind = .leftBrace
            case .rightBrace: kind = .rightBrace
            case .comma: kind = .comma
            case .assign: kind = .assign
            case .colon: kind = .colon
            case .dot: kind = .dot
            default: kind = .other
            }
            return StarlarkTokenSpan(kind: kind, start: token.start, end: token.end)
        }
    }
}
