// Highlighter.swift. The one real import of this module is `import Tokens` below.
// import Renderer
/// import Themes (a doc comment)
/* A block comment /* with a nested import Renderer */ that goes on
import Themes
   after the nested one closes: still a comment. */
private let commentOpener = "/*" // a string, not a comment opener
/* import Highlighter */ import Tokens

public struct Span: Hashable {
    public var kind: String
    public var text: String
}

public struct Highlighter {
    public init() {}

    public func spans(in source: String) -> [Span] {
        let keywords: Set<Substring> = ["import", "struct", "let", "func"]
        return source.split(separator: " ").map { word in
            let kind: TokenKind = keywords.contains(word) ? .keyword : .identifier
            return Span(kind: kind.rawValue, text: String(word))
        }
    }

    public func token(at offset: Int, kind: TokenKind) -> Token {
        Token(kind: kind, range: offset..<offset + 1)
    }
}
