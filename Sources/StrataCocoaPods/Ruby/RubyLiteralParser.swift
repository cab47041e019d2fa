/// Parses literals whose tokens the lexer already read: strings (adjacent ones joined, interpolations parsed),
/// symbols, word lists (`%w[…]`, `%i[…]`) and hashes.
struct RubyLiteralParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: RubyTokenCursor
}

extension RubyLiteralParser {
    // MARK: - Strings

    /// One string literal, or several adjacent ones joined (`'a' "b"`), with interpolations parsed. Runs of text
    /// are joined, so a literal without code is one string and no array of parts.
    func parseStringLiterals() -> RubyExpression {
        guard let first = cursor.current else { return .opaque(RubyPosition(line: 1, column: 1)) }
        var text = ""
        var parts: [RubyStringExpression.Part] = []
        var isOpaque = false
        while let token = cursor.current, token.kind == .string {
            if token.start != first.start, let next = cursor.token(at: 1), next.kind == .colon, next.start == token.end { break }
            cursor.advance()
            let literal = cursor.strings[token.payload]
            isOpaque = isOpaque || literal.isOpaque
            text += literal.text
            for part in literal.interpolated {
                switch part {
                case .text(let run):
                    text += run
                case .interpolation(let range, let position):
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    parts.append(.code(parseInterpolation(range, at: position)))
                }
            }
        }
        return .string(RubyStringExpression(text: text, parts: parts, isOpaque: isOpaque), first.position)
    }

    /// The code of one `#{…}`, lexed and parsed on its own one level deeper; `.opaque` when it is not one expression.
    private func parseInterpolation(_ range: Range<Int>, at position: RubyPosition) -> RubyExpression {
        guard cursor.expressionDepth + 1 < RubyParser.maxExpressionDepth else { return .opaque(position) }
        let tokens = RubyLexer.tokenize(cursor.bytes, range: range, position: position)
        let inner = RubyTokenCursor(bytes: cursor.bytes, tokens: tokens, expressionDepth: cursor.expressionDepth + 1)
        inner.localNames = cursor.localNames
        inner.skipTerminators()
        guard tokens.diagnostics.isEmpty, let expression = try? inner.expressions.parseExpression(allowCommand: true) else {
            return .opaque(position)
        }
        inner.skipTerminators()
        return inner.current == nil ? expression : .opaque(position)
    }

    // MARK: - Symbols and word lists

    /// `:name` or `:"name"`; `.opaque` when the name has code in it.
    func parseSymbol() -> RubyExpression {
        guard let token = cursor.current else { return .opaque(RubyPosition(line: 1, column: 1)) }
        cursor.advance()
        let literal = cursor.strings[token.payload]
        guard let name = literal.plainText else { return .opaque(token.position) }
        return .symbol(name, token.position)
    }

    /// `%w[…]` (strings) or `%i[…]` (symbols).
    func parseWords() -> RubyExpression {
        guard let token = cursor.current else { return .opaque(RubyPosition(line: 1, column: 1)) }
        cursor.advance()
        let isSymbols = token.start + 1 < token.end
            && (cursor.bytes[token.start + 1] == UInt8(ascii: "i") || cursor.bytes[token.start + 1] == UInt8(ascii: "I"))
        return .words(cursor.wordLists[token.payload], symbols: isSymbols, token.position)
    }

    // MARK: - Hashes

    /// `{ key => value, key: value, "key": value, **other }`.
    func parseHash() throws -> RubyExpression {
        guard let open = cursor.current else { throw cursor.failure("unexpected end of the file", at: nil) }
        try cursor.enter()
        defer { cursor.leave() }
        cursor.advance()
        cursor.skipNewlines()
        var pairs: [RubyHashPair] = []
        while let token = cursor.current, token.kind != .rightBrace {
            var positional: [RubyExpression] = []
            try cursor.arguments.parseArgument(into: &positional, pairs: &pairs)
            for element in positional {
                guard case .doubleSplat = element else {
                    throw cursor.failure("expected '=>' or ':' in a hash", at: cursor.current ?? token)
                }
                pairs.append(RubyHashPair(key: element, value: .opaque(element.position)))
            }
            cursor.skipNewlines()
            guard cursor.current?.kind == .comma else { break }
            cursor.advance()
            cursor.skipNewlines()
        }
        guard cursor.current?.kind == .rightBrace else {
            throw cursor.failure("expected '}' closing the hash at line \(open.line), found \(cursor.describe(cursor.current))",
                                 at: cursor.current)
        }
        cursor.advance()
        return .hash(pairs, open.position)
    }
}
