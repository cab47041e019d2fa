// MARK: - Identifiers, attributes, pound keywords

extension LexerCursor {
    /// The length of the identifier-continuing character at `offset`, or 0 if none is there.
    /// Continuation characters: ASCII letters, digits, `_`, `$`, and non-ASCII scalars that are not
    /// operator characters or whitespace.
    @inline(__always)
    func identifierContinueLength(at offset: Int) -> Int {
        let b = byte(at: offset)
        if b < 0x80 {
            return ByteClass.isASCIIIdentifier(b, allowDigits: true) || b == UInt8(ascii: "$") ? 1 : 0
        }
        guard offset < count, let scalar = decodeScalar(bytes, at: offset),
              !ByteClass.isOperatorHead(scalar.value), !ByteClass.isUnicodeSpace(scalar.value)
        else { return 0 }
        return scalar.length
    }

    /// Whether an identifier can start at `offset` (a letter, `_`, or a non-ASCII identifier scalar).
    func startsIdentifier(at offset: Int) -> Bool {
        let b = byte(at: offset)
        if b < 0x80 { return ByteClass.isASCIIIdentifier(b, allowDigits: false) }
        guard offset < count, let scalar = decodeScalar(bytes, at: offset) else { return false }
        return !ByteClass.isOperatorContinuation(scalar.value) && !ByteClass.isUnicodeSpace(scalar.value)
    }

    /// Consumes identifier-continuing characters from `pos`.
    mutating func consumeIdentifierTail() {
        var progress = LoopProgress()
        while true {
            progress.advanced(to: pos)
            let length = identifierContinueLength(at: pos)
            if length == 0 { return }
            pos += length
        }
    }

    /// An identifier, a keyword, `$0` or `$name`; `pos` is on its first character. Inlined: the most
    /// common token.
    @inline(__always)
    mutating func lexIdentifier() {
        let start = pos, startColumn = column
        pos += bytes[pos] < 0x80 ? 1 : max(1, identifierContinueLength(at: pos))
        // ASCII runs one bit test a byte; the general tail takes over at the first non-ASCII byte.
        var end = pos  // a local, so the loop keeps it in a register
        let continuation = self.continuation
        while end < count, continuation[Int(bytes[end])] != 0 { end += 1 }
        pos = end
        if pos < count, bytes[pos] >= 0x80 { consumeIdentifierTail() }
        // Most identifiers are no keyword by their first byte and length alone: no call for them.
        var keyword = Token.noKeyword
        let length = pos - start
        if length < 16, (keywordLengths[Int(bytes[start])] >> UInt16(truncatingIfNeeded: length)) & 1 != 0 {
            keyword = Keyword(bytes: bytes, start: start, end: pos)?.rawValue ?? Token.noKeyword
        }
        emit(.identifier, start: start, line: line, column: startColumn, keywordCode: keyword)
    }

    /// `@name` (an attribute) or `#name` (a pound keyword); a sigil with no name is `.unknown`.
    mutating func lexPrefixedWord(kind: TokenKind) {
        guard startsIdentifier(at: pos + 1) else {
            lexPunctuation(.unknown)
            return
        }
        let start = pos, startColumn = column
        pos += 1
        consumeIdentifierTail()
        emit(kind, start: start, line: line, column: startColumn)
    }

    /// `` `name` ``: up to the next backtick on the same line, not empty nor only spaces; a lone
    /// backtick is `.unknown`.
    mutating func lexBacktickIdentifier() {
        var end = pos + 1
        var onlySpaces = true
        var progress = LoopProgress()
        while end < count {
            progress.advanced(to: end)
            let b = bytes[end]
            if b == UInt8(ascii: "`") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { break }
            onlySpaces = onlySpaces && b == UInt8(ascii: " ")
            end += 1
        }
        guard byte(at: end) == UInt8(ascii: "`"), !onlySpaces else {
            lexPunctuation(.unknown)
            return
        }
        let start = pos, startColumn = column
        pos = end + 1
        emit(.backtickIdentifier, start: start, line: line, column: startColumn)
    }
}

