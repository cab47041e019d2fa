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
    /// Whether whitespace (or the start of a line) comes right before it.
    var spaceBefore: Bool
    // Offsets, line, column and payload are stored in 32 bits: a token is 24 bytes, not 56, and a file has
    // about one token for every 3 to 5 bytes (the lexer reads at most ``RubyLexer/maximumLength`` bytes).
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32
    /// `UInt32.max` for none.
    private var storedPayload: UInt32

    init(kind: Kind, start: Int, end: Int, line: Int, column: Int, spaceBefore: Bool, payload: Int = -1) {
        self.kind = kind
        self.spaceBefore = spaceBefore
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
        storedPayload = payload < 0 ? UInt32.max : UInt32(truncatingIfNeeded: payload)
    }

    /// The token's first byte.
    var start: Int { Int(storedStart) }
    /// One past its last byte.
    var end: Int { Int(storedEnd) }
    /// Its line, counting from 1.
    var line: Int { Int(storedLine) }
    /// Its column in characters, counting from 1.
    var column: Int { Int(storedColumn) }
    /// The index of its value in the side tables, for strings, symbols and word lists; -1 for none.
    var payload: Int { storedPayload == UInt32.max ? -1 : Int(storedPayload) }

    /// Its position.
    var position: RubyPosition { RubyPosition(line: line, column: column) }
}

/// A line and column in a Ruby file, counting from 1; 8 bytes, as every node of a parsed file holds one.
struct RubyPosition: Sendable, Hashable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    init(line: Int, column: Int) {
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
}

/// The value of a string literal: text, and the code of each `#{…}` it interpolates.
struct RubyStringLiteral: Sendable, Equatable {
    /// A run of text or an interpolation.
    enum Part: Sendable, Equatable {
        case text(String)
        /// `#{…}`: the byte range of the code between the braces, and where it starts.
        case interpolation(Range<Int>, RubyPosition)
    }

    /// The whole text of a literal that interpolates nothing; empty when ``interpolated`` holds the parts.
    private(set) var text: String
    /// The parts of a literal that interpolates code; empty for the many literals that do not, which so
    /// allocate no array.
    private(set) var interpolated: [Part]
    /// A backtick command or a heredoc with interpolation the reader does not evaluate.
    var isOpaque = false

    /// A literal of one run of text.
    init(text: String, isOpaque: Bool = false) {
        self.text = text
        interpolated = []
        self.isOpaque = isOpaque
    }

    /// A literal of `parts`: one run of text when they interpolate nothing.
    init(parts: [Part], isOpaque: Bool = false) {
        var text = ""
        var interpolates = false
        for part in parts {
            switch part {
            case .text(let run): text += run
            case .interpolation: interpolates = true
            }
        }
        self.text = interpolates ? "" : text
        interpolated = interpolates ? parts : []
        self.isOpaque = isOpaque
    }

    /// Its runs of text and interpolations, in order.
    var parts: [Part] { interpolated.isEmpty ? [.text(text)] : interpolated }

    /// The text when the literal interpolates nothing.
    var plainText: String? {
        isOpaque || !interpolated.isEmpty ? nil : text
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
