/// Parses statements and blocks: simple statements and `load`, `def` with its parameters, `if`, `for`, and the
/// file's top level, recovering from a statement that does not parse.
struct StarlarkStatementParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: StarlarkTokenCursor
}

extension StarlarkStatementParser {

    func parseFile() -> [StarlarkStatement] {
        statementRun(inBlock: false)
    }

    /// One statement (a line of simple statements gives several), or an `unparsed` one after reporting why and
    /// skipping it.
    func parseStatementRecovering() -> [StarlarkStatement] {
        let start = cursor.current.start
        let savedDepth = cursor.depth
        do {
            return try parseStatement()
        } catch {
            cursor.failures.append((error.message, error.offset))
            cursor.depth = savedDepth
            cursor.skipStatement()
            return [.unparsed(start)]
        }
    }

    func parseStatement() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        switch cursor.kind {
        case .keywordDef: return [try parseDef()]
        case .keywordIf: return [try parseIf()]
        case .keywordFor: return [try parseFor()]
        default: return try parseSimpleLine()
        }
    }

    /// Simple statements separated by `;`, up to the line's end.
    func parseSimpleLine() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        var statements = [try parseSmallStatement()]
        while cursor.accept(.semicolon) {
            if cursor.kind == .newline || cursor.kind == .endOfFile { break }
            statements.append(try parseSmallStatement())
        }
        if cursor.kind != .endOfFile && cursor.kind != .dedent { try cursor.expect(.newline, "the end of the statement") }
        return statements
    }

    func parseSmallStatement() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = cursor.current.start
        switch cursor.kind {
        case .keywordReturn:
            cursor.advance()
            if cursor.kind == .newline || cursor.kind == .semicolon || cursor.kind == .endOfFile || cursor.kind == .dedent {
                return .returnStatement(nil, start)
            }
            return .returnStatement(try cursor.expressions.parseExpressionList(), start)
        case .keywordBreak:
            cursor.advance()
            return .breakStatement(start)
        case .keywordContinue:
            cursor.advance()
            return .continueStatement(start)
        case .keywordPass:
            cursor.advance()
            return .pass(start)
        case .keywordLoad:
            return try parseLoad()
        case .keywordReserved:
            throw cursor.failure("\(cursor.describe(cursor.current)) is not Starlark")
        default:
            break
        }
        let target = try cursor.expressions.parseExpressionList()
        if cursor.accept(.assign) {
            var value = try cursor.expressions.parseExpressionList()
            // `a = b = c` assigns `c` to both; kept as nested assignments from the right.
            var targets = [target]
            while cursor.accept(.assign) {
                targets.append(value)
                value = try cursor.expressions.parseExpressionList()
            }
            if targets.count == 1 { return .assign(target: target, value: value, start) }
            throw cursor.failure("chained assignments are not Starlark")
        }
        if let operation = augmentedOperator(cursor.kind) {
            cursor.advance()
            return .augmentedAssign(target: target, operation, value: try cursor.expressions.parseExpressionList(), start)
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
    func parseLoad() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = cursor.current.start
        cursor.advance()
        try cursor.expect(.leftParen, "'(' after load")
        guard cursor.kind == .string else { throw cursor.failure("load() takes the label of a .bzl file first") }
        let module = StarlarkStringDecoder.value(of: cursor.current, in: cursor.bytes)
        cursor.advance()
        var bindings: [(local: String, exported: String)] = []
        while cursor.accept(.comma) {
            if cursor.kind == .rightParen { break }
            if cursor.kind == .string {
                let name = StarlarkStringDecoder.value(of: cursor.current, in: cursor.bytes)
                bindings.append((name, name))
                cursor.advance()
            } else if cursor.kind == .identifier, cursor.peekKind(1) == .assign {
                let local = cursor.text(of: cursor.current)
                cursor.advance()
                cursor.advance()
                guard cursor.kind == .string else { throw cursor.failure("load() binds a name to a string") }
                bindings.append((local, StarlarkStringDecoder.value(of: cursor.current, in: cursor.bytes)))
                cursor.advance()
            } else {
                throw cursor.failure("load() takes strings and name = \"symbol\" bindings")
            }
        }
        try cursor.expect(.rightParen, "')' closing load(")
        return .load(module: module, bindings: bindings, start)
    }

    // MARK: - Compound statements

    func parseDef() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = cursor.current.start
        cursor.advance()
        guard cursor.kind == .identifier else { throw cursor.failure("expected a function name after def") }
        let name = cursor.text(of: cursor.current)
        cursor.advance()
        try cursor.expect(.leftParen, "'(' after the function name")
        let parameters = try parseParameters(closing: .rightParen)
        try cursor.expect(.rightParen, "')' closing the parameters")
        if cursor.accept(.arrow) { _ = try cursor.expressions.parseExpression() }
        try cursor.expect(.colon, "':' after the parameters")
        let body = try parseSuite()
        return .def(StarlarkFunctionDefinition(name: name, parameters: parameters, body: body, file: cursor.file, offset: start))
    }

    /// Parameters up to `closing` (not consumed): `a`, `a = 1`, `*args`, `*`, `**kwargs`.
    func parseParameters(closing: StarlarkTokenKind) throws(StarlarkParseFailure)
        -> [StarlarkFunctionDefinition.Parameter] {
        var parameters: [StarlarkFunctionDefinition.Parameter] = []
        while cursor.kind != closing {
            if cursor.accept(.starStar) {
                guard cursor.kind == .identifier else { throw cursor.failure("expected a name after **") }
                parameters.append(.init(name: cursor.text(of: cursor.current), kind: .keywords))
                cursor.advance()
            } else if cursor.accept(.star) {
                if cursor.kind == .identifier {
                    parameters.append(.init(name: cursor.text(of: cursor.current), kind: .variadic))
                    cursor.advance()
                } else {
                    parameters.append(.init(name: "*", kind: .keywordOnlyMarker))
                }
            } else {
                guard cursor.kind == .identifier else {
                    throw cursor.failure("expected a parameter name, found \(cursor.describe(cursor.current))")
                }
                let name = cursor.text(of: cursor.current)
                cursor.advance()
                var defaultValue: StarlarkExpression?
                if cursor.accept(.assign) { defaultValue = try cursor.expressions.parseExpression() }
                parameters.append(.init(name: name, kind: .normal, defaultValue: defaultValue))
            }
            if !cursor.accept(.comma) { break }
        }
        return parameters
    }

    func parseIf() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = cursor.current.start
        var branches: [(condition: StarlarkExpression, body: [StarlarkStatement])] = []
        cursor.advance()
        let condition = try cursor.expressions.parseExpression()
        try cursor.expect(.colon, "':' after the condition")
        branches.append((condition, try parseSuite()))
        var otherwise: [StarlarkStatement] = []
        while cursor.kind == .keywordElif {
            cursor.advance()
            let condition = try cursor.expressions.parseExpression()
            try cursor.expect(.colon, "':' after the condition")
            branches.append((condition, try parseSuite()))
        }
        if cursor.accept(.keywordElse) {
            try cursor.expect(.colon, "':' after else")
            otherwise = try parseSuite()
        }
        return .ifStatement(branches: branches, otherwise: otherwise, start)
    }

    func parseFor() throws(StarlarkParseFailure) -> StarlarkStatement {
        let start = cursor.current.start
        cursor.advance()
        let target = try cursor.expressions.parseLoopTarget()
        try cursor.expect(.keywordIn, "'in' after the loop variables")
        let iterable = try cursor.expressions.parseExpressionList()
        try cursor.expect(.colon, "':' after the loop's sequence")
        return .forLoop(target: target, iterable: iterable, body: try parseSuite(), start)
    }

    /// A block: the rest of the line (`if x: y = 1`), or a line break and an indented run of statements.
    func parseSuite() throws(StarlarkParseFailure) -> [StarlarkStatement] {
        try cursor.enter()
        defer { cursor.leave() }
        guard cursor.accept(.newline) else { return try parseSimpleLine() }
        try cursor.expect(.indent, "an indented block")
        let body = statementRun(inBlock: true)
        _ = cursor.accept(.dedent)
        return body
    }

    /// Statements up to the end of the file or, `inBlock`, up to the block's dedent (a stray dedent at the top level
    /// is skipped), past blank lines; an unexpected indentation is a failure and its block is skipped.
    private func statementRun(inBlock: Bool) -> [StarlarkStatement] {
        var statements: [StarlarkStatement] = []
        while cursor.kind != .endOfFile && !(inBlock && cursor.kind == .dedent) {
            let before = cursor.index
            if cursor.kind == .newline || cursor.kind == .dedent {
                cursor.advance()
                continue
            }
            if cursor.kind == .indent {
                cursor.failures.append(("unexpected indentation", cursor.current.start))
                cursor.skipBlock()
                continue
            }
            statements += parseStatementRecovering()
            if cursor.index == before { cursor.advance() }
        }
        return statements
    }
}
