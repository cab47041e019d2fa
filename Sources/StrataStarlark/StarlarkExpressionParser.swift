/// Parses expressions: expression lists, conditionals, lambdas, unary and binary operators, and postfix chains
/// of attributes, calls and subscripts.
struct StarlarkExpressionParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: StarlarkTokenCursor
}

extension StarlarkExpressionParser {
    // MARK: - Expression lists and conditionals

    /// Expressions separated by commas: one expression, or a tuple (`a, b = 1, 2`).
    func parseExpressionList() throws(StarlarkParseFailure) -> StarlarkExpression {
        let start = cursor.current.start
        let first = try parseExpression()
        guard cursor.kind == .comma else { return first }
        var elements = [first]
        while cursor.accept(.comma) {
            guard startsExpression(cursor.kind) else { break }
            elements.append(try parseExpression())
        }
        return .tuple(elements, start)
    }

    /// The variables of a `for`: one or more postfix expressions separated by commas (a tuple), which stop
    /// before `in`.
    func parseLoopTarget() throws(StarlarkParseFailure) -> StarlarkExpression {
        let start = cursor.current.start
        let first = try parsePostfix()
        guard cursor.kind == .comma else { return first }
        var elements = [first]
        while cursor.accept(.comma) {
            if cursor.kind == .keywordIn { break }
            elements.append(try parsePostfix())
        }
        return .tuple(elements, start)
    }

    /// A full expression: a lambda, or an `or` chain with an optional `if … else …`.
    func parseExpression() throws(StarlarkParseFailure) -> StarlarkExpression {
        try cursor.enter()
        defer { cursor.leave() }
        if cursor.kind == .keywordLambda { return try parseLambda() }
        let start = cursor.current.start
        let value = try parseBinary(minimum: 0)
        guard cursor.accept(.keywordIf) else { return value }
        let condition = try parseBinary(minimum: 0)
        try cursor.expect(.keywordElse, "'else' in a conditional expression")
        let otherwise = try parseExpression()
        return .conditional(then: value, condition: condition, otherwise: otherwise, start)
    }

    func parseLambda() throws(StarlarkParseFailure) -> StarlarkExpression {
        let start = cursor.current.start
        cursor.advance()
        let parameters = try cursor.statements.parseParameters(closing: .colon)
        try cursor.expect(.colon, "':' after the lambda's parameters")
        let body = try parseExpression()
        let definition = StarlarkFunctionDefinition(name: "lambda", parameters: parameters,
                                                    body: [.returnStatement(body, body.offset)], file: cursor.file, offset: start)
        return .lambda(definition, start)
    }

    func startsExpression(_ kind: StarlarkTokenKind) -> Bool {
        switch kind {
        case .identifier, .integer, .string, .leftParen, .leftBracket, .leftBrace, .minus, .plus, .tilde,
             .keywordNot, .keywordLambda:
            return true
        default:
            return false
        }
    }

    // MARK: - Binary operators

    /// The binary operator at the current token, its precedence (higher binds tighter) and how many tokens it
    /// takes (`not in` takes two).
    private func binaryOperator() -> (StarlarkBinaryOperator, precedence: Int, tokens: Int)? {
        switch cursor.kind {
        case .keywordOr: return (.or, 0, 1)
        case .keywordAnd: return (.and, 1, 1)
        case .equalEqual: return (.equal, 3, 1)
        case .notEqual: return (.notEqual, 3, 1)
        case .less: return (.less, 3, 1)
        case .greater: return (.greater, 3, 1)
        case .lessEqual: return (.lessEqual, 3, 1)
        case .greaterEqual: return (.greaterEqual, 3, 1)
        case .keywordIn: return (.isIn, 3, 1)
        case .keywordNot where cursor.peekKind(1) == .keywordIn: return (.isNotIn, 3, 2)
        case .pipe: return (.bitOr, 4, 1)
        case .caret: return (.bitXor, 5, 1)
        case .ampersand: return (.bitAnd, 6, 1)
        case .lessLess: return (.shiftLeft, 7, 1)
        case .greaterGreater: return (.shiftRight, 7, 1)
        case .plus: return (.add, 8, 1)
        case .minus: return (.subtract, 8, 1)
        case .star: return (.multiply, 9, 1)
        case .slash: return (.divide, 9, 1)
        case .slashSlash: return (.floorDivide, 9, 1)
        case .percent: return (.modulo, 9, 1)
        default: return nil
        }
    }

