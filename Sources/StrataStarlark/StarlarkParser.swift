/// Why the parser gave up on a statement, and at which token.
struct StarlarkParseFailure: Error {
    var message: String
    var offset: Int
}

/// Parses the tokens of one Starlark file into statements.
///
/// Recursive descent whose depth is bounded by ``maximumDepth``: expressions, brackets and blocks nested
/// deeper give a failure. A statement that does not parse is reported and skipped (to its line's end, its
/// block with it), and parsing resumes after it, so the rest of the file still counts.
struct StarlarkParser {
    /// How deeply expressions and blocks may nest.
    static let maximumDepth = 64

    let bytes: [UInt8]
    let tokens: [StarlarkToken]
    let file: Int
    var index = 0
    var depth = 0
    var failures: [(message: String, offset: Int)] = []

    init(bytes: [UInt8], file: Int) {
        self.bytes = bytes
        self.file = file
        tokens = StarlarkLexer.tokenize(bytes)
    }

    /// Parses `bytes` (file number `file` of the interpreter).
    static func parse(_ bytes: [UInt8], file: Int) -> StarlarkSyntaxTree {
        var parser = StarlarkParser(bytes: bytes, file: file)
        let statements = parser.parseFile()
        return StarlarkSyntaxTree(statements: statements, failures: parser.failures)
    }

    // MARK: - Tokens

    var current: StarlarkToken { tokens[min(index, tokens.count - 1)] }
    var kind: StarlarkTokenKind { current.kind }

    func peekKind(_ offset: Int) -> StarlarkTokenKind {
        tokens[min(index + offset, tokens.count - 1)].kind
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Consumes a token of `kind`, or fails saying what was expected.
    mutating func expect(_ kind: StarlarkTokenKind, _ what: String) throws(StarlarkParseFailure) {
        guard self.kind == kind else { throw failure("expected \(what), found \(describe(current))") }
        advance()
    }

    mutating func accept(_ kind: StarlarkTokenKind) -> Bool {
        guard self.kind == kind else { return false }
        advance()
        return true
    }

    func text(of token: StarlarkToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

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

    /// Enters one level of nesting, failing past ``maximumDepth``.
    mutating func enter() throws(StarlarkParseFailure) {
        guard depth < Self.maximumDepth else {
            throw failure("code nested more than \(Self.maximumDepth) levels deep")
        }
        depth += 1
    }

    mutating func leave() {
        depth -= 1
    }

    // MARK: - Statements

    mutating func parseFile() -> [StarlarkStatement] {
        var statements: [StarlarkStatement] = []
        while kind != .endOfFile {
            let before = index
            if kind == .newline || kind == .dedent {
                advance()
                continue
            }
            if kind == .indent {
                failures.append(("unexpected indentation", current.start))
                skipBlock()
                continue
            }
            statements += parseStatementRecovering()
            if index == before { advance() }
        }
        return statements
    }

    /// One statement (a line of simple statements gives several), or an `unparsed` one after reporting why and
    /// skipping it.
    mutating func parseStatementRecovering() -> [StarlarkStatement] {
        let start = current.start
        let savedDepth = depth
        do {
            return try parseStatement()
        } catch {
            failures.append((error.message, error.offset))
            depth = savedDepth
            skipStatement()
            return [.unparsed(start)]
        }
    }

    /// Skips to the end of the current logical line, and the block that follows it when it has one.
    mutating func skipStatement() {
        while kind != .newline && kind != .endOfFile && kind != .dedent {
            if kind == .indent { skipBlock() } else { advance() }
        }
        _ = accept(.newline)
        if kind == .indent { skipBlock() }
    }

    /// Skips an indented block from its `indent` to the matching `dedent`.
    mutating func skipBlock() {
        var open = 0
        repeat {
            if kind == .indent { open += 1 }
            if kind == .dedent { open -= 1 }
            if kind == .endOfFile { return }
            advance()
        } while open > 0
    }

    mutating func parseStatement() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        switch kind {
        case .keywordDef: return [try parseDef()]
        case .keywordIf: return [try parseIf()]
        case .keywordFor: return [try parseFor()]
        default: return try parseSimpleLine()
        }
    }

    /// Simple statements separated by `;`, up to the line's end.
    mutating func parseSimpleLine() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        var statements = [try parseSmallStatement()]
        while accept(.semicolon) {
            if kind == .newline || kind == .endOfFile { break }
            statements.append(try parseSmallStatement())
        }
        if kind != .endOfFile && kind != .dedent { try expect(.newline, "the end of the statement") }
        return statements
    }

