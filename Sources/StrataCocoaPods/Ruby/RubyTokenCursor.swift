/// Why the parser gave up on a statement, and where.
struct RubyParseFailure: Error {
    var message: String
    var position: RubyPosition
}

/// The tokens of a Podfile or a podspec and the place in them, shared by the parsers of each kind of syntax
/// (``RubyStatementParser``, ``RubyExpressionParser``, ``RubyArgumentParser``, ``RubyLiteralParser``): the
/// current token, the names assigned so far, the nesting entered (bounded by ``RubyParser/maxExpressionDepth``),
/// recovery, and the program being built.
final class RubyTokenCursor {
    let bytes: [UInt8]
    let tokens: [RubyToken]
    let strings: [RubyStringLiteral]
    let wordLists: [[String]]
    var index = 0
    /// The statements read so far and the problems met.
    var program = RubyProgram()
    /// Names assigned anywhere so far: a name followed by an argument is a call unless it is one of these.
    var localNames: Set<String> = []
    /// How deep the expression being parsed is (interpolations continue their string's depth).
    var expressionDepth = 0

    /// - Parameter expressionDepth: The nesting already entered (for the code of an interpolation).
    init(bytes: [UInt8], tokens: RubyTokens, expressionDepth: Int = 0) {
        self.bytes = bytes
        self.tokens = tokens.tokens
        strings = tokens.strings
        wordLists = tokens.wordLists
        program.diagnostics = tokens.diagnostics
        self.expressionDepth = expressionDepth
    }

    // MARK: - Tokens

    /// The token being read; nil at the end.
    var current: RubyToken? { index < tokens.count ? tokens[index] : nil }

    /// The token at `offset` from the current one.
    func token(at offset: Int) -> RubyToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// Moves past the current token.
    func advance() { index += 1 }

    /// The source text of `token`.
    func text(of token: RubyToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether `token` is the identifier `keyword`.
    func isKeyword(_ token: RubyToken?, _ keyword: String) -> Bool {
        guard let token, token.kind == .identifier, token.end - token.start == keyword.utf8.count else { return false }
        return bytes[token.start..<token.end].elementsEqual(keyword.utf8)
    }

    /// Whether `token` is one of the identifiers `keywords`.
    func isKeyword(_ token: RubyToken?, oneOf keywords: [String]) -> Bool {
        keywords.contains { isKeyword(token, $0) }
    }

    /// Whether `token` is the operator `spelling`.
    func isOperator(_ token: RubyToken?, _ spelling: String) -> Bool {
        guard let token, token.kind == .operator || token.kind == .pipe else { return false }
        return bytes[token.start..<token.end].elementsEqual(spelling.utf8)
    }

    /// Moves past line breaks.
    func skipNewlines() {
        while let token = current, token.kind == .newline { advance() }
    }

    /// Moves past line breaks and `;`.
    func skipTerminators() {
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

    // MARK: - Failures and nesting

    /// A failure at `token`, or at the last token when there is none.
    func failure(_ message: String, at token: RubyToken?) -> RubyParseFailure {
        let position = token?.position ?? tokens.last?.position ?? RubyPosition(line: 1, column: 1)
        return RubyParseFailure(message: message, position: position)
    }

    /// Describes a token for a message: its text, or "the end of the line".
    func describe(_ token: RubyToken?) -> String {
        guard let token else { return "the end of the file" }
        if token.kind == .newline { return "the end of the line" }
        let spelling = text(of: token)
        let shown = spelling.count > 24 ? String(spelling.prefix(24)) + "…" : spelling
        return "'\(shown)'"
    }

    /// Enters one level of expression nesting, failing past ``RubyParser/maxExpressionDepth``.
    func enter() throws {
        expressionDepth += 1
        if expressionDepth > RubyParser.maxExpressionDepth {
            expressionDepth -= 1
            throw failure("expression nested more than \(RubyParser.maxExpressionDepth) levels deep", at: current)
        }
    }

    /// Leaves `levels` levels of expression nesting entered with ``enter()``.
    func leave(_ levels: Int = 1) {
        expressionDepth -= levels
    }

    // MARK: - Skipping

    /// Skips to the end of the current statement: the next newline or `;` outside brackets and blocks, or a
    /// closer of an enclosing block. Blocks opened on the way (`do`, `{`, `if` at a statement start) are
    /// skipped whole. With `initialDepth` 1 it skips to the `end` of a block whose header was read.
    func skipStatement(initialDepth: Int = 0) {
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

    /// Skips to the next newline or `;`.
    func skipToLineEnd() {
        while let token = current, token.kind != .newline, token.kind != .semicolon { advance() }
    }

    /// From an `open` token to its matching `close`, both consumed.
    func skipBalanced(open: RubyToken.Kind, close: RubyToken.Kind) throws {
        guard let start = current, start.kind == open else { return }
        var depth = 0
        while let token = current {
            if token.kind == open { depth += 1 }
            if token.kind == close { depth -= 1 }
            advance()
            if depth == 0 { return }
        }
        throw failure("'\(text(of: start))' is never closed", at: start)
    }

    /// A `{ … }` block inside an expression (`list.map { |x| … }`): skipped, its value unknown.
    func skipBraceBlock(at position: RubyPosition) throws -> RubyExpression {
        try skipBalanced(open: .leftBrace, close: .rightBrace)
        return .opaque(position)
    }
}
