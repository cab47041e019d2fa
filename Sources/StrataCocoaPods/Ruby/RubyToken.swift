/// One token of the Ruby subset that Podfiles and podspecs are written in: a kind, a byte range and a
/// position, no text. Literal contents (strings, symbols, word lists) live in ``RubyTokens``' side tables.
struct RubyToken: Sendable, Equatable {
    /// What the token is.
    enum Kind: UInt8, Sendable {
        /// A name starting with a lowercase letter, `_` or a non-ASCII byte, possibly ending in `?` or `!`;
        /// keywords are identifiers too (see ``RubyTokens/isKeyword(_:_:)``).
        case identifier
        /// A name starting with an uppercase letter.
        case constant
        /// `@name`, `@@name`, `$name`: variables whose values the reader never knows.
        case variable
        /// `name:` in a hash or an argument list.
        case label
        /// A string literal; its value is ``RubyTokens/strings`` at ``payload``.
        case string
        /// `:name` or `:"name"`; its name is ``RubyTokens/strings`` at ``payload``.
        case symbol
        /// `%w[a b]`, `%i[a b]`: its words are ``RubyTokens/wordLists`` at ``payload``.
        case words
        case number
        /// A regular expression or a backtick command: a value the reader never knows.
        case opaqueLiteral
        case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
        case comma, dot, doubleColon, colon, semicolon, pipe
        /// `=>`
        case arrow
        /// `=`
        case assign
        /// `+=`, `||=`, `<<=` and the other operator assignments.
        case operatorAssign
        /// `->`
        case lambda
        /// Any other operator (`+`, `==`, `&&`, `!`, `?`, `..`, …); its spelling is the token's bytes.
        case `operator`
        /// The end of a line that ends a statement (continued lines produce none).
        case newline
        /// A byte the subset has no use for.
        case unknown
    }

    var kind: Kind
    /// The token's first byte.
    var start: Int
    /// One past its last byte.
    var end: Int
    /// Its line, counting from 1.
    var line: Int
    /// Its column in characters, counting from 1.
    var column: Int
    /// Whether whitespace (or the start of a line) comes right before it.
    var spaceBefore: Bool
    /// The index of its value in the side tables, for strings, symbols and word lists.
    var payload: Int = -1

    /// Its position.
    var position: RubyPosition { RubyPosition(line: line, column: column) }
}

/// A line and column in a Ruby file, counting from 1.
struct RubyPosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// The value of a string literal: text, and the code of each `#{…}` it interpolates.
struct RubyStringLiteral: Sendable, Equatable {
    /// A run of text or an interpolation.
    enum Part: Sendable, Equatable {
        case text(String)
        /// `#{…}`: the byte range of the code between the braces, and where it starts.
        case interpolation(Range<Int>, RubyPosition)
    }

    var parts: [Part]
    /// A backtick command or a heredoc with interpolation the reader does not evaluate.
    var isOpaque = false

    /// The text when the literal interpolates nothing.
    var plainText: String? {
        guard !isOpaque else { return nil }
        var text = ""
        for part in parts {
            guard case .text(let run) = part else { return nil }
            text += run
        }
        return text
    }
}

/// A problem found while reading Ruby source, before it is tied to a file.
struct RubyDiagnostic: Sendable, Equatable {
    var message: String
    var position: RubyPosition
}

/// The tokens of one source and their side tables.
struct RubyTokens: Sendable {
    var tokens: [RubyToken] = []
    var strings: [RubyStringLiteral] = []
    var wordLists: [[String]] = []
    var diagnostics: [RubyDiagnostic] = []
}
