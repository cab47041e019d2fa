/// The lexer's position in a buffer: offset, line bookkeeping, and the tokens and problems so far,
/// with the primitives every lexer shares (reading, moving, skipping comments, emitting). The lexers
/// of each kind of token (``StringLiteralLexer``, ``RegexLiteralLexer``, ``WordLexer``, ``OperatorLexer``)
/// take it `inout`; ``Lexer`` dispatches among them.
///
/// Reads bytes only. `byte(at:)` answers `0xFF` past the end, a value that is never valid UTF-8
/// and so never matches an ASCII comparison.
struct LexerCursor {
    let bytes: UnsafeRawBufferPointer
    let count: Int
    /// ``ByteClass/identifierContinuation`` and ``Keyword/lengthsByFirstByte``, loaded once per file
    /// rather than through their lazy globals once per identifier.
    let continuation = ByteClass.identifierContinuation
    let keywordLengths = Keyword.lengthsByFirstByte
    /// Offset of the next byte to read.
    var pos = 0
    /// 1-based line of `pos`.
    var line = 1
    /// Offset of the first byte of the current line (columns count from here).
    var lineStart = 0
    /// Freed by whoever ends the lexing (``Lexer/tokenize(_:)-(UnsafeRawBufferPointer)`` or ``Lexer/lexInPlace(_:_:)``).
    var tokens: TokenStore
    var problems: [ScanProblem] = []
    /// Byte ranges of the code inside the outermost `\( … )` of each string literal, in order.
    var interpolations: [Range<Int>] = []
    /// Flags for the next token: what stood between it and the previous token.
    var pendingFlags: TokenFlags = [.atLineStart]
    /// No bare `/…/` regex literal starts before this offset (see ``RegexLiteralLexer/bareEnd(from:_:)``).
    var noBareRegexBefore = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        self.count = bytes.count
        // Swift source averages a token every six or seven bytes; dense code has one every three or four.
        // Reserving for that (at most four million tokens up front) spares the copies of growing.
        tokens = TokenStore(capacity: min(bytes.count / 4, 1 << 22) + 16)
    }

    // MARK: - Reading

    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0xFF
    }

    @inline(__always)
    var column: Int { pos - lineStart + 1 }

    /// The lines read so far: the line breaks consumed, plus the current line when it holds a byte. At the
    /// end of the input, the file's line count.
    var linesRead: Int { line - 1 + (pos > lineStart ? 1 : 0) }

    /// Whether `n` `#` bytes start at `offset`.
    func hasHashes(_ n: Int, at offset: Int) -> Bool {
        guard offset + n <= count else { return false }
        var i = 0
        while i < n {
            if bytes[offset + i] != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    /// The number of `#` bytes starting at `offset`.
    func hashCount(at offset: Int) -> Int {
        var end = offset
        while end < count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        return end - offset
    }

    // MARK: - Moving

    /// Consumes the line break at `pos` (LF, CRLF or a lone CR) and starts a new line.
    @inline(__always)
    mutating func consumeNewline() {
        if bytes[pos] == UInt8(ascii: "\r"), byte(at: pos + 1) == UInt8(ascii: "\n") {
            pos += 2
        } else {
            pos += 1
        }
        line += 1
        lineStart = pos
    }

    /// Moves `pos` to the next line break or the end of the input, without consuming the break.
    mutating func skipToLineEnd() {
        var end = pos
        var progress = LoopProgress()
        while end < count {
            progress.advanced(to: end)
            let b = bytes[end]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
            end += 1
        }
        pos = end
    }

    /// Consumes ASCII bytes while `predicate` holds.
    @inline(__always)
    mutating func consume(while predicate: (UInt8) -> Bool) {
        while pos < count, predicate(bytes[pos]) { pos += 1 }
    }

    /// Skips a (nested) block comment starting at `pos` (on `/*`), counting lines.
    /// - Returns: `false` when the input ended inside the comment (a problem is recorded).
    @discardableResult
    mutating func skipBlockComment() -> Bool {
        let startLine = line, startColumn = column
        pos += 2
        var depth = 1
        var progress = LoopProgress()
        while pos < count {
            progress.advanced(to: pos)
            switch bytes[pos] {
            case UInt8(ascii: "*") where byte(at: pos + 1) == UInt8(ascii: "/"):
                pos += 2
                depth -= 1
                if depth == 0 { return true }
            case UInt8(ascii: "/") where byte(at: pos + 1) == UInt8(ascii: "*"):
                pos += 2
                depth += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            default:
                pos += 1
            }
        }
        report(.unterminatedComment, "unterminated block comment", line: startLine, column: startColumn)
        return false
    }

    // MARK: - Output

    /// A one-byte token.
    @inline(__always)
    mutating func lexPunctuation(_ kind: TokenKind) {
        let start = pos, startColumn = column
        pos += 1
        emit(kind, start: start, line: line, column: startColumn)
    }

    /// Appends a token that started at `start` (line and column given) and ends at `pos`.
    mutating func emit(_ kind: TokenKind, start: Int, line: Int, column: Int,
                       flags: TokenFlags = TokenFlags(rawValue: 0), keywordCode: UInt8 = Token.noKeyword) {
        var token = Token(
            kind: kind, flags: TokenFlags(rawValue: pendingFlags.rawValue | flags.rawValue),
            start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
            line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column))
        token.keywordCode = keywordCode
        tokens.append(token)
        pendingFlags = TokenFlags(rawValue: 0)
    }

    /// Notes whitespace or a comment (and whether it held a line break) before the next token.
    /// Bit operations on the raw value keep this per-byte path cheap in debug builds too.
    @inline(__always)
    mutating func markSpace(lineBreak: Bool) {
        let bits = lineBreak ? TokenFlags.spaceBefore.rawValue | TokenFlags.atLineStart.rawValue
            : TokenFlags.spaceBefore.rawValue
        pendingFlags = TokenFlags(rawValue: pendingFlags.rawValue | bits)
    }

    mutating func report(_ kind: ScanProblem.Kind, _ message: String, line: Int, column: Int) {
        problems.append(ScanProblem(kind: kind, message: message, line: line, column: column))
    }
}