// MARK: - Numbers

extension LexerCursor {
    /// Integer and floating-point literals: `42`, `1_000`, `1.5e-3`, `0x1F`, `0x1.8p3`, `0b1`, `0o7`.
    /// A fraction is not taken right after a `.` token, so `t.0.1` is `t . 0 . 1`.
    mutating func lexNumber() {
        let start = pos, startColumn = column
        let afterPeriod = tokens.last?.kind == .period && !pendingFlags.contains(.spaceBefore)
        let radix = byte(at: pos + 1) | 0x20
        if bytes[pos] == UInt8(ascii: "0"), radix == UInt8(ascii: "x") {
            pos += 2
            consume(while: { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), ByteClass.isHexDigit(byte(at: pos + 1)) {
                var end = pos + 1
                while end < count, ByteClass.isHexDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") { end += 1 }
                if byte(at: end) | 0x20 == UInt8(ascii: "p") { pos = end }
            }
            consumeExponent(marker: UInt8(ascii: "p"))
        } else if bytes[pos] == UInt8(ascii: "0"), radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            pos += 2
        } else {
            consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), ByteClass.isDigit(byte(at: pos + 1)) {
                pos += 1
                consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            }
            consumeExponent(marker: UInt8(ascii: "e"))
        }
        // Malformed tails (`1abc`, `0b102`) stay in the number, as the compiler reads them.
        consume(while: { ByteClass.isASCIIIdentifier($0, allowDigits: true) })
        emit(.number, start: start, line: line, column: startColumn)
    }

    /// `e`/`E` (or `p`/`P`), an optional sign, and digits.
    private mutating func consumeExponent(marker: UInt8) {
        guard byte(at: pos) | 0x20 == marker else { return }
        pos += 1
        if byte(at: pos) == UInt8(ascii: "+") || byte(at: pos) == UInt8(ascii: "-") { pos += 1 }
        consume(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
    }

    /// Consumes ASCII bytes while `predicate` holds.
    @inline(__always)
    mutating func consume(while predicate: (UInt8) -> Bool) {
        while pos < count, predicate(bytes[pos]) { pos += 1 }
    }
}

// MARK: - Operators

extension LexerCursor {
    /// The longest run of operator characters (a `.` continues only an operator that began with
    /// `.`; `//` and `/*` inside the run start a comment; a `/` that opens a regex literal ends it).
    /// `=` alone is `.equal`, `.` alone is `.period`.
    mutating func lexOperator() {
        let start = pos, startColumn = column
        let first = bytes[pos]
        let dotted = first == UInt8(ascii: ".")
        // Whether a regex may start here is only asked at a `/` inside the run (rare); no token is
        // emitted before the answer is needed, so asking late gives the same answer.
        var regexAllowed: Bool?
        pos += first < 0x80 ? 1 : (decodeScalar(bytes, at: pos)?.length ?? 1)
        var progress = LoopProgress()
        while pos < count {
            progress.advanced(to: pos)
            let b = bytes[pos]
            if b < 0x80 {
                guard ByteClass.isASCIIOperator(b), b != UInt8(ascii: ".") || dotted else { break }
                if b == UInt8(ascii: "/") {
                    let next = byte(at: pos + 1)
                    if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                    let allowed = regexAllowed ?? regexMayStartHere
                    regexAllowed = allowed
                    if allowed, bareRegexEnd(from: pos) != nil { break }
                }
                pos += 1
            } else if let scalar = decodeScalar(bytes, at: pos), ByteClass.isOperatorContinuation(scalar.value) {
                pos += scalar.length
            } else {
                break
            }
        }
        var kind = TokenKind.operator
        if pos - start == 1 {
            if first == UInt8(ascii: "=") { kind = .equal } else if dotted { kind = .period }
        }
        emit(kind, start: start, line: line, column: startColumn)
    }
}
