import StrataScan

/// Primary expressions: literals, names, implicit members, parentheses, collections, closures, key paths.
extension ScriptParser {
    package mutating func parsePrimary() throws -> ScriptExpression {
        let start = index
        guard let token = peek() else { throw failure("expected an expression") }
        func made(_ kind: ScriptExpression.Kind) -> ScriptExpression {
            ScriptExpression(kind: kind, spot: spot(from: start))
        }
        switch token.kind {
        case .string:
            index += 1
            return made(try stringLiteral(token, at: start))
        case .number:
            index += 1
            return made(Self.number(text(at: start)))
        case .identifier, .backtickIdentifier:
            if token.kind == .identifier {
                switch text(at: index) {
                case "true":
                    index += 1
                    return made(.boolean(true))
                case "false":
                    index += 1
                    return made(.boolean(false))
                case "nil":
                    index += 1
                    return made(.nilLiteral)
                case "if", "switch":
                    let statement = try parseStatement()
                    return ScriptExpression(kind: .statement(statement), spot: statement.spot)
                default: break
                }
                if isUppercase(token), isOperator("<", at: 1), !hasSpaceBefore(index + 1), let type = genericType() {
                    return made(.typeLiteral(type))
                }
            }
            index += 1
            return made(.name(text(at: start)))
        case .period:
            index += 1
            guard let name = peek(), name.kind == .identifier || name.kind == .backtickIdentifier else {
                throw failure("expected a member name after '.'")
            }
            index += 1
            return made(.implicitMember(text(at: index - 1)))
        case .leftParen:
            let arguments = try parseArguments()
            if arguments.count == 1, arguments[0].label == nil, !arguments[0].isInout { return arguments[0].value }
            return made(.tuple(arguments))
        case .leftBracket:
            return made(try collectionLiteral())
        case .leftBrace:
            return made(.closure(try parseClosure()))
        case .unknown where spells(token, "\\"):
            index += 1
            var path: [String] = []
            while isKind(.period), let next = peek(1), next.kind == .identifier || next.kind == .backtickIdentifier {
                index += 2
                path.append(text(at: index - 1))
            }
            guard !path.isEmpty else { throw failure("expected a key path") }
            return made(.keyPath(path))
        default:
            throw failure("expected an expression")
        }
    }

    /// `Name<Arguments>` as a type, when what follows the `>` makes it one (`Set<T>()`, `Array<T>.init`).
    private mutating func genericType() -> ScriptType? {
        let saved = index
        guard let type = try? parseType(), isKind(.leftParen) || isKind(.period) else {
            index = saved
            splitAngle = false
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
    private mutating func collectionLiteral() throws -> ScriptExpression.Kind {
        if isKind(.colon, at: 1), isKind(.rightBracket, at: 2) {
            index += 3
            return .dictionary([])
        }
        return try inGroup { parser in
            var elements: [ScriptExpression] = []
            var pairs: [(key: ScriptExpression, value: ScriptExpression)] = []
            var isDictionary = false
            while !parser.isAtEnd {
                if parser.isKind(.comma) {
                    parser.index += 1
                    continue
                }
                let elementStart = parser.index
                do {
                    let element = try parser.parseExpression()
                    if parser.isKind(.colon), elements.isEmpty {
                        isDictionary = true
                    }
                    if isDictionary {
                        try parser.expect(.colon, "':'")
                        pairs.append((element, try parser.parseExpression()))
                    } else {
                        elements.append(element)
                    }
                    if !parser.isAtEnd, !parser.isKind(.comma) { throw parser.failure("expected ','") }
                } catch let failure as ScriptParseFailure {
                    parser.record(failure)
                    parser.skipElement(from: elementStart)
                    let unparsed = ScriptExpression(
                        kind: .unparsed(failure.message), spot: parser.spot(from: elementStart))
                    if isDictionary { pairs.append((unparsed, unparsed)) } else { elements.append(unparsed) }
                }
            }
            return isDictionary ? .dictionary(pairs) : .array(elements)
        }
    }

    // MARK: - Closures

    /// `{ [capture] (parameters) -> T in statements }`; the `{` is current.
    package mutating func parseClosure() throws -> ScriptClosure {
        try inGroup { parser in
            var parameters: [String] = []
            if let end = parser.signatureEnd() {
                if parser.isKind(.leftBracket) { parser.index = min(parser.matching[parser.index] + 1, parser.limit) }
                if parser.isKind(.leftParen) {
                    parameters = try parser.inGroup { inner in
                        var names: [String] = []
                        while !inner.isAtEnd {
                            if inner.isKind(.comma) {
                                inner.index += 1
                                continue
                            }
                            names.append(try inner.expectName("a parameter name"))
                            // `external internal`: the name the body uses is the first.
                            if inner.peek()?.kind == .identifier { inner.index += 1 }
                            if inner.isKind(.colon) {
                                inner.index += 1
                                _ = try inner.parseType()
                            }
                        }
                        return names
                    }
                } else {
                    while parser.index < end, let token = parser.peek(),
                        token.kind == .identifier || token.kind == .backtickIdentifier
                    {
                        parameters.append(parser.text(at: parser.index))
                        parser.index += 1
                        if parser.isKind(.comma) { parser.index += 1 } else { break }
                    }
                }
                parser.index = end + 1
            }
            let body = parser.parseStatements(until: { _ in false })
            return ScriptClosure(parameters: parameters, body: body)
        }
    }

    /// The index of the `in` that ends a closure's signature, if the closure has one: only signature tokens
    /// (names, `_`, `:`, `,`, `->`, types, bracketed groups) may stand before it.
    private func signatureEnd() -> Int? {
        var position = index
        while position < limit {
            let token = tokens[position]
            if position > index, token.flags.contains(.atLineStart) { return nil }
            switch token.kind {
            case .identifier:
                if spells(token, "in") { return position }
                if spells(token, "for") || spells(token, "let") || spells(token, "var") || spells(token, "return")
                    || spells(token, "if") || spells(token, "switch")
                {
                    return nil
                }
                position += 1
            case .backtickIdentifier, .comma, .colon, .period:
                position += 1
            case .operator:
                guard
                    spells(token, "->") || spells(token, "?") || spells(token, "!") || spells(token, "<")
                        || spells(token, ">")
                else { return nil }
                position += 1
            case .leftParen, .leftBracket:
                position = matching[position] + 1
            default:
                return nil
            }
        }
        return nil
    }
}
