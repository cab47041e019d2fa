extension RubyParser {
    // MARK: - Argument lists

    /// The arguments after a method name: `(…)` right after it, or (when allowed) command arguments.
    mutating func parseCallArguments(allowCommand: Bool) throws -> [RubyExpression] {
        if let next = current, next.kind == .leftParen, !next.spaceBefore {
            advance()
            return try parseList(until: .rightParen)
        }
        if allowCommand, canStartCommandArgument(current) { return try parseCommandArguments() }
        return []
    }

    /// Whether `token` can start the first argument of a call written without parentheses (`pod 'X'`,
    /// `platform :ios`, `foo *list`), which Ruby decides by the space before it.
    func canStartCommandArgument(_ token: RubyToken?) -> Bool {
        guard let token, token.spaceBefore else { return false }
        switch token.kind {
        case .string, .symbol, .words, .number, .constant, .label, .variable, .lambda, .opaqueLiteral,
             .leftBracket, .leftParen, .doubleColon:
            return true
        case .identifier:
            return !RubyKeyword.isKeyword(bytes[token.start..<token.end])
                || isKeyword(token, oneOf: ["true", "false", "nil", "self", "not", "defined?", "__dir__", "__FILE__"])
        case .operator:
            guard ["*", "**", "&", "-", "!", "~"].contains(text(of: token)),
                  let next = self.token(at: 1) else { return false }
            return !next.spaceBefore && next.kind != .newline
        default:
            return false
        }
    }

    /// Arguments up to the end of the line (or a `do`, a modifier, a closer).
    mutating func parseCommandArguments() throws -> [RubyExpression] {
        var arguments: [RubyExpression] = []
        var pairs: [RubyHashPair] = []
        let position = current?.position ?? RubyPosition(line: 1, column: 1)
        while true {
            try parseArgument(into: &arguments, pairs: &pairs)
            guard current?.kind == .comma else { break }
            advance()
            skipNewlines()
        }
        if !pairs.isEmpty { arguments.append(.hash(pairs, pairs.first?.key.position ?? position)) }
        return arguments
    }

    /// Elements up to `closer` (consumed), for `(…)` arguments, `[…]` arrays and `[…]` indexing; newlines
    /// and a trailing comma are allowed.
    mutating func parseList(until closer: RubyToken.Kind) throws -> [RubyExpression] {
        skipNewlines()
        var elements: [RubyExpression] = []
        var pairs: [RubyHashPair] = []
        let position = current?.position ?? RubyPosition(line: 1, column: 1)
        while let token = current, token.kind != closer {
            try parseArgument(into: &elements, pairs: &pairs)
            skipNewlines()
            guard current?.kind == .comma else { break }
            advance()
            skipNewlines()
        }
        guard current?.kind == closer else {
            throw failure("expected '\(closer == .rightParen ? ")" : "]")', found \(describe(current))", at: current)
        }
        advance()
        if !pairs.isEmpty { elements.append(.hash(pairs, pairs.first?.key.position ?? position)) }
        return elements
    }

    /// `{ key => value, key: value, "key": value, **other }`.
    mutating func parseHash() throws -> RubyExpression {
        guard let open = current else { throw failure("unexpected end of the file", at: nil) }
        try descendForHash()
        defer { expressionDepth -= 1 }
        advance()
        skipNewlines()
        var pairs: [RubyHashPair] = []
        while let token = current, token.kind != .rightBrace {
            var positional: [RubyExpression] = []
            try parseArgument(into: &positional, pairs: &pairs)
            for element in positional {
                guard case .doubleSplat = element else {
                    throw failure("expected '=>' or ':' in a hash", at: current ?? token)
                }
                pairs.append(RubyHashPair(key: element, value: .opaque(element.position)))
            }
            skipNewlines()
            guard current?.kind == .comma else { break }
            advance()
            skipNewlines()
        }
        guard current?.kind == .rightBrace else {
            throw failure("expected '}' closing the hash at line \(open.line), found \(describe(current))", at: current)
        }
        advance()
        return .hash(pairs, open.position)
    }

    private mutating func descendForHash() throws {
        expressionDepth += 1
        if expressionDepth > Self.maxExpressionDepth {
            expressionDepth -= 1
            throw failure("expression nested more than \(Self.maxExpressionDepth) levels deep", at: current)
        }
    }

    /// One argument: `label: value`, `"label": value`, `key => value` (into `pairs`), `&block` (dropped),
    /// or a positional expression.
    private mutating func parseArgument(into arguments: inout [RubyExpression], pairs: inout [RubyHashPair]) throws {
        guard let token = current else { throw failure("unexpected end of the file", at: nil) }
        if token.kind == .label {
            advance()
            skipNewlines()
            let name = String(text(of: token).dropLast())
            pairs.append(RubyHashPair(key: .symbol(name, token.position), value: try parseExpression(allowCommand: false)))
            return
        }
        if token.kind == .string, let colon = self.token(at: 1), colon.kind == .colon, colon.start == token.end {
            let key = strings[token.payload].plainText
            index += 2
            skipNewlines()
            let value = try parseExpression(allowCommand: false)
            pairs.append(RubyHashPair(key: key.map { .symbol($0, token.position) } ?? .opaque(token.position), value: value))
            return
        }
        if isOperator(token, "&") {
            advance()
            _ = try parseExpression(allowCommand: false)
            return
        }
        let value = try parseExpression(allowCommand: false)
        if current?.kind == .arrow {
            advance()
            skipNewlines()
            pairs.append(RubyHashPair(key: value, value: try parseExpression(allowCommand: false)))
            return
        }
        arguments.append(value)
    }
}