    mutating func parseSmallStatement() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = current.start
        switch kind {
        case .keywordReturn:
            advance()
            if kind == .newline || kind == .semicolon || kind == .endOfFile || kind == .dedent {
                return .returnStatement(nil, start)
            }
            return .returnStatement(try parseExpressionList(), start)
        case .keywordBreak:
            advance()
            return .breakStatement(start)
        case .keywordContinue:
            advance()
            return .continueStatement(start)
        case .keywordPass:
            advance()
            return .pass(start)
        case .keywordLoad:
            return try parseLoad()
        case .keywordReserved:
            throw failure("\(describe(current)) is not Starlark")
        default:
            break
        }
        let target = try parseExpressionList()
        if accept(.assign) {
            var value = try parseExpressionList()
            // `a = b = c` assigns `c` to both; kept as nested assignments from the right.
            var targets = [target]
            while accept(.assign) {
                targets.append(value)
                value = try parseExpressionList()
            }
            if targets.count == 1 { return .assign(target: target, value: value, start) }
            throw failure("chained assignments are not Starlark")
        }
        if let operation = augmentedOperator(kind) {
            advance()
            return .augmentedAssign(target: target, operation, value: try parseExpressionList(), start)
        }
        return .expression(target, start)
    }

    private func augmentedOperator(_ kind: StarlarkTokenKind) -> StarlarkBinaryOperator? {
        switch kind {
        case .plusAssign: .add
        case .minusAssign: .subtract
        case .starAssign: .multiply
        case .slashAssign: .divide
        case .slashSlashAssign: .floorDivide
        case .percentAssign: .modulo
        case .pipeAssign: .bitOr
        case .ampersandAssign: .bitAnd
        case .caretAssign: .bitXor
        case .lessLessAssign: .shiftLeft
        case .greaterGreaterAssign: .shiftRight
        default: nil
        }
    }

    /// `load("label", "name", local = "name", …)`.
    mutating func parseLoad() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = current.start
        advance()
        try expect(.leftParen, "'(' after load")
        guard kind == .string else { throw failure("load() takes the label of a .bzl file first") }
        let module = StarlarkStringDecoder.value(of: current, in: bytes)
        advance()
        var bindings: [(local: String, exported: String)] = []
        while accept(.comma) {
            if kind == .rightParen { break }
            if kind == .string {
                let name = StarlarkStringDecoder.value(of: current, in: bytes)
                bindings.append((name, name))
                advance()
            } else if kind == .identifier, peekKind(1) == .assign {
                let local = text(of: current)
                advance()
                advance()
                guard kind == .string else { throw failure("load() binds a name to a string") }
                bindings.append((local, StarlarkStringDecoder.value(of: current, in: bytes)))
                advance()
            } else {
                throw failure("load() takes strings and name = \"symbol\" bindings")
            }
        }
        try expect(.rightParen, "')' closing load(")
        return .load(module: module, bindings: bindings, start)
    }

    // MARK: - Compound statements

    mutating func parseDef() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = current.start
        advance()
        guard kind == .identifier else { throw failure("expected a function name after def") }
        let name = text(of: current)
        advance()
        try expect(.leftParen, "'(' after the function name")
        let parameters = try parseParameters(closing: .rightParen)
        try expect(.rightParen, "')' closing the parameters")
        if accept(.arrow) { _ = try parseExpression() }
        try expect(.colon, "':' after the parameters")
        let body = try parseSuite()
        return .def(StarlarkFunctionDefinition(name: name, parameters: parameters, body: body, file: file, offset: start))
    }

    /// Parameters up to `closing` (not consumed): `a`, `a = 1`, `*args`, `*`, `**kwargs`.
    mutating func parseParameters(closing: StarlarkTokenKind) throws(StarlarkParseFailure)
        -> [StarlarkFunctionDefinition.Parameter] {
        var parameters: [StarlarkFunctionDefinition.Parameter] = []
        while kind != closing {
            if accept(.starStar) {
                guard kind == .identifier else { throw failure("expected a name after **") }
                parameters.append(.init(name: text(of: current), kind: .keywords))
                advance()
            } else if accept(.star) {
                if kind == .identifier {
                    parameters.append(.init(name: text(of: current), kind: .variadic))
                    advance()
                } else {
                    parameters.append(.init(name: "*", kind: .keywordOnlyMarker))
                }
            } else {
                guard kind == .identifier else { throw failure("expected a parameter name, found \(describe(current))") }
                let name = text(of: current)
                advance()
                var defaultValue: StarlarkExpression?
                if accept(.assign) { defaultValue = try parseExpression() }
                parameters.append(.init(name: name, kind: .normal, defaultValue: defaultValue))
            }
            if !accept(.comma) { break }
        }
        return parameters
    }

    mutating func parseIf() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = current.start
        var branches: [(condition: StarlarkExpression, body: [StarlarkStatement])] = []
        advance()
        let condition = try parseExpression()
        try expect(.colon, "':' after the condition")
        branches.append((condition, try parseSuite()))
        var otherwise: [StarlarkStatement] = []
        while kind == .keywordElif {
            advance()
            let condition = try parseExpression()
            try expect(.colon, "':' after the condition")
            branches.append((condition, try parseSuite()))
        }
        if accept(.keywordElse) {
            try expect(.colon, "':' after else")
            otherwise = try parseSuite()
        }
        return .ifStatement(branches: branches, otherwise: otherwise, start)
    }

    mutating func parseFor() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = current.start
        advance()
        let target = try parseLoopTarget()
        try expect(.keywordIn, "'in' after the loop variables")
        let iterable = try parseExpressionList()
        try expect(.colon, "':' after the loop's sequence")
        return .forLoop(target: target, iterable: iterable, body: try parseSuite(), start)
    }

    /// A block: the rest of the line (`if x: y = 1`), or a line break and an indented run of statements.
    mutating func parseSuite() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        try enter()
        defer { leave() }
        guard accept(.newline) else { return try parseSimpleLine() }
        try expect(.indent, "an indented block")
        var body: [StarlarkStatement] = []
        while kind != .dedent && kind != .endOfFile {
            let before = index
            if kind == .newline {
                advance()
                continue
            }
            if kind == .indent {
                failures.append(("unexpected indentation", current.start))
                skipBlock()
                continue
            }
            body += parseStatementRecovering()
            if index == before { advance() }
        }
        _ = accept(.dedent)
        return body
    }
}
