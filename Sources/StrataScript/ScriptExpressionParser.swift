import StrataScan

/// Parses expressions: operator sequences, prefix operators, postfix chains, arguments, and primary
/// expressions (literals, names, implicit members, collections, closures, key paths).
package struct ScriptExpressionParser {
    /// The tokens and the place in them, shared with the other parsers.
    package let cursor: ScriptTokenCursor
}

/// Expressions: operator sequences, prefix operators, postfix chains.
extension ScriptExpressionParser {
    /// An expression. Operators are kept in source order, as a sequence that the interpreter folds once it
    /// knows the precedence groups of the whole program (``ScriptOperatorTable``), as Swift folds sequences.
    package func parseExpression() throws -> ScriptExpression {
        try cursor.enter()
        defer { cursor.leave() }
        let start = cursor.index
        if cursor.isWord("if") || cursor.isWord("switch") {
            let statement = try cursor.statements.parseStatement()
            return ScriptExpression(kind: .statement(statement), spot: statement.spot)
        }
        var items: [ScriptOperatorItem] = []
        while true {
            items.append(.operand(try parseUnary()))
            while cursor.isWord("as") || cursor.isWord("is") {
                let castStart = cursor.index
                var cast = cursor.isWord("is") ? ScriptCast.test : .plain
                cursor.index += 1
                if cursor.isOperator("?"), cast == .plain {
                    cast = .conditional
                    cursor.index += 1
                } else if cursor.isOperator("!") {
                    cursor.index += 1
                }
                let type = try cursor.typesAndPatterns.parseType()
                items.append(.cast(type, cast, cursor.spot(from: castStart)))
            }
            guard let spelling = binaryOperator() else { break }
            let operatorStart = cursor.index
            cursor.index += 1
            if spelling == "?" {
                let middle = try parseExpression()
                try cursor.expect(.colon, "':' of the conditional operator")
                items.append(.ternary(middle, cursor.spot(from: operatorStart)))
            } else {
                items.append(.binary(spelling, cursor.spot(from: operatorStart)))
            }
        }
        if items.count == 1, case .operand(let single) = items[0] { return single }
        return ScriptExpression(kind: .operators(items), spot: cursor.spot(from: start))
    }

    /// The spelling of the binary operator at the current token, if it is one: spaced alike on both sides,
    /// and not an assignment or an arrow.
    private func binaryOperator() -> String? {
        guard let token = cursor.peek(), token.kind == .operator else { return nil }
        let spelling = cursor.text(at: cursor.index)
        guard spelling != "->", !cursor.statements.isAssignmentOperator() else { return nil }
        return hasSpaceBefore(cursor.index) == hasSpaceAfter(cursor.index) ? spelling : nil
    }

