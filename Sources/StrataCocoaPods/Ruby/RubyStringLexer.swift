/// Reads quoted literals: `"…"`, `'…'`, backticks, `/…/`, quoted symbols and the bodies of `%` literals, with
/// their escapes and the code of their `#{…}` interpolations (lexed later, on its own, by the parser).
enum RubyStringLexer {
    /// A literal whose opening delimiter was just consumed, up to `close` (`open` nests when given).
    /// `"…"`, `%Q(…)` and backticks interpolate `#{…}`; `'…'` and `%q(…)` only unescape `\\` and the delimiter.
    static func lexQuoted(_ cursor: inout RubyByteCursor, close: UInt8, open: UInt8?, interpolates: Bool, opaque: Bool,
                          kind: RubyToken.Kind = .string) {
        let start = cursor.tokenPosition
        var parts: [RubyStringLiteral.Part] = []
        var text: [UInt8] = []
        var depth = 0
        var terminated = false
        while cursor.index < cursor.end {
            let byte = cursor.bytes[cursor.index]
            if byte == close, depth == 0 {
                cursor.index += 1
                terminated = true
                break
            }
            if let open, byte == open { depth += 1 } else if open != nil, byte == close { depth -= 1 }
            if byte == UInt8(ascii: "\\") {
                unescape(&cursor, into: &text, interpolates: interpolates, close: close, open: open)
            } else if interpolates, byte == UInt8(ascii: "#"), cursor.peek(1) == UInt8(ascii: "{") {
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
                text = []
                parts.append(lexInterpolation(&cursor))
            } else {
                text.append(byte)
                cursor.index += 1
                if byte == UInt8(ascii: "\n") { cursor.startLine() }
            }
        }
        if !terminated { cursor.diagnose("unterminated \(kind == .string ? "string" : "literal")", at: start) }
        if parts.isEmpty {
            cursor.emit(kind, string: RubyStringLiteral(text: String(decoding: text, as: UTF8.self), isOpaque: opaque))
        } else {
            if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
            cursor.emit(kind, string: RubyStringLiteral(parts: parts, isOpaque: opaque))
        }
    }

    private static func unescape(_ cursor: inout RubyByteCursor, into text: inout [UInt8], interpolates: Bool, close: UInt8, open: UInt8?) {
        cursor.index += 1
        guard cursor.index < cursor.end else { return }
        let byte = cursor.bytes[cursor.index]
        cursor.index += 1
        guard interpolates else {
            if byte == UInt8(ascii: "\\") || byte == close || byte == open {
                text.append(byte)
            } else {
                text += [UInt8(ascii: "\\"), byte]
                if byte == UInt8(ascii: "\n") { cursor.startLine() }
            }
            return
        }
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "s"): text.append(0x20)
        case UInt8(ascii: "0"): text.append(0x00)
        case UInt8(ascii: "e"): text.append(0x1B)
        case UInt8(ascii: "u"): text += unicodeEscape(&cursor)
        case UInt8(ascii: "\n"): cursor.startLine()
        default: text.append(byte)
        }
    }

    /// The UTF-8 of `\uXXXX` or `\u{X…}` (the `\u` already read); an invalid escape gives U+FFFD.
    private static func unicodeEscape(_ cursor: inout RubyByteCursor) -> [UInt8] {
        var digits: [UInt8] = []
        if cursor.peek(0) == UInt8(ascii: "{") {
            cursor.index += 1
            while cursor.index < cursor.end, cursor.bytes[cursor.index] != UInt8(ascii: "}"), digits.count < 8 {
                digits.append(cursor.bytes[cursor.index])
                cursor.index += 1
            }
            if cursor.index < cursor.end, cursor.bytes[cursor.index] == UInt8(ascii: "}") { cursor.index += 1 }
        } else {
            while cursor.index < cursor.end, digits.count < 4, Self.isHexDigit(cursor.bytes[cursor.index]) {
                digits.append(cursor.bytes[cursor.index])
                cursor.index += 1
            }
        }
        let scalar = UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// `#{…}` at the cursor: the range of the code between the braces (nested braces and quoted strings skipped).
    private static func lexInterpolation(_ cursor: inout RubyByteCursor) -> RubyStringLiteral.Part {
        cursor.index += 2
        let codeStart = cursor.index
        let position = RubyPosition(line: cursor.line, column: cursor.column(of: cursor.index))
        var depth = 1
        while cursor.index < cursor.end {
            let byte = cursor.bytes[cursor.index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipNestedString(&cursor, quote: byte)
                continue
            } else if byte == UInt8(ascii: "\n") {
                cursor.index += 1
                cursor.startLine()
                continue
            }
            cursor.index += 1
        }
        let code = codeStart..<cursor.index
        if cursor.index < cursor.end {
            cursor.index += 1
        } else {
            cursor.diagnose("unterminated interpolation", at: position)
        }
        return .interpolation(code, position)
    }

    private static func skipNestedString(_ cursor: inout RubyByteCursor, quote: UInt8) {
        cursor.index += 1
        while cursor.index < cursor.end, cursor.bytes[cursor.index] != quote {
            if cursor.bytes[cursor.index] == UInt8(ascii: "\\") { cursor.index += 1 }
            if cursor.index < cursor.end, cursor.bytes[cursor.index] == UInt8(ascii: "\n") { cursor.startLine() }
            cursor.index += 1
        }
        if cursor.index < cursor.end { cursor.index += 1 }
    }
}
