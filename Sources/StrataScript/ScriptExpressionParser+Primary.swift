import StrataScan

/// Primary expressions: literals, names, implicit members, parentheses, collections, closures, key paths.
extension ScriptExpressionParser {
    package func parsePrimary() throws -> ScriptExpression {
        let start = cursor.index
        guard let token = cursor.peek() else { throw cursor.failure("expected an expression") }
        func made(_ kind: ScriptExpression.Kind) -> ScriptExpression {
            ScriptExpression(kind: kind, spot: cursor.spot(from: start))
        }
        switch token.kind {
        case .string:
            cursor.index += 1
            return made(try cursor.strings.stringLiteral(token, at: start))
        case .number:
            cursor.index += 1
            return made(Self.number(cursor.text(at: start)))
        case .identifier, .backtickIdentifier:
            if token.kind == .identifier {
                switch cursor.text(at: cursor.index) {
                case "true":
                    cursor.index += 1
                    return made(.boolean(true))
                case "false":
                    cursor.index += 1
                    return made(.boolean(false))
                case "nil":
                    cursor.index += 1
                    return made(.nilLiteral)
                case "if", "switch":
                    let statement = try cursor.statements.parseStatement()
                    return ScriptExpression(kind: .statement(statement), spot: statement.spot)
                default: break
                }
                if cursor.typesAndPatterns.isUppercase(token), cursor.isOperator("<", at: 1), !hasSpaceBefore(cursor.index + 1),
                    let type = genericType()
                {
                    return made(.typeLiteral(type))
                }
            }
            cursor.index += 1
            return made(.name(cursor.text(at: start)))
        case .period:
            cursor.index += 1
            guard let name = cursor.peek(), name.kind == .identifier || name.kind == .backtickIdentifier else {
                throw cursor.failure("expected a member name after '.'")
            }
            cursor.index += 1
            return made(.implicitMember(cursor.text(at: cursor.index - 1)))
        case .leftParen:
            let arguments = try parseArguments()
            if arguments.count == 1, arguments[0].label == nil, !arguments[0].isInout { return arguments[0].value }
            return made(.tuple(arguments))
        case .leftBracket:
            return made(try collectionLiteral())
        case .leftBrace:
            return made(.closure(try parseClosure()))
        case .unknown where cursor.spells(token, "\\"):
            cursor.index += 1
            var path: [String] = []
            while cursor.isKind(.period), let next = cursor.peek(1), next.kind == .identifier || next.kind == .backtickIdentifier {
                cursor.index += 2
                path.append(cursor.text(at: cursor.index - 1))
            }
            guard !path.isEmpty else { throw cursor.failure("expected a key path") }
            return made(.keyPath(path))
        default:
            throw cursor.failure("expected an expression")
        }
    }

    /// `Name<Arguments>` as a type, when what follows the `>` makes it one (`Set<T>()`, `Array<T>.init`).
    private func genericType() -> ScriptType? {
        let saved = cursor.index
        guard let type = try? cursor.typesAndPatterns.parseType(), cursor.isKind(.leftParen) || cursor.isKind(.period) else {
            cursor.index = saved
            cursor.splitAngle = false
            return nil
        }
        return type
    }

