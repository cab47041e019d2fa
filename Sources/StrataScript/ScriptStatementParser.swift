import StrataScan

/// Parses statements and blocks: `if`, `guard`, `for`, `switch` and their conditions and cases.
package struct ScriptStatementParser {
    /// The tokens and the place in them, shared with the other parsers.
    package let cursor: ScriptTokenCursor
}

/// Statements, blocks, conditions and `switch`.
extension ScriptStatementParser {
    /// `{ statements }`; the `{` is current.
    package func parseBlock() throws -> [ScriptStatement] {
        guard cursor.isKind(.leftBrace) else { throw cursor.failure("expected '{'") }
        return try cursor.inGroup { parseStatements(until: { _ in false }) }
    }

    /// Statements up to the end of the current group or until `stop` holds at the start of one.
    package func parseStatements(until stop: (ScriptTokenCursor) -> Bool) -> [ScriptStatement] {
        var statements: [ScriptStatement] = []
        while !cursor.isAtEnd, !stop(cursor) {
            let start = cursor.index
            if cursor.isKind(.semicolon) {
                cursor.index += 1
                continue
            }
            do {
                statements.append(try parseStatement())
                if !cursor.isAtEnd, !cursor.startsLine(), !cursor.isKind(.semicolon), !stop(cursor) {
                    throw cursor.failure("expected the end of the statement")
                }
            } catch let failure as ScriptParseFailure {
                cursor.record(failure)
                statements.append(ScriptStatement(kind: .unparsed(failure.message), spot: cursor.spot(from: start)))
                cursor.skipStatement(from: start)
            } catch {
                cursor.skipStatement(from: start)
            }
            if cursor.index <= start { cursor.index = start + 1 }
        }
        return statements
    }

    /// One statement.
    package func parseStatement() throws -> ScriptStatement {
        let start = cursor.index
        if cursor.peek()?.kind == .identifier, cursor.peek(1)?.kind == .colon, cursor.isWord("for", at: 2) || cursor.isWord("while", at: 2)
        {
            cursor.index += 2  // a statement label
        }
        let modifiers = cursor.declarations.skipModifiers()
        guard let token = cursor.peek() else { throw cursor.failure("expected a statement") }
        if token.kind == .poundKeyword, cursor.spells(token, "#warning") {
            // A message for whoever compiles the manifest: it changes nothing the manifest makes.
            cursor.skipStatement(from: cursor.index)
            return ScriptStatement(kind: .ignored, spot: cursor.spot(from: start))
        }
        if token.kind == .identifier {
            switch cursor.text(at: cursor.index) {
            case "let", "var":
                let variables = try cursor.declarations.parseVariables(isStatic: modifiers.isStatic)
                if variables.count == 1 {
                    return ScriptStatement(kind: .variable(variables[0]), spot: cursor.spot(from: start))
                }
                return ScriptStatement(
                    kind: .block(variables.map { ScriptStatement(kind: .variable($0), spot: $0.spot) }),
                    spot: cursor.spot(from: start))
            case "func":
                let function = try cursor.declarations.parseFunction(isStatic: false, isMutating: false, start: start)
                return ScriptStatement(kind: .function(function), spot: cursor.spot(from: start))
            case "return":
                cursor.index += 1
                var value: ScriptExpression?
                if !cursor.isAtEnd, !cursor.startsLine(), !cursor.isKind(.semicolon), !cursor.isKind(.rightBrace) {
                    value = try cursor.expressions.parseExpression()
                }
                return ScriptStatement(kind: .returnStatement(value), spot: cursor.spot(from: start))
            case "if": return try parseIf()
            case "guard": return try parseGuard()
            case "switch": return try parseSwitch()
            case "for": return try parseFor()
            case "while":
                cursor.index += 1
                let conditions = try parseConditions()
                return ScriptStatement(kind: .whileLoop(conditions, body: try parseBlock()), spot: cursor.spot(from: start))
            case "do":
                cursor.index += 1
                let body = try parseBlock()
                while cursor.isWord("catch") {
                    while !cursor.isAtEnd, !cursor.isKind(.leftBrace) { cursor.index += 1 }
                    _ = try parseBlock()
                }
                return ScriptStatement(kind: .block(body), spot: cursor.spot(from: start))
            case "break", "continue":
                let isBreak = cursor.isWord("break")
                cursor.index += 1
                if cursor.peek()?.kind == .identifier, !cursor.startsLine() { cursor.index += 1 }
                return ScriptStatement(kind: isBreak ? .breakStatement : .continueStatement, spot: cursor.spot(from: start))
            case "typealias":
                guard let (name, type) = try cursor.declarations.parseTypeAlias() else {
                    return ScriptStatement(kind: .ignored, spot: cursor.spot(from: start))
                }
                return ScriptStatement(kind: .typeAlias(name, type), spot: cursor.spot(from: start))
            case "import":
                cursor.skipStatement(from: cursor.index)
                return ScriptStatement(kind: .ignored, spot: cursor.spot(from: start))
            case "throw", "fallthrough", "defer", "repeat":
                let word = cursor.text(at: cursor.index)
                cursor.skipStatement(from: cursor.index)
                return ScriptStatement(kind: .unparsed("'\(word)', which strata does not run"), spot: cursor.spot(from: start))
            default:
                if cursor.declarations.typeKeyword() != nil {
                    cursor.skipStatement(from: cursor.index)
                    return ScriptStatement(kind: .ignored, spot: cursor.spot(from: start))
                }
            }
        }
        let target = try cursor.expressions.parseExpression()
        if cursor.isKind(.equal) || isAssignmentOperator() {
            let spelling = cursor.isKind(.equal) ? "=" : cursor.text(at: cursor.index)
            cursor.index += 1
            let value = try cursor.expressions.parseExpression()
            return ScriptStatement(kind: .assignment(target, spelling, value), spot: cursor.spot(from: start))
        }
        return ScriptStatement(kind: .expression(target), spot: cursor.spot(from: start))
    }

