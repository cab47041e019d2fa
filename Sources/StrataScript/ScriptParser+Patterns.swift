import StrataScan

/// Patterns of `case`, `if case` and `for`.
extension ScriptParser {
    /// A pattern; inside `let`/`var` (`binding`), bare names bind rather than compare.
    package mutating func parsePattern(binding: Bool) throws -> ScriptPattern {
        try enter()
        defer { leave() }
        var pattern = try parsePatternPrimary(binding: binding)
        while true {
            if isWord("as") {
                index += 1
                if isOperator("?") || isOperator("!") { index += 1 }
                pattern = .cast(pattern, try parseType())
            } else if isOperator("?"), !(peek()?.flags.contains(.spaceBefore) ?? true) {
                index += 1
                pattern = .some(pattern)
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePatternPrimary(binding: Bool) throws -> ScriptPattern {
        if isWord("let") || isWord("var") {
            index += 1
            return try parsePattern(binding: true)
        }
        if isWord("is") {
            index += 1
            return .cast(.wildcard, try parseType())
        }
        if isWord("_") {
            index += 1
            return .wildcard
        }
        if isKind(.leftParen) {
            let elements = try inGroup { parser in try parser.parsePatternList(binding: binding) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if isKind(.period), let next = peek(1), next.kind == .identifier || next.kind == .backtickIdentifier {
            index += 1
            return try enumCasePattern(name: try expectName("a case name"), binding: binding)
        }
        if binding, let token = peek(), token.kind == .identifier || token.kind == .backtickIdentifier,
            !isKind(.period, at: 1)
        {
            index += 1
            return .binding(text(at: index - 1))
        }
        // `Type.name(…)`: an enum case named through its type; otherwise a value to compare.
        if let token = peek(), token.kind == .identifier, isUppercase(token), isKind(.period, at: 1) {
            var offset = 0
            while isKind(.period, at: offset + 1), peek(offset + 2)?.kind == .identifier { offset += 2 }
            if let last = peek(offset), !isUppercase(last) || isKind(.leftParen, at: offset + 1) {
                index += offset
                return try enumCasePattern(name: try expectName("a case name"), binding: binding)
            }
        }
        return .value(try parseExpression())
    }

    /// The `.name` pattern whose name was just read, with its payload if any.
    private mutating func enumCasePattern(name: String, binding: Bool) throws -> ScriptPattern {
        guard isKind(.leftParen), !startsLine() else { return .enumCase(name, payload: nil) }
        let payload = try inGroup { parser in try parser.parsePatternList(binding: binding) }
        return .enumCase(name, payload: payload)
    }

    /// Comma-separated patterns, each optionally labelled (`label: let x`).
    private mutating func parsePatternList(binding: Bool) throws -> [ScriptPattern] {
        var patterns: [ScriptPattern] = []
        while !isAtEnd {
            if isKind(.comma) {
                index += 1
                continue
            }
            if peek()?.kind == .identifier, isKind(.colon, at: 1) { index += 2 }
            patterns.append(try parsePattern(binding: binding))
        }
        return patterns
    }

    /// Whether the token starts with an ASCII capital letter.
    package func isUppercase(_ token: Token) -> Bool {
        let start = Int(token.start)
        guard start < bytes.count else { return false }
        return bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z")
    }
}
