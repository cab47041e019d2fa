import StrataScan

/// Expressions: operator sequences, prefix operators, postfix chains.
extension ScriptParser {
    /// An expression. Operators are kept in source order, as a sequence that the interpreter folds once it
    /// knows the precedence groups of the whole program (``ScriptOperatorTable``), as Swift folds sequences.
    package mutating func parseExpression() throws -> ScriptExpression {
        try enter()
        defer { leave() }
        let start = index
        if isWord("if") || isWord("switch") {
            let statement = try parseStatement()
            return ScriptExpression(kind: .statement(statement), spot: statement.spot)
        }
        var items: [ScriptOperatorItem] = []
        while true {
            items.append(.operand(try parseUnary()))
            while isWord("as") || isWord("is") {
                let castStart = index
                var cast = isWord("is") ? ScriptCast.test : .plain
                index += 1
                if isOperator("?"), cast == .plain {
                    cast = .conditional
                    index += 1
                } else if isOperator("!") {
                    index += 1
                }
                let type = try parseType()
                items.append(.cast(type, cast, spot(from: castStart)))
            }
            guard let spelling = binaryOperator() else { break }
            let operatorStart = index
            index += 1
            if spelling == "?" {
                let middle = try parseExpression()
                try expect(.colon, "':' of the conditional operator")
                items.append(.ternary(middle, spot(from: operatorStart)))
            } else {
                items.append(.binary(spelling, spot(from: operatorStart)))
            }
        }
        if items.count == 1, case .operand(let single) = items[0] { return single }
        return ScriptExpression(kind: .operators(items), spot: spot(from: start))
    }

    /// The spelling of the binary operator at the current token, if it is one: spaced alike on both sides,
    /// and not an assignment or an arrow.
    private func binaryOperator() -> String? {
        guard let token = peek(), token.kind == .operator else { return nil }
        let spelling = text(at: index)
        guard spelling != "->", !isAssignmentOperator() else { return nil }
        return hasSpaceBefore(index) == hasSpaceAfter(index) ? spelling : nil
    }