    /// Whether the current token is `+=`, `-=`, `??=`… (not a comparison).
    package func isAssignmentOperator() -> Bool {
        guard let token = cursor.peek(), token.kind == .operator else { return false }
        let spelling = cursor.text(at: cursor.index)
        return spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelling)
    }

    // MARK: - Branches

    private func parseIf() throws -> ScriptStatement {
        let start = cursor.index
        var branches: [ScriptBranch] = []
        var otherwise: [ScriptStatement]?
        cursor.index += 1
        branches.append(ScriptBranch(conditions: try parseConditions(), body: try parseBlock()))
        while cursor.isWord("else") {
            cursor.index += 1
            if cursor.isWord("if") {
                cursor.index += 1
                branches.append(ScriptBranch(conditions: try parseConditions(), body: try parseBlock()))
            } else {
                otherwise = try parseBlock()
                break
            }
        }
        return ScriptStatement(kind: .ifStatement(branches, otherwise: otherwise), spot: cursor.spot(from: start))
    }

    private func parseGuard() throws -> ScriptStatement {
        let start = cursor.index
        cursor.index += 1
        let conditions = try parseConditions()
        guard cursor.isWord("else") else { throw cursor.failure("expected 'else'") }
        cursor.index += 1
        return ScriptStatement(kind: .guardStatement(conditions, otherwise: try parseBlock()), spot: cursor.spot(from: start))
    }

    /// Comma-separated conditions up to the `{` of the body.
    package func parseConditions() throws -> [ScriptCondition] {
        let saved = cursor.inCondition
        cursor.inCondition = true
        defer { cursor.inCondition = saved }
        var conditions: [ScriptCondition] = []
        repeat {
            if cursor.isKind(.comma) { cursor.index += 1 }
            if cursor.isWord("let") || cursor.isWord("var") {
                cursor.index += 1
                let name = try cursor.expectName("a name")
                if cursor.isKind(.colon) {
                    cursor.index += 1
                    _ = try cursor.typesAndPatterns.parseType()
                }
                if cursor.isKind(.equal) {
                    cursor.index += 1
                    conditions.append(.optionalBinding(name, try cursor.expressions.parseExpression()))
                } else {
                    let spot = cursor.spot(from: cursor.index - 1)
                    conditions.append(.optionalBinding(name, ScriptExpression(kind: .name(name), spot: spot)))
                }
            } else if cursor.isWord("case") {
                cursor.index += 1
                let pattern = try cursor.typesAndPatterns.parsePattern(binding: false)
                try cursor.expect(.equal, "'='")
                conditions.append(.pattern(pattern, try cursor.expressions.parseExpression()))
            } else {
                conditions.append(.boolean(try cursor.expressions.parseExpression()))
            }
        } while cursor.isKind(.comma)
        return conditions
    }

    private func parseFor() throws -> ScriptStatement {
        let start = cursor.index
        cursor.index += 1
        if cursor.isWord("case") { cursor.index += 1 }
        let pattern = try cursor.typesAndPatterns.parsePattern(binding: true)
        guard cursor.isWord("in") else { throw cursor.failure("expected 'in'") }
        cursor.index += 1
        let saved = cursor.inCondition
        cursor.inCondition = true
        let sequence = try cursor.expressions.parseExpression()
        var whereClause: ScriptExpression?
        if cursor.isWord("where") {
            cursor.index += 1
            whereClause = try cursor.expressions.parseExpression()
        }
        cursor.inCondition = saved
        let body = try parseBlock()
        return ScriptStatement(
            kind: .forIn(pattern, sequence, whereClause: whereClause, body: body), spot: cursor.spot(from: start))
    }

    // MARK: - Switch

    private func parseSwitch() throws -> ScriptStatement {
        let start = cursor.index
        cursor.index += 1
        let saved = cursor.inCondition
        cursor.inCondition = true
        let subject = try cursor.expressions.parseExpression()
        cursor.inCondition = saved
        guard cursor.isKind(.leftBrace) else { throw cursor.failure("expected '{'") }
        let cases = try cursor.inGroup { try parseCases() }
        return ScriptStatement(kind: .switchStatement(subject, cases), spot: cursor.spot(from: start))
    }

    private func parseCases() throws -> [ScriptSwitchCase] {
        var cases: [ScriptSwitchCase] = []
        while !cursor.isAtEnd {
            while cursor.peek()?.kind == .attribute { cursor.index += 1 }
            var current = ScriptSwitchCase(patterns: [], guardExpression: nil, body: [])
            if cursor.isWord("default") {
                cursor.index += 1
            } else if cursor.isWord("case") {
                cursor.index += 1
                repeat {
                    if cursor.isKind(.comma) { cursor.index += 1 }
                    current.patterns.append(try cursor.typesAndPatterns.parsePattern(binding: false))
                } while cursor.isKind(.comma)
                if cursor.isWord("where") {
                    cursor.index += 1
                    current.guardExpression = try cursor.expressions.parseExpression()
                }
            } else {
                throw cursor.failure("expected 'case' or 'default'")
            }
            try cursor.expect(.colon, "':'")
            current.body = parseStatements { next in
                next.isWord("case") || next.isWord("default") || next.peek()?.kind == .attribute
            }
            cases.append(current)
        }
        return cases
    }
}
