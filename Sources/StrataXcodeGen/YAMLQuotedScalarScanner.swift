/// Reads single- and double-quoted scalars: escapes decoded, lines folded.
enum YAMLQuotedScalarScanner {

    /// A single- or double-quoted scalar from its opening quote, escapes decoded and lines folded.
    /// - Throws: ``YAMLIssue`` for an unterminated string, a bad escape, or a document marker inside it.
    static func scan(_ cursor: inout YAMLByteCursor, double: Bool) throws(YAMLIssue) -> String {
        let opening = (line: cursor.line, column: cursor.column + 1)
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        cursor.advance()
        var text: [UInt8] = []
        while true {
            if cursor.column == 0, cursor.isDocumentMarker() {
                throw cursor.issue("a document marker inside a quoted string opened at line \(opening.line)")
            }
            guard cursor.index < cursor.bytes.count else {
                throw YAMLIssue(message: "unterminated quoted string", line: opening.line, column: opening.column)
            }
            var escapedBreak = false
            while cursor.index < cursor.bytes.count, !cursor.isBlank(cursor.peek()), !cursor.isBreak(cursor.peek()) {
                let byte = cursor.peek()
                if !double, byte == quote, cursor.peek(1) == quote {
                    text.append(quote)
                    cursor.advance()
                    cursor.advance()
                } else if byte == quote {
                    break
                } else if double, byte == UInt8(ascii: "\\"), cursor.isBreak(cursor.peek(1)) {
                    cursor.advance()
                    cursor.consumeBreak()
                    escapedBreak = true
                    break
                } else if double, byte == UInt8(ascii: "\\") {
                    try scanEscape(&cursor, into: &text)
                } else {
                    text.append(byte)
                    cursor.advance()
                }
            }
            if cursor.peek() == quote, cursor.index < cursor.bytes.count {
                cursor.advance()
                return String(decoding: text, as: UTF8.self)
            }
            // Blanks and breaks: trailing blanks before a break are dropped, one break folds to a space,
            // more breaks keep all but one.
            var blanks: [UInt8] = []
            var breaks = 0
            while cursor.index < cursor.bytes.count, cursor.isBlank(cursor.peek()) || cursor.isBreak(cursor.peek()) {
                if cursor.isBreak(cursor.peek()) {
                    cursor.consumeBreak()
                    breaks += 1
                } else {
                    if breaks == 0, !escapedBreak { blanks.append(cursor.peek()) }
                    cursor.advance()
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
    private static func scanEscape(_ cursor: inout YAMLByteCursor, into text: inout [UInt8]) throws(YAMLIssue) {
        let start = cursor.issue("")
        cursor.advance()
        let code = cursor.peek()
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
            if cursor.index < cursor.bytes.count { cursor.advance() }
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
            cursor.advance()
            scalar = 0
            for _ in 0..<digits {
                guard let digit = hexValue(cursor.peek()) else {
                    throw YAMLIssue(message: "an escape needs \(digits) hexadecimal digits", line: start.line,
                                    column: start.column)
                }
                scalar = scalar << 4 | digit
                cursor.advance()
            }
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw YAMLIssue(message: "an escape names no Unicode character", line: start.line, column: start.column)
        }
        text += Array(String(Character(unicode)).utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
