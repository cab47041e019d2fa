/// Why the parser gave up on a statement, and at which token.
struct StarlarkParseFailure: Error {
    var message: String
    var offset: Int
}

/// The tokens of one Starlark file and the place in them, shared by the parsers of each kind of syntax
/// (``StarlarkStatementParser``, ``StarlarkExpressionParser``, ``StarlarkOperandParser``): the current token,
/// the nesting entered (bounded by ``StarlarkParser/maximumDepth``), recovery, and the problems met.
final class StarlarkTokenCursor {
    let bytes: [UInt8]
    let tokens: [StarlarkToken]
    /// The file's number in the interpreter.
    let file: Int
    var index = 0
    var depth = 0
    /// Problems met, in order.
    var failures: [(message: String, offset: Int)] = []

    init(bytes: [UInt8], file: Int) {
        self.bytes = bytes
        self.file = file
        tokens = StarlarkLexer.tokenize(bytes)
    }

    // MARK: - Tokens

    var current: StarlarkToken { tokens[min(index, tokens.count - 1)] }
    var kind: StarlarkTokenKind { current.kind }

    func peekKind(_ offset: Int) -> StarlarkTokenKind {
        tokens[min(index + offset, tokens.count - 1)].kind
    }

    func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Consumes a token of `kind`, or fails saying what was expected.
    func expect(_ kind: StarlarkTokenKind, _ what: String) throws(StarlarkParseFailure) {
        guard self.kind == kind else { throw failure("expected \(what), found \(describe(current))") }
        advance()
    }

    /// Consumes a token of `kind` if it is the current one, saying whether it was.
    func accept(_ kind: StarlarkTokenKind) -> Bool {
        guard self.kind == kind else { return false }
        advance()
        return true
    }

    func text(of token: StarlarkToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// A failure at the current token.
    func failure(_ message: String) -> StarlarkParseFailure {
        StarlarkParseFailure(message: message, offset: current.start)
    }

    /// How a token reads in a message.
    func describe(_ token: StarlarkToken) -> String {
        switch token.kind {
        case .newline: return "the end of the line"
        case .endOfFile: return "the end of the file"
        case .indent: return "an indented block"
        case .dedent: return "the end of the block"
        case .invalid:
            if token.quote > 0 { return "an unterminated string" }
            return token.start == token.end ? "an indentation that matches no enclosing block"
                : "bytes that are not Starlark"
        default:
            let shown = text(of: token)
            return "'" + (shown.utf8.count > 40 ? String(shown.prefix(40)) + "…" : shown) + "'"
        }
    }

    // MARK: - Nesting

    /// Enters one level of nesting, failing past ``StarlarkParser/maximumDepth``.
    func enter() throws(StarlarkParseFailure) {
        guard depth < StarlarkParser.maximumDepth else {
            throw failure("code nested more than \(StarlarkParser.maximumDepth) levels deep")
        }
        depth += 1
    }

    func leave() {
        depth -= 1
    }

    // MARK: - Recovery

    /// Skips to the end of the current logical line, and the block that follows it when it has one.
    func skipStatement() {
        while kind != .newline && kind != .endOfFile && kind != .dedent {
            if kind == .indent { skipBlock() } else { advance() }
        }
        _ = accept(.newline)
        if kind == .indent { skipBlock() }
    }

    /// Skips an indented block from its `indent` to the matching `dedent`.
    func skipBlock() {
        var open = 0
        repeat {
            if kind == .indent { open += 1 }
            if kind == .dedent { open -= 1 }
            if kind == .endOfFile { return }
            advance()
        } while open > 0
    }
}
