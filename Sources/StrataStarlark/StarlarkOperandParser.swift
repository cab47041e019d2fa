/// Parses operands: names, integer and string literals, parenthesised expressions and tuples, lists, dicts, and
/// list and dict comprehensions.
struct StarlarkOperandParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: StarlarkTokenCursor
}

extension StarlarkOperandParser {
    // MARK: - Operands

    /// A name, a literal, a parenthesised expression or tuple, a list, a dict, or a comprehension.
    func parseOperand() throws(StarlarkParseFailure) -> StarlarkExpression {
        let token = cursor.current
        switch token.kind {
        case .identifier:
            cursor.advance()
            return .name(cursor.text(of: token), token.start)
        case .integer:
            cursor.advance()
            return integer(token)
        case .string:
            var value = StarlarkStringDecoder.value(of: token, in: cursor.bytes)
            cursor.advance()
            // Adjacent literals join, as in Python.
            while cursor.kind == .string {
                value += StarlarkStringDecoder.value(of: cursor.current, in: cursor.bytes)
                cursor.advance()
            }
            return .string(value, token.start)
        case .leftParen:
            cursor.advance()
            try cursor.enter()
            defer { cursor.leave() }
            if cursor.accept(.rightParen) { return .tuple([], token.start) }
            let first = try cursor.expressions.parseExpression()
            if cursor.accept(.rightParen) { return first }
            guard cursor.kind == .comma else {
                throw cursor.failure("expected ')' or ',' in parentheses, found \(cursor.describe(cursor.current))")
            }
            var elements = [first]
            while cursor.accept(.comma) {
                if cursor.kind == .rightParen { break }
                elements.append(try cursor.expressions.parseExpression())
            }
            try cursor.expect(.rightParen, "')'")
            return .tuple(elements, token.start)
        case .leftBracket:
            cursor.advance()
            try cursor.enter()
            defer { cursor.leave() }
            return try parseList(at: token.start)
        case .leftBrace:
            cursor.advance()
            try cursor.enter()
            defer { cursor.leave() }
            return try parseDict(at: token.start)
        default:
            throw cursor.failure("expected an expression, found \(cursor.describe(token))")
        }
    }

    /// An integer literal (decimal, `0x`, `0o`, `0b`); a float or an integer beyond 64 bits is `unsupported`.
    private func integer(_ token: StarlarkToken) -> StarlarkExpression {
        var text = cursor.text(of: token).filter { $0 != "_" }
        var radix = 10
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") || lowered.hasPrefix("0o") || lowered.hasPrefix("0b") {
            radix = lowered.hasPrefix("0x") ? 16 : lowered.hasPrefix("0o") ? 8 : 2
            text.removeFirst(2)
        }
        if let value = Int(text, radix: radix) { return .integer(value, token.start) }
        let isFloat = radix == 10 && text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        let reason = isFloat ? "floating-point numbers are not evaluated" : "the number \(cursor.text(of: token)) is not a 64-bit integer"
        return .unsupported(reason, token.start)
    }

    /// After `[`: a list or a list comprehension.
    private func parseList(at start: Int) throws(StarlarkParseFailure) -> StarlarkExpression {
        if cursor.accept(.rightBracket) { return .list([], start) }
        let first = try cursor.expressions.parseExpression()
        if cursor.kind == .keywordFor {
            let clauses = try parseClauses()
            try cursor.expect(.rightBracket, "']' closing the comprehension")
            return .listComprehension(first, clauses, start)
        }
        var elements = [first]
        while cursor.accept(.comma) {
            if cursor.kind == .rightBracket { break }
            elements.append(try cursor.expressions.parseExpression())
        }
        try cursor.expect(.rightBracket, "']' closing the list")
        return .list(elements, start)
    }

    /// After `{`: a dict or a dict comprehension.
    private func parseDict(at start: Int) throws(StarlarkParseFailure) -> StarlarkExpression {
        if cursor.accept(.rightBrace) { return .dict([], start) }
        let key = try cursor.expressions.parseExpression()
        try cursor.expect(.colon, "':' after a dict key")
        let value = try cursor.expressions.parseExpression()
        if cursor.kind == .keywordFor {
            let clauses = try parseClauses()
            try cursor.expect(.rightBrace, "'}' closing the comprehension")
            return .dictComprehension(key: key, value: value, clauses, start)
        }
        var entries = [(key: key, value: value)]
        while cursor.accept(.comma) {
            if cursor.kind == .rightBrace { break }
            let key = try cursor.expressions.parseExpression()
            try cursor.expect(.colon, "':' after a dict key")
            entries.append((key, try cursor.expressions.parseExpression()))
        }
        try cursor.expect(.rightBrace, "'}' closing the dict")
        return .dict(entries, start)
    }

    /// The `for … in …` and `if …` clauses of a comprehension.
    private func parseClauses() throws(StarlarkParseFailure) -> [StarlarkClause] {
        var clauses: [StarlarkClause] = []
        while true {
            if cursor.accept(.keywordFor) {
                let target = try cursor.expressions.parseLoopTarget()
                try cursor.expect(.keywordIn, "'in' in a comprehension")
                clauses.append(.forIn(target: target, iterable: try cursor.expressions.parseBinary(minimum: 0)))
            } else if cursor.accept(.keywordIf) {
                clauses.append(.condition(try cursor.expressions.parseBinary(minimum: 0)))
            } else {
                return clauses
            }
        }
    }
}