    /// Whether whitespace, a line break or an opening punctuation stands before the token at `position`.
    package func hasSpaceBefore(_ position: Int) -> Bool {
        let token = tokens[position]
        if !token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) || position == 0 { return true }
        switch tokens[position - 1].kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon: return true
        default: return false
        }
    }

    /// Whether whitespace, the end of the group or closing punctuation follows the token at `position`.
    package func hasSpaceAfter(_ position: Int) -> Bool {
        guard position + 1 < limit else { return true }
        let next = tokens[position + 1]
        if !next.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) { return true }
        switch next.kind {
        case .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon: return true
        default: return false
        }
    }

    // MARK: - Prefix and postfix

    /// Prefix operators (and `try`/`await`), then a postfix chain.
    private mutating func parseUnary() throws -> ScriptExpression {
        let start = index
        var prefixes: [String] = []
        while let token = peek() {
            if token.kind == .operator, !hasSpaceAfter(index), text(at: index) != "." {
                prefixes.append(text(at: index))
                index += 1
            } else if isWord("try") || isWord("await") {
                index += 1
                if isOperator("?") || isOperator("!"), !(peek()?.flags.contains(.spaceBefore) ?? true) { index += 1 }
            } else {
                break
            }
        }
        let operand = try parsePostfixChain()
        guard !prefixes.isEmpty else { return operand }
        return ScriptExpression(kind: .prefix(prefixes, operand), spot: spot(from: start))
    }

    /// A primary expression and its `.member`, `?.member`, `(…)`, `[…]`, trailing closures and `!`/`?`.
    private mutating func parsePostfixChain() throws -> ScriptExpression {
        let start = index
        let primary = try parsePrimary()
        var postfixes: [ScriptPostfix] = []
        while let token = peek() {
            guard postfixes.count < Self.maximumChainLength else {
                throw failure("a chain of more than \(Self.maximumChainLength) calls and members")
            }
            let elementStart = index
            if token.kind == .period, let next = peek(1), next.kind != .period {
                index += 1
                postfixes.append(.member(try memberName(), optional: false, spot(from: elementStart)))
            } else if token.kind == .operator, !hasSpaceBefore(index), !token.flags.contains(.atLineStart),
                spells(token, "?") || spells(token, "!")
            {
                index += 1
                if spells(token, "?"), isKind(.period) {
                    index += 1
                    postfixes.append(.member(try memberName(), optional: true, spot(from: elementStart)))
                }
            } else if token.kind == .leftParen, !token.flags.contains(.atLineStart) {
                postfixes.append(.call(try parseArguments(), spot(from: elementStart)))
                try trailingClosures(into: &postfixes)
            } else if token.kind == .leftBracket, token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) {
                postfixes.append(.subscripted(try parseArguments(), spot(from: elementStart)))
            } else if token.kind == .leftBrace, !token.flags.contains(.atLineStart), !inCondition {
                postfixes.append(.call([], spot(from: elementStart)))
                try trailingClosures(into: &postfixes)
            } else {
                break
            }
        }
        guard !postfixes.isEmpty else { return primary }
        return ScriptExpression(kind: .chain(primary, postfixes), spot: spot(from: start))
    }

    /// The name after a `.`: an identifier, a keyword such as `init` or `self`, or a tuple index.
    private mutating func memberName() throws -> String {
        guard let token = peek(), [.identifier, .backtickIdentifier, .number].contains(token.kind) else {
            throw failure("expected a member name")
        }
        index += 1
        return text(at: index - 1)
    }

    /// Appends the closures that follow a call on the same line (`map { … }`, `} label: { … }`) to its arguments.
    private mutating func trailingClosures(into postfixes: inout [ScriptPostfix]) throws {
        guard case .call(var arguments, let callSpot)? = postfixes.last else { return }
        var label: String?
        while let token = peek(), token.kind == .leftBrace, !token.flags.contains(.atLineStart), !inCondition {
            let start = index
            let closure = try parseClosure()
            arguments.append(
                ScriptArgument(label: label, value: ScriptExpression(kind: .closure(closure), spot: spot(from: start))))
            guard peek()?.kind == .identifier, isKind(.colon, at: 1), isKind(.leftBrace, at: 2), !startsLine() else {
                break
            }
            label = text(at: index)
            index += 2
        }
        postfixes[postfixes.count - 1] = .call(arguments, callSpot)
    }

    /// `(…)` or `[…]` arguments, each optionally labelled; an element that does not parse becomes unparsed.
    package mutating func parseArguments() throws -> [ScriptArgument] {
        try inGroup { parser in
            var arguments: [ScriptArgument] = []
            while !parser.isAtEnd {
                if parser.isKind(.comma) {
                    parser.index += 1
                    continue
                }
                let elementStart = parser.index
                var label: String?
                if let token = parser.peek(), token.kind == .identifier || token.kind == .backtickIdentifier,
                    parser.isKind(.colon, at: 1)
                {
                    label = parser.text(at: parser.index)
                    parser.index += 2
                }
                do {
                    var value = try parser.parseExpression()
                    if !parser.isAtEnd, !parser.isKind(.comma) { throw parser.failure("expected ','") }
                    var isInout = false
                    if case .prefix(let operators, let inner) = value.kind, operators == ["&"] {
                        value = inner
                        isInout = true
                    }
                    arguments.append(ScriptArgument(label: label, value: value, isInout: isInout))
                } catch let failure as ScriptParseFailure {
                    parser.record(failure)
                    parser.skipElement(from: elementStart)
                    let unparsed = ScriptExpression(
                        kind: .unparsed(failure.message), spot: parser.spot(from: elementStart))
                    arguments.append(ScriptArgument(label: label, value: unparsed))
                }
            }
            return arguments
        }
    }
}
