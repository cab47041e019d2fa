import StrataScan

/// Why the parser gave up on a statement or an element, and where.
package struct ScriptParseFailure: Error {
    package var message: String
    package var tokenIndex: Int
}

/// The tokens of one Swift file and the place in them, shared by the parsers of each kind of syntax
/// (``ScriptDeclarationParser``, ``ScriptStatementParser``, ``ScriptExpressionParser``,
/// ``ScriptStringLiteralParser``, ``ScriptTypeAndPatternParser``): the current token, the group of brackets
/// being read, the nesting entered (bounded by ``ScriptParser/maximumDepth``), recovery, and the problems met.
package final class ScriptTokenCursor {
    package let bytes: [UInt8]
    package let file: Int
    package let tokens: [Token]
    /// For each opening bracket, the index of its closer (`tokens.count` when unclosed); -1 for other tokens.
    package let matching: [Int]
    /// Byte ranges of the code inside `\( … )` interpolations, in order.
    package let interpolations: [Range<Int>]
    package var index = 0
    /// One past the last token the current group may read.
    package var limit: Int
    package var depth: Int
    /// Set while parsing an `if`/`guard`/`while`/`for` condition, where `{` opens the body, not a closure.
    package var inCondition = false
    /// Set when a `>>` closed an inner generic argument list and still closes the outer one.
    package var splitAngle = false
    /// Problems met, in order.
    package var failures: [ScriptParseFailure] = []

    /// - Parameters:
    ///   - tokens: The file's tokens (offsets into `bytes`), `#if` regions already resolved.
    ///   - depth: The nesting already entered (for the code of an interpolation).
    package init(bytes: [UInt8], file: Int, tokens: [Token], interpolations: [Range<Int>], depth: Int = 0) {
        self.bytes = bytes
        self.file = file
        self.tokens = tokens
        self.interpolations = interpolations
        self.depth = depth
        limit = tokens.count
        matching = Self.matchBrackets(tokens)
    }

    /// Pairs every opening bracket with its closer in one pass over an explicit stack. A closer of the wrong
    /// kind closes the groups opened inside the group it matches; a closer matching no group is left alone.
    /// - Complexity: O(n): how many brackets of each kind are open is counted, so a closer never searches the
    ///   stack (with `func f() {` nested n deep, each `)` searched past n `{` for its `(`).
    package static func matchBrackets(_ tokens: [Token]) -> [Int] {
        var matching = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        // Open brackets by kind, `(`, `[`, `{`, indexed by ``bracketSlot(_:)``.
        var openCounts = [0, 0, 0]
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                matching[position] = tokens.count
                stack.append(position)
                openCounts[bracketSlot(token.kind)] += 1
            case .rightParen, .rightBracket, .rightBrace:
                let opener: TokenKind =
                    token.kind == .rightParen ? .leftParen : token.kind == .rightBracket ? .leftBracket : .leftBrace
                guard openCounts[bracketSlot(opener)] > 0 else { continue }
                while let top = stack.popLast() {
                    matching[top] = position
                    openCounts[bracketSlot(tokens[top].kind)] -= 1
                    if tokens[top].kind == opener { break }
                }
            default:
                continue
            }
        }
        return matching
    }

    /// 0 for `(`, 1 for `[`, 2 for `{`.
    private static func bracketSlot(_ opener: TokenKind) -> Int {
        opener == .leftParen ? 0 : opener == .leftBracket ? 1 : 2
    }

    // MARK: - Tokens

    /// The token at `offset` from the current one, if the current group has it.
    package func peek(_ offset: Int = 0) -> Token? {
        let position = index + offset
        return position < limit && position >= 0 ? tokens[position] : nil
    }

    package var isAtEnd: Bool { index >= limit }

    /// The text of the token at `position`, backticks removed.
    package func text(at position: Int) -> String {
        guard position < tokens.count else { return "" }
        let token = tokens[position]
        var start = Int(token.start)
        var end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 {
            start += 1
            end -= 1
        }
        guard start <= end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the token at `offset` is the identifier `word` (not backticked).
    package func isWord(_ word: StaticString, at offset: Int = 0) -> Bool {
        guard let token = peek(offset), token.kind == .identifier else { return false }
        return spells(token, word)
    }

    /// Whether the token at `offset` is the operator `spelling`.
    package func isOperator(_ spelling: StaticString, at offset: Int = 0) -> Bool {
        guard let token = peek(offset), token.kind == .operator else { return false }
        return spells(token, spelling)
    }

    package func isKind(_ kind: TokenKind, at offset: Int = 0) -> Bool {
        peek(offset)?.kind == kind
    }

    /// Whether the token's bytes are `spelling`.
    package func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        let start = Int(token.start)
        let length = Int(token.end) - start
        guard length == spelling.utf8CodeUnitCount, Int(token.end) <= bytes.count else { return false }
        return spelling.withUTF8Buffer { expected in
            var offset = 0
            while offset < length, bytes[start + offset] == expected[offset] { offset += 1 }
            return offset == length
        }
    }

    /// Whether a line break stands before the token at `offset`.
    package func startsLine(at offset: Int = 0) -> Bool {
        peek(offset)?.flags.contains(.atLineStart) ?? true
    }

    /// Consumes a token of `kind`, or fails naming `what` was expected.
    package func expect(_ kind: TokenKind, _ what: String) throws {
        guard isKind(kind) else { throw failure("expected \(what)") }
        index += 1
    }

    /// Consumes an identifier and gives its text.
    package func expectName(_ what: String) throws -> String {
        guard let token = peek(), token.kind == .identifier || token.kind == .backtickIdentifier else {
            throw failure("expected \(what)")
        }
        index += 1
        return text(at: index - 1)
    }

    /// A failure at the current token.
    package func failure(_ message: String) -> ScriptParseFailure {
        let found = isAtEnd ? "the end of the input" : "'\(text(at: index))'"
        return ScriptParseFailure(message: "\(message), found \(found)", tokenIndex: min(index, tokens.count - 1))
    }

    /// The spot from the token at `start` to the last token consumed.
    package func spot(from start: Int) -> ScriptSpot {
        guard !tokens.isEmpty else { return ScriptSpot(file: file, line: 1, column: 1, start: 0, end: 0) }
        let first = tokens[min(start, tokens.count - 1)]
        let last = tokens[max(min(index - 1, tokens.count - 1), min(start, tokens.count - 1))]
        return ScriptSpot(
            file: file, line: Int(first.line), column: Int(first.column), start: Int(first.start),
            end: max(Int(last.end), Int(first.start)))
    }

    // MARK: - Nesting

    /// Enters one level of nesting, failing past ``ScriptParser/maximumDepth``.
    package func enter() throws {
        guard depth < ScriptParser.maximumDepth else {
            throw failure("code nested more than \(ScriptParser.maximumDepth) levels deep")
        }
        depth += 1
    }

    package func leave() {
        depth -= 1
    }

    /// Runs `body` inside the bracket group opening at the current token, which it consumes with its closer.
    package func inGroup<T>(_ body: () throws -> T) throws -> T {
        let open = index
        let close = matching[open] < 0 ? limit : min(matching[open], limit)
        try enter()
        let savedLimit = limit
        let savedCondition = inCondition
        index += 1
        limit = close
        inCondition = false
        defer {
            limit = savedLimit
            inCondition = savedCondition
            leave()
        }
        let result = try body()
        guard index >= close else { throw failure("unexpected token") }
        index = close < savedLimit ? close + 1 : close
        if close >= tokens.count { throw ScriptParseFailure(message: "an unclosed bracket", tokenIndex: open) }
        return result
    }

    // MARK: - Recovery

    /// Keeps `failure` among the problems met (the first 100).
    package func record(_ failure: ScriptParseFailure) {
        if failures.count < 100 { failures.append(failure) }
    }

    /// Skips from `start` to the end of a statement: the next token that starts a line outside brackets,
    /// a `;`, or the end of the current group; always past `start`.
    package func skipStatement(from start: Int) {
        index = max(start, 0)
        var first = true
        while index < limit {
            if !first, startsLine() { return }
            first = false
            let token = tokens[index]
            if token.kind == .semicolon {
                index += 1
                return
            }
            index = matching[index] >= 0 ? min(matching[index] + 1, limit) : index + 1
        }
    }

    /// Skips from `start` to the next `,` of the current group or its end (the comma is not consumed).
    package func skipElement(from start: Int) {
        index = max(start, 0)
        while index < limit, !isKind(.comma) {
            index = matching[index] >= 0 ? min(matching[index] + 1, limit) : index + 1
        }
    }
}
