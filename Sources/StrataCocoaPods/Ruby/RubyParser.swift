/// Parses the tokens of a Podfile or a podspec into a ``RubyProgram``.
///
/// Statements and their blocks are read iteratively with an explicit stack of open blocks; blocks nested
/// deeper than ``maxBlockDepth`` are still matched up to their `end` but their statements are dropped,
/// with one diagnostic. Expressions are read by recursive descent that stops at ``maxExpressionDepth``
/// with a diagnostic, and the statement is skipped. A statement the subset cannot read becomes an
/// `.unsupported` statement (reported only if the interpreter reaches it) and parsing resumes at the
/// next line whose brackets and blocks are balanced.
struct RubyParser {
    static let maxBlockDepth = 128
    static let maxExpressionDepth = 48

    let bytes: [UInt8]
    let tokens: [RubyToken]
    let strings: [RubyStringLiteral]
    let wordLists: [[String]]
    var index = 0
    var program = RubyProgram()
    /// Names assigned anywhere so far: a name followed by an argument is a call unless it is one of these.
    var localNames: Set<String> = []
    /// How deep the expression being parsed is (interpolations continue their string's depth).
    var expressionDepth = 0

    /// An error that abandons the current statement.
    struct Failure: Error {
        var message: String
        var position: RubyPosition
    }

    init(bytes: [UInt8], tokens: RubyTokens, expressionDepth: Int = 0) {
        self.bytes = bytes
        self.tokens = tokens.tokens
        strings = tokens.strings
        wordLists = tokens.wordLists
        program.diagnostics = tokens.diagnostics
        self.expressionDepth = expressionDepth
    }

    /// Lexes and parses `bytes`.
    static func parse(_ bytes: [UInt8]) -> RubyProgram {
        var parser = RubyParser(bytes: bytes, tokens: RubyLexer.tokenize(bytes))
        parser.parseProgram()
        return parser.program
    }

    // MARK: - Tokens

    var current: RubyToken? { index < tokens.count ? tokens[index] : nil }

    func token(at offset: Int) -> RubyToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    mutating func advance() { index += 1 }

    func text(of token: RubyToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func isKeyword(_ token: RubyToken?, _ keyword: String) -> Bool {
        guard let token, token.kind == .identifier, token.end - token.start == keyword.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(keyword.utf8)
    }

    func isKeyword(_ token: RubyToken?, oneOf keywords: [String]) -> Bool {
        keywords.contains { isKeyword(token, $0) }
    }

    func isOperator(_ token: RubyToken?, _ spelling: String) -> Bool {
        guard let token, token.kind == .operator || token.kind == .pipe else { return false }
        return bytes[token.start..<token.end].elementsEqual(spelling.utf8)
    }

    mutating func skipNewlines() {
        while let token = current, token.kind == .newline { advance() }
    }

    mutating func skipTerminators() {
        while let token = current, token.kind == .newline || token.kind == .semicolon { advance() }
    }

    /// Whether the current token ends a statement.
    var atStatementEnd: Bool {
        guard let token = current else { return true }
        switch token.kind {
        case .newline, .semicolon, .rightBrace: return true
        default: return isKeyword(token, oneOf: ["end", "else", "elsif", "when", "then", "rescue", "ensure", "in"])
        }
    }

    func failure(_ message: String, at token: RubyToken?) -> Failure {
        let position = token?.position ?? tokens.last?.position ?? RubyPosition(line: 1, column: 1)
        return Failure(message: message, position: position)
    }

    /// Describes a token for a message: its text, or "the end of the line".
    func describe(_ token: RubyToken?) -> String {
        guard let token else { return "the end of the file" }
        if token.kind == .newline { return "the end of the line" }
        let spelling = text(of: token)
        let shown = spelling.count > 24 ? String(spelling.prefix(24)) + "…" : spelling
        return "'\(shown)'"
    }

    // MARK: - Skipping

    /// Skips to the end of the current statement: the next newline or `;` outside brackets and blocks, or a
    /// closer of an enclosing block. Blocks opened on the way (`do`, `{`, `if` at a statement start) are
    /// skipped whole. With `initialDepth` 1 it skips to the `end` of a block whose header was read.
    mutating func skipStatement(initialDepth: Int = 0) {
        var depth = initialDepth
        var atStatementStart = false
        while let token = current {
            switch token.kind {
            case .newline, .semicolon:
                if depth == 0 { return }
                atStatementStart = true
                advance()
                continue
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            case .identifier:
                if isKeyword(token, "do") {
                    depth += 1
                } else if isKeyword(token, "end") {
                    if depth == 0 { return }
                    depth -= 1
                } else if atStatementStart,
                          isKeyword(token, oneOf: ["if", "unless", "while", "until", "case", "begin", "def", "class", "module", "for"]) {
                    depth += 1
                }
            default:
                break
            }
            atStatementStart = false
            advance()
        }
    }
}
