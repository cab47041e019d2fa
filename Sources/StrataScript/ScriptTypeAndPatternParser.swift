import StrataScan

/// Parses type names and the patterns of `case`, `if case` and `for`.
package struct ScriptTypeAndPatternParser {
    /// The tokens and the place in them, shared with the other parsers.
    package let cursor: ScriptTokenCursor
}

/// Patterns of `case`, `if case` and `for`.
extension ScriptTypeAndPatternParser {
    /// A pattern; inside `let`/`var` (`binding`), bare names bind rather than compare.
    package func parsePattern(binding: Bool) throws -> ScriptPattern {
        try cursor.enter()
        defer { cursor.leave() }
        var pattern = try parsePatternPrimary(binding: binding)
        while true {
            if cursor.isWord("as") {
                cursor.index += 1
                if cursor.isOperator("?") || cursor.isOperator("!") { cursor.index += 1 }
                pattern = .cast(pattern, try parseType())
            } else if cursor.isOperator("?"), !(cursor.peek()?.flags.contains(.spaceBefore) ?? true) {
                cursor.index += 1
                pattern = .some(pattern)
            } else {
                return pattern
            }
        }
    }

    private func parsePatternPrimary(binding: Bool) throws -> ScriptPattern {
        if cursor.isWord("let") || cursor.isWord("var") {
            cursor.index += 1
            return try parsePattern(binding: true)
        }
        if cursor.isWord("is") {
            cursor.index += 1
            return .cast(.wildcard, try parseType())
        }
        if cursor.isWord("_") {
            cursor.index += 1
            return .wildcard
        }
        if cursor.isKind(.leftParen) {
            let elements = try cursor.inGroup { try parsePatternList(binding: binding) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if cursor.isKind(.period), let next = cursor.peek(1), next.kind == .identifier || next.kind == .backtickIdentifier {
            cursor.index += 1
            return try enumCasePattern(name: try cursor.expectName("a case name"), binding: binding)
        }
        if binding, let token = cursor.peek(), token.kind == .identifier || token.kind == .backtickIdentifier,
            !cursor.isKind(.period, at: 1)
        {
            cursor.index += 1
            return .binding(cursor.text(at: cursor.index - 1))
        }
        // `Type.name(…)`: an enum case named through its type; otherwise a value to compare.
        if let token = cursor.peek(), token.kind == .identifier, isUppercase(token), cursor.isKind(.period, at: 1) {
            var offset = 0
            while cursor.isKind(.period, at: offset + 1), cursor.peek(offset + 2)?.kind == .identifier { offset += 2 }
            if let last = cursor.peek(offset), !isUppercase(last) || cursor.isKind(.leftParen, at: offset + 1) {
                cursor.index += offset
                return try enumCasePattern(name: try cursor.expectName("a case name"), binding: binding)
            }
        }
        return .value(try cursor.expressions.parseExpression())
    }

    /// The `.name` pattern whose name was just read, with its payload if any.
    private func enumCasePattern(name: String, binding: Bool) throws -> ScriptPattern {
        guard cursor.isKind(.leftParen), !cursor.startsLine() else { return .enumCase(name, payload: nil) }
        let payload = try cursor.inGroup { try parsePatternList(binding: binding) }
        return .enumCase(name, payload: payload)
    }

    /// Comma-separated patterns, each optionally labelled (`label: let x`).
    private func parsePatternList(binding: Bool) throws -> [ScriptPattern] {
        var patterns: [ScriptPattern] = []
        while !cursor.isAtEnd {
            if cursor.isKind(.comma) {
                cursor.index += 1
                continue
            }
            if cursor.peek()?.kind == .identifier, cursor.isKind(.colon, at: 1) { cursor.index += 2 }
            patterns.append(try parsePattern(binding: binding))
        }
        return patterns
    }

    /// Whether the token starts with an ASCII capital letter.
    package func isUppercase(_ token: Token) -> Bool {
        let start = Int(token.start)
        guard start < cursor.bytes.count else { return false }
        return cursor.bytes[start] >= UInt8(ascii: "A") && cursor.bytes[start] <= UInt8(ascii: "Z")
    }
}
