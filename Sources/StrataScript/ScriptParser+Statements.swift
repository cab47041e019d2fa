import StrataScan

/// Statements, blocks, conditions and `switch`.
extension ScriptParser {
    /// `{ statements }`; the `{` is current.
    package mutating func parseBlock() throws -> [ScriptStatement] {
        guard isKind(.leftBrace) else { throw failure("expected '{'") }
        return try inGroup { parser in parser.parseStatements(until: { _ in false }) }
    }

    /// Statements up to the end of the current group or until `stop` holds at the start of one.
    package mutating func parseStatements(until stop: (ScriptParser) -> Bool) -> [ScriptStatement] {
        var statements: [ScriptStatement] = []
        while !isAtEnd, !stop(self) {
            let start = index
            if isKind(.semicolon) {
                index += 1
                continue
            }
            do {
                statements.append(try parseStatement())
                if !isAtEnd, !startsLine(), !isKind(.semicolon), !stop(self) {
                    throw failure("expected the end of the statement")
                }
            } catch let failure as ScriptParseFailure {
                record(failure)
                statements.append(ScriptStatement(kind: .unparsed(failure.message), spot: spot(from: start)))
                skipStatement(from: start)
            } catch {
                skipStatement(from: start)
            }
            if index <= start { index = start + 1 }
        }
        return statements
    }

    /// One statement.
    package mutating func parseStatement() throws -> ScriptStatement {
        let start = index
        if peek()?.kind == .identifier, peek(1)?.kind == .colon, isWord("for", at: 2) || isWord("while", at: 2) {
            index += 2  // a statement label
        }
        let modifiers = skipModifiers()
        guard let token = peek() else { throw failure("expected a statement") }
        if token.kind == .identifier {
            switch text(at: index) {
            case "let", "var":
                let variables = try parseVariables(isStatic: modifiers.isStatic)
                if variables.count == 1 {
                    return ScriptStatement(kind: .variable(variables[0]), spot: spot(from: start))
                }
                return ScriptStatement(
                    kind: .block(variables.map { ScriptStatement(kind: .variable($0), spot: $0.spot) }),
                    spot: spot(from: start))
            case "func":
                let function = try parseFunction(isStatic: false, isMutating: false, start: start)
                return ScriptStatement(kind: .function(function), spot: spot(from: start))
            case "return":
                index += 1
                var value: ScriptExpression?
                if !isAtEnd, !startsLine(), !isKind(.semicolon), !isKind(.rightBrace) { value = try parseExpression() }
                return ScriptStatement(kind: .returnStatement(value), spot: spot(from: start))
            case "if": return try parseIf()
            case "guard": return try parseGuard()
            case "switch": return try parseSwitch()
            case "for": return try parseFor()
            case "while":
                index += 1
                let conditions = try parseConditions()
                return ScriptStatement(kind: .whileLoop(conditions, body: try parseBlock()), spot: spot(from: start))
            case "do":
                index += 1
                let body = try parseBlock()
                while isWord("catch") {
                    while !isAtEnd, !isKind(.leftBrace) { index += 1 }
                    _ = try parseBlock()
                }
                return ScriptStatement(kind: .block(body), spot: spot(from: start))
            case "break", "continue":
                let isBreak = isWord("break")
                index += 1
                if peek()?.kind == .identifier, !startsLine() { index += 1 }
                return ScriptStatement(kind: isBreak ? .breakStatement : .continueStatement, spot: spot(from: start))
            case "typealias":
                guard let (name, type) = try parseTypeAlias() else {
                    return ScriptStatement(kind: .ignored, spot: spot(from: start))
                }
                return ScriptStatement(kind: .typeAlias(name, type), spot: spot(from: start))
            case "import":
                skipStatement(from: index)
                return ScriptStatement(kind: .ignored, spot: spot(from: start))
            case "throw", "fallthrough", "defer", "repeat":
                let word = text(at: index)
                skipStatement(from: index)
                return ScriptStatement(kind: .unparsed("'\(word)', which strata does not run"), spot: spot(from: start))
            default:
                if typeKeyword() != nil {
                    skipStatement(from: index)
                    return ScriptStatement(kind: .ignored, spot: spot(from: start))
                }
            }
        }
        let target = try parseExpression()
        if isKind(.equal) || isAssignmentOperator() {
            let spelling = isKind(.equal) ? "=" : text(at: index)
            index += 1
            let value = try parseExpression()
            return ScriptStatement(kind: .assignment(target, spelling, value), spot: spot(from: start))
        }
        return ScriptStatement(kind: .expression(target), spot: spot(from: start))
    }

