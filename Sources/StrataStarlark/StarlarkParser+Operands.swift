extension StarlarkParser {
    // MARK: - Operands

    /// A name, a literal, a parenthesised expression or tuple, a list, a dict, or a comprehension.
    mutating func parseOperand() throws(StarlarkParseFailure) -> StarlarkExpression {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return .name(text(of: token), token.start)
        case .integer:
            advance()
            return integer(token)
        case .string:
            var value = StarlarkStringDecoder.value(of: token, in: bytes)
            advance()
            // Adjacent literals join, as in Python.
            while kind == .string {
                value += StarlarkStringDecoder.value(of: current, in: bytes)
                advance()
            }
            return .string(value, token.start)
        case .leftParen:
            advance()
            try enter()
            defer { leave() }
            if accept(.rightParen) { return .tuple([], token.start) }
            let first = try parseExpression()
            if accept(.rightParen) { return first }
            guard kind == .comma else { throw failure("expected ')' or ',' in parentheses, found \(describe(current))") }
            var elements = [first]
            while accept(.comma) {
                if kind == .rightParen { break }
                elements.append(try parseExpression())
            }
            try expect(.rightParen, "')'")
            return .tuple(elements, token.start)
        case .leftBracket:
            advance()
            try enter()
            defer { leave() }
            return try parseList(at: token.start)
        case .leftBrace:
            advance()
            try enter()
            defer { leave() }
            return try parseDict(at: token.start)
        default:
            throw failure("expected an expression, found \(describe(token))")
        }
    }

    /// An integer literal (decimal, `0x`, `0o`, `0b`); a float or an integer beyond 64 bits is `unsupported`.
    private func integer(_ token: StarlarkToken) -> StarlarkExpression {
        var text = text(of: token).filter { $0 != "_" }
        var radix = 10
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") || lowered.hasPrefix("0o") || lowered.hasPrefix("0b") {
            radix = lowered.hasPrefix("0x") ? 16 : lowered.hasPrefix("0o") ? 8 : 2
            text.removeFirst(2)
        }
        if let value = Int(text, radix: radix) { return .integer(value, token.start) }
        let isFloat = radix == 10 && text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        let reason = isFloat ? "floating-point numbers are not evaluated" : "the number \(self.text(of: token)) is not a 64-bit integer"
        return .unsupported(reason, token.start)
    }

    /// After `[`: a list or a list comprehension.
    private mutating func parseList(at start: Int) throws(StarlarkParseFailure) -> StarlarkExpression {
        if accept(.rightBracket) { return .list([], start) }
        let first = try parseExpression()
        if kind == .keywordFor {
            let clauses = try parseClauses()
            try expect(.rightBracket, "']' closing the comprehension")
            return .listComprehension(first, clauses, start)
        }
        var elements = [first]
        while accept(.comma) {
            if kind == .rightBracket { break }
            elements.append(try parseExpression())
        }
        try expect(.rightBracket, "']' closing the list")
        return .list(elements, start)
    }

    /// After `{`: a dict or a dict comprehension.
    private mutating func parseDict(at start: Int) throws(StarlarkParseFailure) -> StarlarkExpression {
        if accept(.rightBrace) { return .dict([], start) }
        let key = try parseExpression()
        try expect(.colon, "':' after a dict key")
        let value = try parseExpression()
        if kind == .keywordFor {
            let clauses = try parseClauses()
            try expect(.rightBrace, "'}' closing the comprehension")
            return .dictComprehension(key: key, value: value, clauses, start)
        }
        var entries = [(key: key, value: value)]
        while accept(.comma) {
            if kind == .rightBrace { break }
            let key = try parseExpression()
            try expect(.colon, "':' after a dict key")
            entries.append((key, try parseExpression()))
        }
        try expect(.rightBrace, "'}' closing the dict")
        return .dict(entries, start)
    }

    /// The `for … in …` and `if …` clauses of a comprehension.
    private mutating func parseClauses() throws(StarlarkParseFailure) -> [StarlarkClause] {
        var clauses: [StarlarkClause] = []
        while true {
            if accept(.keywordFor) {
                let target = try parseLoopTarget()
                try expect(.keywordIn, "'in' in a comprehension")
                clauses.append(.forIn(target: target, iterable: try parseBinary(minimum: 0)))
            } else if accept(.keywordIf) {
                clauses.append(.condition(try parseBinary(minimum: 0)))
            } else {
                return clauses
            }
        }
    }

    /// The variables of a `for`: one or more postfix expressions separated by commas (a tuple), which stop
    /// before `in`.
    mutating func parseLoopTarget() throws(StarlarkParseFailure) -> StarlarkExpression {
        let start = current.start
        let first = try parsePostfix()
        guard kind == .comma else { return first }
        var elements = [first]
        while accept(.comma) {
            if kind == .keywordIn { break }
            elements.append(try parsePostfix())
        }
        return .tuple(elements, start)
    }
}