    /// Precedence climbing over the binary operators, all left-associative; `not` (precedence 2) is a prefix
    /// that takes a comparison.
    func parseBinary(minimum: Int) throws(StarlarkParseFailure) -> StarlarkExpression {
        try cursor.enter()
        defer { cursor.leave() }
        let start = cursor.current.start
        var left: StarlarkExpression
        if minimum <= 2, cursor.kind == .keywordNot {
            cursor.advance()
            left = .unary(.not, try parseBinary(minimum: 2), start)
        } else {
            left = try parseUnary()
        }
        while let (operation, precedence, count) = binaryOperator(), precedence >= minimum {
            for _ in 0..<count { cursor.advance() }
            let right = try parseBinary(minimum: precedence + 1)
            left = .binary(operation, left, right, start)
        }
        return left
    }

    func parseUnary() throws(StarlarkParseFailure) -> StarlarkExpression {
        let start = cursor.current.start
        let operation: StarlarkUnaryOperator
        switch cursor.kind {
        case .minus: operation = .minus
        case .plus: operation = .plus
        case .tilde: operation = .invert
        default: return try parsePostfix()
        }
        cursor.advance()
        try cursor.enter()
        defer { cursor.leave() }
        return .unary(operation, try parseUnary(), start)
    }

    // MARK: - Postfix

    /// An operand followed by `.name`, `(arguments)` and `[index]`s.
    func parsePostfix() throws(StarlarkParseFailure) -> StarlarkExpression {
        var value = try cursor.operands.parseOperand()
        while true {
            let start = value.offset
            switch cursor.kind {
            case .dot:
                cursor.advance()
                guard cursor.kind == .identifier else { throw cursor.failure("expected a name after '.'") }
                value = .dot(value, cursor.text(of: cursor.current), start)
                cursor.advance()
            case .leftParen:
                cursor.advance()
                let arguments = try parseArguments()
                try cursor.expect(.rightParen, "')' closing the call")
                value = .call(value, arguments, start)
            case .leftBracket:
                cursor.advance()
                value = try parseSubscript(of: value, at: start)
            default:
                return value
            }
        }
    }

    func parseArguments() throws(StarlarkParseFailure) -> [StarlarkArgument] {
        try cursor.enter()
        defer { cursor.leave() }
        var arguments: [StarlarkArgument] = []
        while cursor.kind != .rightParen {
            if cursor.accept(.starStar) {
                arguments.append(StarlarkArgument(kind: .unpackedDict, value: try parseExpression()))
            } else if cursor.accept(.star) {
                arguments.append(StarlarkArgument(kind: .unpackedList, value: try parseExpression()))
            } else if cursor.kind == .identifier, cursor.peekKind(1) == .assign {
                let name = cursor.text(of: cursor.current)
                cursor.advance()
                cursor.advance()
                arguments.append(StarlarkArgument(kind: .keyword(name), value: try parseExpression()))
            } else {
                arguments.append(StarlarkArgument(kind: .positional, value: try parseExpression()))
            }
            if !cursor.accept(.comma) { break }
        }
        return arguments
    }

    /// `[index]` or `[start:end:step]`, after the `[`.
    private func parseSubscript(of value: StarlarkExpression, at start: Int) throws(StarlarkParseFailure)
        -> StarlarkExpression {
        try cursor.enter()
        defer { cursor.leave() }
        var parts: [StarlarkExpression?] = [nil]
        var colons = 0
        while cursor.kind != .rightBracket {
            if cursor.accept(.colon) {
                colons += 1
                guard colons <= 2 else { throw cursor.failure("a slice takes at most two ':'") }
                parts.append(nil)
                continue
            }
            guard parts[parts.count - 1] == nil else { throw cursor.failure("expected ']' closing the subscript") }
            parts[parts.count - 1] = try parseExpression()
        }
        cursor.advance()
        if colons == 0 {
            guard let index = parts[0] else { throw cursor.failure("an empty subscript") }
            return .index(value, index, start)
        }
        return .slice(value, start: parts[0], end: parts.count > 1 ? parts[1] : nil,
                      step: parts.count > 2 ? parts[2] : nil, start)
    }
}