    /// Whether the current token is `+=`, `-=`, `??=`… (not a comparison).
    package func isAssignmentOperator() -> Bool {
        guard let token = peek(), token.kind == .operator else { return false }
        let spelling = text(at: index)
        return spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelling)
    }

    // MARK: - Branches

    private mutating func parseIf() throws -> ScriptStatement {
        let start = index
        var branches: [ScriptBranch] = []
        var otherwise: [ScriptStatement]?
        index += 1
        branches.append(ScriptBranch(conditions: try parseConditions(), body: try parseBlock()))
        while isWord("else") {
            index += 1
            if isWord("if") {
                index += 1
                branches.append(ScriptBranch(conditions: try parseConditions(), body: try parseBlock()))
            } else {
                otherwise = try parseBlock()
                break
            }
        }
        return ScriptStatement(kind: .ifStatement(branches, otherwise: otherwise), spot: spot(from: start))
    }

    private mutating func parseGuard() throws -> ScriptStatement {
        let start = index
        index += 1
        let conditions = try parseConditions()
        guard isWord("else") else { throw failure("expected 'else'") }
        index += 1
        return ScriptStatement(kind: .guardStatement(conditions, otherwise: try parseBlock()), spot: spot(from: start))
    }

    /// Comma-separated conditions up to the `{` of the body.
    package mutating func parseConditions() throws -> [ScriptCondition] {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        var conditions: [ScriptCondition] = []
        repeat {
            if isKind(.comma) { index += 1 }
            if isWord("let") || isWord("var") {
                index += 1
                let name = try expectName("a name")
                if isKind(.colon) {
                    index += 1
                    _ = try parseType()
                }
                if isKind(.equal) {
                    index += 1
                    conditions.append(.optionalBinding(name, try parseExpression()))
                } else {
                    let spot = self.spot(from: index - 1)
                    conditions.append(.optionalBinding(name, ScriptExpression(kind: .name(name), spot: spot)))
                }
            } else if isWord("case") {
                index += 1
                let pattern = try parsePattern(binding: false)
                try expect(.equal, "'='")
                conditions.append(.pattern(pattern, try parseExpression()))
            } else {
                conditions.append(.boolean(try parseExpression()))
            }
        } while isKind(.comma)
        return conditions
    }

    private mutating func parseFor() throws -> ScriptStatement {
        let start = index
        index += 1
        if isWord("case") { index += 1 }
        let pattern = try parsePattern(binding: true)
        guard isWord("in") else { throw failure("expected 'in'") }
        index += 1
        let saved = inCondition
        inCondition = true
        let sequence = try parseExpression()
        var whereClause: ScriptExpression?
        if isWord("where") {
            index += 1
            whereClause = try parseExpression()
        }
        inCondition = saved
        let body = try parseBlock()
        return ScriptStatement(
            kind: .forIn(pattern, sequence, whereClause: whereClause, body: body), spot: spot(from: start))
    }

    // MARK: - Switch

    private mutating func parseSwitch() throws -> ScriptStatement {
        let start = index
        index += 1
        let saved = inCondition
        inCondition = true
        let subject = try parseExpression()
        inCondition = saved
        guard isKind(.leftBrace) else { throw failure("expected '{'") }
        let cases = try inGroup { parser in try parser.parseCases() }
        return ScriptStatement(kind: .switchStatement(subject, cases), spot: spot(from: start))
    }

    private mutating func parseCases() throws -> [ScriptSwitchCase] {
        var cases: [ScriptSwitchCase] = []
        while !isAtEnd {
            while peek()?.kind == .attribute { index += 1 }
            var current = ScriptSwitchCase(patterns: [], guardExpression: nil, body: [])
            if isWord("default") {
                index += 1
            } else if isWord("case") {
                index += 1
                repeat {
                    if isKind(.comma) { index += 1 }
                    current.patterns.append(try parsePattern(binding: false))
                } while isKind(.comma)
                if isWord("where") {
                    index += 1
                    current.guardExpression = try parseExpression()
                }
            } else {
                throw failure("expected 'case' or 'default'")
            }
            try expect(.colon, "':'")
            current.body = parseStatements { parser in
                parser.isWord("case") || parser.isWord("default") || parser.peek()?.kind == .attribute
            }
            cases.append(current)
        }
        return cases
    }
}