    /// An integer, or a floating-point number, from a literal's spelling (`1_000`, `0x1F`, `2.5`).
    package static func number(_ spelling: String) -> ScriptExpression.Kind {
        let digits = spelling.filter { $0 != "_" }
        if let value = Int(digits) { return .integer(value) }
        if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return .integer(value) }
        if digits.hasPrefix("0o"), let value = Int(digits.dropFirst(2), radix: 8) { return .integer(value) }
        if digits.hasPrefix("0b"), let value = Int(digits.dropFirst(2), radix: 2) { return .integer(value) }
        if let value = Double(digits) { return .double(value) }
        return .unparsed("the number '\(spelling)'")
    }

    // MARK: - Collections

    /// `[a, b]`, `[k: v]`, `[:]`; the `[` is current.
    private func collectionLiteral() throws -> ScriptExpression.Kind {
        if cursor.isKind(.colon, at: 1), cursor.isKind(.rightBracket, at: 2) {
            cursor.index += 3
            return .dictionary([])
        }
        return try cursor.inGroup {
            var elements: [ScriptExpression] = []
            var pairs: [(key: ScriptExpression, value: ScriptExpression)] = []
            var isDictionary = false
            while !cursor.isAtEnd {
                if cursor.isKind(.comma) {
                    cursor.index += 1
                    continue
                }
                let elementStart = cursor.index
                do {
                    let element = try parseExpression()
                    if cursor.isKind(.colon), elements.isEmpty {
                        isDictionary = true
                    }
                    if isDictionary {
                        try cursor.expect(.colon, "':'")
                        pairs.append((element, try parseExpression()))
                    } else {
                        elements.append(element)
                    }
                    if !cursor.isAtEnd, !cursor.isKind(.comma) { throw cursor.failure("expected ','") }
                } catch let failure as ScriptParseFailure {
                    cursor.record(failure)
                    cursor.skipElement(from: elementStart)
                    let unparsed = ScriptExpression(
                        kind: .unparsed(failure.message), spot: cursor.spot(from: elementStart))
                    if isDictionary { pairs.append((unparsed, unparsed)) } else { elements.append(unparsed) }
                }
            }
            return isDictionary ? .dictionary(pairs) : .array(elements)
        }
    }

    // MARK: - Closures

    /// `{ [capture] (parameters) -> T in statements }`; the `{` is current.
    package func parseClosure() throws -> ScriptClosure {
        try cursor.inGroup {
            var parameters: [String] = []
            if let end = signatureEnd() {
                if cursor.isKind(.leftBracket) { cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit) }
                if cursor.isKind(.leftParen) {
                    parameters = try cursor.inGroup {
                        var names: [String] = []
                        while !cursor.isAtEnd {
                            if cursor.isKind(.comma) {
                                cursor.index += 1
                                continue
                            }
                            names.append(try cursor.expectName("a parameter name"))
                            // `external internal`: the name the body uses is the first.
                            if cursor.peek()?.kind == .identifier { cursor.index += 1 }
                            if cursor.isKind(.colon) {
                                cursor.index += 1
                                _ = try cursor.typesAndPatterns.parseType()
                            }
                        }
                        return names
                    }
                } else {
                    while cursor.index < end, let token = cursor.peek(),
                        token.kind == .identifier || token.kind == .backtickIdentifier
                    {
                        parameters.append(cursor.text(at: cursor.index))
                        cursor.index += 1
                        if cursor.isKind(.comma) { cursor.index += 1 } else { break }
                    }
                }
                cursor.index = end + 1
            }
            let body = cursor.statements.parseStatements(until: { _ in false })
            return ScriptClosure(parameters: parameters, body: body)
        }
    }

    /// The index of the `in` that ends a closure's signature, if the closure has one: only signature tokens
    /// (names, `_`, `:`, `,`, `->`, types, bracketed groups) may stand before it.
    private func signatureEnd() -> Int? {
        var position = cursor.index
        while position < cursor.limit {
            let token = cursor.tokens[position]
            if position > cursor.index, token.flags.contains(.atLineStart) { return nil }
            switch token.kind {
            case .identifier:
                if cursor.spells(token, "in") { return position }
                if cursor.spells(token, "for") || cursor.spells(token, "let") || cursor.spells(token, "var")
                    || cursor.spells(token, "return")
                    || cursor.spells(token, "if") || cursor.spells(token, "switch")
                {
                    return nil
                }
                position += 1
            case .backtickIdentifier, .comma, .colon, .period:
                position += 1
            case .operator:
                guard
                    cursor.spells(token, "->") || cursor.spells(token, "?") || cursor.spells(token, "!") || cursor.spells(token, "<")
                        || cursor.spells(token, ">")
                else { return nil }
                position += 1
            case .leftParen, .leftBracket:
                position = cursor.matching[position] + 1
            default:
                return nil
            }
        }
        return nil
    }
}
