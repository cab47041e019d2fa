/// Parses lists of arguments and elements: the arguments of a call (in parentheses or as a command, `pod 'X'`),
/// the elements of an array or an index, and the `key: value` and `key => value` pairs among them.
struct RubyArgumentParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: RubyTokenCursor
}

extension RubyArgumentParser {
    /// The arguments after a method name: `(…)` right after it, or (when allowed) command arguments.
    func parseCallArguments(allowCommand: Bool) throws -> [RubyExpression] {
        if let next = cursor.current, next.kind == .leftParen, !next.spaceBefore {
            cursor.advance()
            return try parseList(until: .rightParen)
        }
        if allowCommand, canStartCommandArgument(cursor.current) { return try parseCommandArguments() }
        return []
    }

    /// Whether `token` can start the first argument of a call written without parentheses (`pod 'X'`,
    /// `platform :ios`, `foo *list`), which Ruby decides by the space before it; or a symbol right after the name
    /// (`platform:ios`), which the lexer makes of a statement's first name only.
    func canStartCommandArgument(_ token: RubyToken?) -> Bool {
        guard let token else { return false }
        let followsName = token.kind == .symbol && cursor.token(at: 0) == token && cursor.index > 0
            && cursor.tokens[cursor.index - 1].kind == .identifier && cursor.tokens[cursor.index - 1].end == token.start
        guard token.spaceBefore || followsName else { return false }
        switch token.kind {
        case .string, .symbol, .words, .number, .constant, .label, .variable, .lambda, .opaqueLiteral,
             .leftBracket, .leftParen, .doubleColon:
            return true
        case .identifier:
            return !RubyKeyword.isKeyword(cursor.bytes[token.start..<token.end])
                || cursor.isKeyword(token, oneOf: ["true", "false", "nil", "self", "not", "defined?", "__dir__", "__FILE__"])
        case .operator:
            guard ["*", "**", "&", "-", "!", "~"].contains(cursor.text(of: token)),
                  let next = cursor.token(at: 1) else { return false }
            return !next.spaceBefore && next.kind != .newline
        default:
            return false
        }
    }

    /// Arguments up to the end of the line (or a `do`, a modifier, a closer).
    func parseCommandArguments() throws -> [RubyExpression] {
        var arguments: [RubyExpression] = []
        var pairs: [RubyHashPair] = []
        let position = cursor.current?.position ?? RubyPosition(line: 1, column: 1)
        while true {
            try parseArgument(into: &arguments, pairs: &pairs)
            guard cursor.current?.kind == .comma else { break }
            cursor.advance()
            cursor.skipNewlines()
        }
        if !pairs.isEmpty { arguments.append(.hash(pairs, pairs.first?.key.position ?? position)) }
        return arguments
    }

    /// Elements up to `closer` (consumed), for `(…)` arguments, `[…]` arrays and `[…]` indexing; newlines
    /// and a trailing comma are allowed.
    func parseList(until closer: RubyToken.Kind) throws -> [RubyExpression] {
        cursor.skipNewlines()
        var elements: [RubyExpression] = []
        var pairs: [RubyHashPair] = []
        let position = cursor.current?.position ?? RubyPosition(line: 1, column: 1)
        while let token = cursor.current, token.kind != closer {
            try parseArgument(into: &elements, pairs: &pairs)
            cursor.skipNewlines()
            guard cursor.current?.kind == .comma else { break }
            cursor.advance()
            cursor.skipNewlines()
        }
        guard cursor.current?.kind == closer else {
            throw cursor.failure("expected '\(closer == .rightParen ? ")" : "]")', found \(cursor.describe(cursor.current))",
                                 at: cursor.current)
        }
        cursor.advance()
        if !pairs.isEmpty { elements.append(.hash(pairs, pairs.first?.key.position ?? position)) }
        return elements
    }

    /// One argument: `label: value`, `"label": value`, `key => value` (into `pairs`), `&block` (dropped),
    /// or a positional expression.
    func parseArgument(into arguments: inout [RubyExpression], pairs: inout [RubyHashPair]) throws {
        guard let token = cursor.current else { throw cursor.failure("unexpected end of the file", at: nil) }
        if token.kind == .label {
            cursor.advance()
            cursor.skipNewlines()
            let name = String(cursor.text(of: token).dropLast())
            pairs.append(RubyHashPair(key: .symbol(name, token.position),
                                      value: try cursor.expressions.parseExpression(allowCommand: false)))
            return
        }
        if token.kind == .string, let colon = cursor.token(at: 1), colon.kind == .colon, colon.start == token.end {
            let key = cursor.strings[token.payload].plainText
            cursor.index += 2
            cursor.skipNewlines()
            let value = try cursor.expressions.parseExpression(allowCommand: false)
            pairs.append(RubyHashPair(key: key.map { .symbol($0, token.position) } ?? .opaque(token.position), value: value))
            return
        }
        if cursor.isOperator(token, "&") {
            cursor.advance()
            _ = try cursor.expressions.parseExpression(allowCommand: false)
            return
        }
        let value = try cursor.expressions.parseExpression(allowCommand: false)
        if cursor.current?.kind == .arrow {
            cursor.advance()
            cursor.skipNewlines()
            pairs.append(RubyHashPair(key: value, value: try cursor.expressions.parseExpression(allowCommand: false)))
            return
        }
        arguments.append(value)
    }
}
