extension YAMLScanner {
    // MARK: - Plain scalars

    /// Whether `byte` can start a plain scalar: not an indicator, or `-`, `?`, `:` followed by a character
    /// that is neither blank nor (inside `[]`/`{}`) a flow indicator.
    func canStartPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !isBlankOrEnd(1) && !(flowLevel > 0 && isFlowIndicator(peek(1)))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            return false
        default:
            return !isBlank(byte) && !isBreak(byte)
        }
    }

    /// A plain scalar, possibly over several lines (each further line indented deeper than the enclosing
    /// block collection), folded as YAML folds it.
    /// - Returns: The text, and whether the scan stopped at the start of a later line.
    mutating func scanPlain() -> (text: String, endedOnNewLine: Bool) {
        var text: [UInt8] = []
        var pendingBlanks: [UInt8] = []
        var breaks = 0
        let minimumColumn = indent + 1
        while index < bytes.count {
            if column == 0, isDocumentMarker() { break }
            if peek() == UInt8(ascii: "#") { break }
            let chunkStart = index
            while index < bytes.count, !isBlank(peek()), !isBreak(peek()) {
                let byte = peek()
                if byte == UInt8(ascii: ":"), isBlankOrEnd(1) || (flowLevel > 0 && isFlowIndicator(peek(1))) { break }
                if flowLevel > 0, isFlowIndicator(byte) { break }
                advance()
            }
            if index == chunkStart { break }
            if breaks > 0 {
                if breaks == 1 {
                    text.append(UInt8(ascii: " "))
                } else {
                    text += Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
                }
            } else {
                text += pendingBlanks
            }
            text += bytes[chunkStart..<index]
            pendingBlanks = []
            breaks = 0
            // The blanks and breaks after a chunk belong to the scalar only if another chunk follows.
            guard isBlank(peek()) || isBreak(peek()) else { break }
            while index < bytes.count, isBlank(peek()) || isBreak(peek()) {
                if isBreak(peek()) {
                    consumeBreak()
                    breaks += 1
                } else {
                    // A tab in a continuation line's indentation ends the scalar there.
                    if breaks > 0, peek() == UInt8(ascii: "\t"), column < minimumColumn { break }
                    if breaks == 0 { pendingBlanks.append(peek()) }
                    advance()
                }
            }
            if breaks > 0, flowLevel == 0, column < minimumColumn { break }
        }
        return (String(decoding: text, as: UTF8.self), breaks > 0)
    }

    /// Whether a `---` or `...` followed by a blank starts here (at a line's start).
    func isDocumentMarker() -> Bool {
        let byte = peek()
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return false }
        return peek(1) == byte && peek(2) == byte && isBlankOrEnd(3)
    }

    // MARK: - Quoted scalars

    /// A single- or double-quoted scalar from its opening quote, escapes decoded and lines folded.
    /// - Throws: ``YAMLIssue`` for an unterminated string, a bad escape, or a document marker inside it.
    mutating func scanQuoted(double: Bool) throws(YAMLIssue) -> String {
        let opening = (line: line, column: column + 1)
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        advance()
        var text: [UInt8] = []
        while true {
            if column == 0, isDocumentMarker() {
                throw issue("a document marker inside a quoted string opened at line \(opening.line)")
            }
            guard index < bytes.count else {
                throw YAMLIssue(message: "unterminated quoted string", line: opening.line, column: opening.column)
            }
            var escapedBreak = false
            while index < bytes.count, !isBlank(peek()), !isBreak(peek()) {
                let byte = peek()
                if !double, byte == quote, peek(1) == quote {
                    text.append(quote)
                    advance()
                    advance()
                } else if byte == quote {
                    break
                } else if double, byte == UInt8(ascii: "\\"), isBreak(peek(1)) {
                    advance()
                    consumeBreak()
                    escapedBreak = true
                    break
                } else if double, byte == UInt8(ascii: "\\") {
                    try scanEscape(into: &text)
                } else {
                    text.append(byte)
                    advance()
                }
            }
            if peek() == quote, index < bytes.count {
                advance()
                return String(decoding: text, as: UTF8.self)
            }
            // Blanks and breaks: trailing blanks before a break are dropped, one break folds to a space,
            // more breaks keep all but one.
            var blanks: [UInt8] = []
            var breaks = 0
            while index < bytes.count, isBlank(peek()) || isBreak(peek()) {
                if isBreak(peek()) {
                    consumeBreak()
                    breaks += 1
                } else {
                    if breaks == 0, !escapedBreak { blanks.append(peek()) }
                    advance()
                }
            }
            if escapedBreak {
                text += Array(repeating: UInt8(ascii: "\n"), count: breaks)
            } else if breaks == 0 {
                text += blanks
            } else if breaks == 1 {
                text.append(UInt8(ascii: " "))
            } else {
                text += Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
            }
        }
    }

    /// One escape sequence of a double-quoted scalar, from its backslash.
    private mutating func scanEscape(into text: inout [UInt8]) throws(YAMLIssue) {
        let start = issue("")
        advance()
        let code = peek()
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, 9: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 0x1B, UInt8(ascii: " "): 0x20, UInt8(ascii: "\""): 0x22, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0,
            UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
        ]
        var scalar: UInt32
        if let value = simple[code] {
            scalar = value
            if index < bytes.count { advance() }
        } else {
            let digits: Int
            switch code {
            case UInt8(ascii: "x"): digits = 2
            case UInt8(ascii: "u"): digits = 4
            case UInt8(ascii: "U"): digits = 8
            default:
                throw YAMLIssue(message: "unknown escape sequence in a double-quoted string", line: start.line,
                                column: start.column)
            }
            advance()
            scalar = 0
            for _ in 0..<digits {
                guard let digit = hexValue(peek()) else {
                    throw YAMLIssue(message: "an escape needs \(digits) hexadecimal digits", line: start.line,
                                    column: start.column)
                }
                scalar = scalar << 4 | digit
                advance()
            }
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw YAMLIssue(message: "an escape names no Unicode character", line: start.line, column: start.column)
        }
        text += Array(String(Character(unicode)).utf8)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Anchors, aliases and tags

    /// An anchor's or alias's name, after its `&` or `*`: everything up to a blank or a flow indicator.
    mutating func scanName(kind: String) throws(YAMLIssue) -> String {
        let start = index
        while index < bytes.count, !isBlank(peek()), !isBreak(peek()), !isFlowIndicator(peek()) { advance() }
        guard index > start else { throw issue("an \(kind) needs a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A tag (`!foo`, `!!str`, `!<uri>`) from its `!`, as written.
    mutating func scanTag() -> String {
        let start = index
        advance()
        if peek() == UInt8(ascii: "<") {
            while index < bytes.count, peek() != UInt8(ascii: ">"), !isBreak(peek()) { advance() }
            if peek() == UInt8(ascii: ">") { advance() }
        } else {
            while index < bytes.count, !isBlank(peek()), !isBreak(peek()),
                  !(flowLevel > 0 && isFlowIndicator(peek())) { advance() }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