    /// Whether whitespace, a line break or an opening punctuation stands before the token at `position`.
    package func hasSpaceBefore(_ position: Int) -> Bool {
        let token = cursor.tokens[position]
        if !token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) || position == 0 { return true }
        switch cursor.tokens[position - 1].kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon: return true
        default: return false
        }
    }

    /// Whether whitespace, the end of the group or closing punctuation follows the token at `position`.
    package func hasSpaceAfter(_ position: Int) -> Bool {
        guard position + 1 < cursor.limit else { return true }
        let next = cursor.tokens[position + 1]
        if !next.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) { return true }
        switch next.kind {
        case .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon: return true
        default: return false
        }
    }

    // MARK: - Prefix and postfix

    /// Prefix operators (and `try`/`await`), then a postfix chain.
    private func parseUnary() throws -> ScriptExpression {
        let start = cursor.index
        var prefixes: [String] = []
        while let token = cursor.peek() {
            if token.kind == .operator, !hasSpaceAfter(cursor.index), cursor.text(at: cursor.index) != "." {
                prefixes.append(cursor.text(at: cursor.index))
                cursor.index += 1
            } else if cursor.isWord("try") || cursor.isWord("await") {
                cursor.index += 1
                if cursor.isOperator("?") || cursor.isOperator("!"), !(cursor.peek()?.flags.contains(.spaceBefore) ?? true) {
                    cursor.index += 1
                }
            } else {
                break
            }
        }
        let operand = try parsePostfixChain()
        guard !prefixes.isEmpty else { return operand }
        return ScriptExpression(kind: .prefix(prefixes, operand), spot: cursor.spot(from: start))
    }

    /// A primary expression and its `.member`, `?.member`, `(…)`, `[…]`, trailing closures and `!`/`?`.
    private func parsePostfixChain() throws -> ScriptExpression {
        let start = cursor.index
        let primary = try parsePrimary()
        var postfixes: [ScriptPostfix] = []
        while let token = cursor.peek() {
            guard postfixes.count < ScriptParser.maximumChainLength else {
                throw cursor.failure("a chain of more than \(ScriptParser.maximumChainLength) calls and members")
            }
            let elementStart = cursor.index
            if token.kind == .period, let next = cursor.peek(1), next.kind != .period {
                cursor.index += 1
                postfixes.append(.member(try memberName(), optional: false, cursor.spot(from: elementStart)))
            } else if token.kind == .operator, !hasSpaceBefore(cursor.index), !token.flags.contains(.atLineStart),
                cursor.spells(token, "?") || cursor.spells(token, "!")
            {
                cursor.index += 1
                if cursor.spells(token, "?"), cursor.isKind(.period) {
                    cursor.index += 1
                    postfixes.append(.member(try memberName(), optional: true, cursor.spot(from: elementStart)))
                }
            } else if token.kind == .leftParen, !token.flags.contains(.atLineStart) {
                postfixes.append(.call(try parseArguments(), cursor.spot(from: elementStart)))
                try trailingClosures(into: &postfixes)
            } else if token.kind == .leftBracket, token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) {
                postfixes.append(.subscripted(try parseArguments(), cursor.spot(from: elementStart)))
            } else if token.kind == .leftBrace, !token.flags.contains(.atLineStart), !cursor.inCondition {
                postfixes.append(.call([], cursor.spot(from: elementStart)))
                try trailingClosures(into: &postfixes)
            } else {
                break
            }
        }
        guard !postfixes.isEmpty else { return primary }
        return ScriptExpression(kind: .chain(primary, postfixes), spot: cursor.spot(from: start))
    }

    /// The name after a `.`: an identifier, a keyword such as `init` or `self`, or a tuple index.
    private func memberName() throws -> String {
        guard let token = cursor.peek(), [.identifier, .backtickIdentifier, .number].contains(token.kind) else {
            throw cursor.failure("expected a member name")
        }
        cursor.index += 1
        return cursor.text(at: cursor.index - 1)
    }

    /// Appends the closures that follow a call on the same line (`map { … }`, `} label: { … }`) to its arguments.
    private func trailingClosures(into postfixes: inout [ScriptPostfix]) throws {
        guard case .call(var arguments, let callSpot)? = postfixes.last else { return }
        var label: String?
        while let token = cursor.peek(), token.kind == .leftBrace, !token.flags.contains(.atLineStart), !cursor.inCondition {
            let start = cursor.index
            let closure = try parseClosure()
            arguments.append(
                ScriptArgument(label: label, value: ScriptExpression(kind: .closure(closure), spot: cursor.spot(from: start))))
            guard cursor.peek()?.kind == .identifier, cursor.isKind(.colon, at: 1), cursor.isKind(.leftBrace, at: 2), !cursor.startsLine()
            else {
                break
            }
            label = cursor.text(at: cursor.index)
            cursor.index += 2
        }
        postfixes[postfixes.count - 1] = .call(arguments, callSpot)
    }

    /// `(…)` or `[…]` arguments, each optionally labelled; an element that does not parse becomes unparsed.
    package func parseArguments() throws -> [ScriptArgument] {
        try cursor.inGroup {
            var arguments: [ScriptArgument] = []
            while !cursor.isAtEnd {
                if cursor.isKind(.comma) {
                    cursor.index += 1
                    continue
                }
                let elementStart = cursor.index
                var label: String?
                if let token = cursor.peek(), token.kind == .identifier || token.kind == .backtickIdentifier,
                    cursor.isKind(.colon, at: 1)
                {
                    label = cursor.text(at: cursor.index)
                    cursor.index += 2
                }
                do {
                    var value = try parseExpression()
                    if !cursor.isAtEnd, !cursor.isKind(.comma) { throw cursor.failure("expected ','") }
                    var isInout = false
                    if case .prefix(let operators, let inner) = value.kind, operators == ["&"] {
                        value = inner
                        isInout = true
                    }
                    arguments.append(ScriptArgument(label: label, value: value, isInout: isInout))
                } catch let failure as ScriptParseFailure {
                    cursor.record(failure)
                    cursor.skipElement(from: elementStart)
                    let unparsed = ScriptExpression(
                        kind: .unparsed(failure.message), spot: cursor.spot(from: elementStart))
                    arguments.append(ScriptArgument(label: label, value: unparsed))
                }
            }
            return arguments
        }
    }
}
