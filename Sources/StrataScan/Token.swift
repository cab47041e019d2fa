/// The kinds of token the lexer produces. Comments and whitespace produce no token.
public enum TokenKind: UInt8, Sendable {
    /// An identifier or keyword (`import`, `class`, `Foo`). Keywords are recognised by bytes.
    case identifier
    /// A backticked identifier; its range includes the backticks.
    case backtickIdentifier
    /// An integer or floating-point literal.
    case number
    /// A whole string literal of any form (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
    case string
    /// A regex literal (`/…/`, `#/…/#`).
    case regex
    /// `#` followed by an identifier: `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#selector`…
    case poundKeyword
    /// `@` followed by an identifier: `@testable`, `@_spi`, `@MainActor`. The range includes `@`.
    case attribute
    /// An operator made of operator characters (`+`, `==`, `->`, `...`, `<`, `>`, `?`, `!`, `&`).
    case `operator`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, equal
    /// A byte that starts no token of Swift (stray `\`, a lone `#`, invalid UTF-8…).
    case unknown
}

/// One token: a small value holding its kind, byte range and position, but no text.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// ``TokenFlags`` bits.
    public var flags: TokenFlags
    /// For an `.identifier` from the lexer: the raw value of the ``Keyword`` it spells, or
    /// ``Token/noKeyword``. Recognised once, while lexing, for the many later tests of the same token.
    var keywordCode: UInt8 = Token.noKeyword
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32
    /// 1-based line of the first byte (lines end at LF, CRLF or a lone CR).
    public var line: UInt32
    /// 1-based column of the first byte, counted in UTF-8 bytes as the compiler does.
    public var column: UInt32

    public init(kind: TokenKind, flags: TokenFlags = [], start: UInt32, end: UInt32, line: UInt32, column: UInt32) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// `keywordCode` of a token that spells no keyword.
    static let noKeyword: UInt8 = 0xFF
}

/// Facts about a token that later passes need without re-reading bytes.
public struct TokenFlags: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A line break (or the start of the file) stands between the previous token and this one.
    public static let atLineStart = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment stands immediately before this token.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 1)
    /// A string literal containing at least one `\( … )` interpolation.
    public static let interpolated = TokenFlags(rawValue: 1 << 2)
    /// A literal or comment that reached the end of the file unterminated.
    public static let unterminated = TokenFlags(rawValue: 1 << 3)
}
