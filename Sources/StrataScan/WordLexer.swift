/// Reads words: identifiers and keywords, `$0` and `$name`, `@attributes`, `#pound` keywords,
/// `` `backtick` `` identifiers, and number literals.
enum WordLexer {
    // MARK: - Identifier characters

    /// The length of the identifier-continuing character at `offset`, or 0 if none is there.
    /// Continuation characters: ASCII letters, digits, `_`, `$`, and non-ASCII scalars that are not
    /// operator characters or whitespace.
    @inline(__always)
    private static func identifierContinueLength(at offset: Int, in cursor: LexerCursor) -> Int {
        let b = cursor.byte(at: offset)
        if b < 0x80 {
            return ByteClass.isASCIIIdentifier(b, allowDigits: true) || b == UInt8(ascii: "$") ? 1 : 0
        }
        guard offset < cursor.count, let scalar = decodeScalar(cursor.bytes, at: offset),
              !ByteClass.isOperatorHead(scalar.value), !ByteClass.isUnicodeSpace(scalar.value)
        else { return 0 }
        return scalar.length
    }

    /// Whether an identifier can start at `offset` (a letter, `_`, or a non-ASCII identifier scalar).
    static func startsIdentifier(at offset: Int, in cursor: LexerCursor) -> Bool {
        let b = cursor.byte(at: offset)
        if b < 0x80 { return ByteClass.isASCIIIdentifier(b, allowDigits: false) }
        guard offset < cursor.count, let scalar = decodeScalar(cursor.bytes, at: offset) else { return false }
        return !ByteClass.isOperatorContinuation(scalar.value) && !ByteClass.isUnicodeSpace(scalar.value)
    }

    /// Consumes identifier-continuing characters from `cursor.pos`.
    private static func consumeIdentifierTail(_ cursor: inout LexerCursor) {
        var progress = LoopProgress()
        while true {
            progress.advanced(to: cursor.pos)
            let length = identifierContinueLength(at: cursor.pos, in: cursor)
            if length == 0 { return }
            cursor.pos += length
        }
    }

    // MARK: - Identifiers, attributes, pound keywords

    /// An identifier, a keyword, `$0` or `$name`; `cursor.pos` is on its first character. Inlined: the
    /// most common token.
    @inline(__always)
    static func lexIdentifier(_ cursor: inout LexerCursor) {
        let bytes = cursor.bytes, count = cursor.count
        let start = cursor.pos, startColumn = cursor.column
        cursor.pos += bytes[start] < 0x80 ? 1 : max(1, identifierContinueLength(at: start, in: cursor))
        // ASCII runs one bit test a byte; the general tail takes over at the first non-ASCII byte.
        var end = cursor.pos  // a local, so the loop keeps it in a register
        let continuation = cursor.continuation
        while end < count, continuation[Int(bytes[end])] != 0 { end += 1 }
        cursor.pos = end
        if end < count, bytes[end] >= 0x80 { consumeIdentifierTail(&cursor) }
        // Most identifiers are no keyword by their first byte and length alone: no call for them.
        var keyword = Token.noKeyword
        let length = cursor.pos - start
        if length < 16, (cursor.keywordLengths[Int(bytes[start])] >> UInt16(truncatingIfNeeded: length)) & 1 != 0 {
            keyword = Keyword(bytes: bytes, start: start, end: cursor.pos)?.rawValue ?? Token.noKeyword
        }
        cursor.emit(.identifier, start: start, line: cursor.line, column: startColumn, keywordCode: keyword)
    }

    /// `@name` (an attribute) or `#name` (a pound keyword); a sigil with no name is `.unknown`.
    static func lexPrefixedWord(_ cursor: inout LexerCursor, kind: TokenKind) {
        guard startsIdentifier(at: cursor.pos + 1, in: cursor) else {
            cursor.lexPunctuation(.unknown)
            return
        }
        let start = cursor.pos, startColumn = cursor.column
        cursor.pos += 1
        consumeIdentifierTail(&cursor)
        cursor.emit(kind, start: start, line: cursor.line, column: startColumn)
    }

    /// `` `name` ``: up to the next backtick on the same line, not empty nor only spaces; a lone
    /// backtick is `.unknown`.
    static func lexBacktickIdentifier(_ cursor: inout LexerCursor) {
        var end = cursor.pos + 1
        var onlySpaces = true
        var progress = LoopProgress()
        while end < cursor.count {
            progress.advanced(to: end)
            let b = cursor.bytes[end]
            if b == UInt8(ascii: "`") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
            onlySpaces = onlySpaces && b == UInt8(ascii: " ")
            end += 1
        }
        guard cursor.byte(at: end) == UInt8(ascii: "`"), !onlySpaces else {
            cursor.lexPunctuation(.unknown)
            return
        }
        let start = cursor.pos, startColumn = cursor.column
        cursor.pos = end + 1
        cursor.emit(.backtickIdentifier, start: start, line: cursor.line, column: startColumn)
    }

    // MARK: - Numbers

    /// Integer and floating-point literals: `42`, `1_000`, `1.5e-3`, `0x1F`, `0x1.8p3`, `0b1`, `0o7`.
    /// A fraction is not taken right after a `.` token, so `t.0.1` is `t . 0 . 1`.
    static func lexNumber(_ cursor: inout LexerCursor) {
        let start = cursor.pos, startColumn = cursor.column
        let afterPeriod = cursor.tokens.last?.kind == .period && !cursor.pendingFlags.contains(.spaceBefore)
        let radix = cursor.byte(at: start + 1) | 0x20
        if cursor.bytes[start] == UInt8(ascii: "0"), radix == UInt8(ascii: "x") {
            cursor.pos += 2
            cursor.consume(while: { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod, cursor.byte(at: cursor.pos) == UInt8(ascii: "."), ByteClass.isHexDigit(cursor.byte(at: cursor.pos + 1)) {
                var end = cursor.pos + 1
                while end < cursor.count, ByteClass.isHexDigit(cursor.bytes[end]) || cursor.bytes[end] == UInt8(ascii: "_") {
                    end += 1
                }
                if cursor.byte(at: end) | 0x20 == UInt8(ascii: "p") { cursor.pos = end }
            }
            consumeExponent(&cursor, marker: UInt8(ascii: "p"))
        } else if cursor.bytes[start] == UInt8(ascii: "0"), radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            cursor.pos += 2
        } else {
            cursor.consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod, cursor.byte(at: cursor.pos) == UInt8(ascii: "."), ByteClass.isDigit(cursor.byte(at: cursor.pos + 1)) {
                cursor.pos += 1
                cursor.consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            }
            consumeExponent(&cursor, marker: UInt8(ascii: "e"))
        }
        // Malformed tails (`1abc`, `0b102`) stay in the number, as the compiler reads them.
        cursor.consume(while: { ByteClass.isASCIIIdentifier($0, allowDigits: true) })
        cursor.emit(.number, start: start, line: cursor.line, column: startColumn)
    }

    /// `e`/`E` (or `p`/`P`), an optional sign, and digits.
    private static func consumeExponent(_ cursor: inout LexerCursor, marker: UInt8) {
        guard cursor.byte(at: cursor.pos) | 0x20 == marker else { return }
        cursor.pos += 1
        if cursor.byte(at: cursor.pos) == UInt8(ascii: "+") || cursor.byte(at: cursor.pos) == UInt8(ascii: "-") { cursor.pos += 1 }
        cursor.consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
    }
}
