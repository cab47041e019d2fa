extension StarlarkLexer {
    // MARK: - Strings

    /// The length of a string prefix (`r`, `b`, `rb`, `br`, any case) followed by a quote at `offset`, `0` for a
    /// bare quote; `nil` when no string starts there.
    func stringPrefixLength(at offset: Int) -> Int? {
        var cursor = offset
        while cursor < bytes.count, cursor - offset < 2, "rRbB".utf8.contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else {
            return nil
        }
        if cursor - offset == 2, (bytes[offset] | 0x20) == (bytes[offset + 1] | 0x20) { return nil }
        return cursor - offset
    }

    /// Lexes a string literal whose prefix (`prefix` bytes) starts at `start`: single- or triple-quoted, raw or
    /// not. An unterminated one (a single-quoted string at its line's end, a triple-quoted one at the file's end)
    /// is an `invalid` token.
    mutating func lexString(from start: Int, prefix: Int) {
        let isRaw = bytes[start..<start + prefix].contains { $0 | 0x20 == UInt8(ascii: "r") }
        position = start + prefix
        let quote = bytes[position]
        let isTriple = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
        position += isTriple ? 3 : 1
        var terminated = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                // An escaped byte never ends the string, in raw strings too (`r"\""` is one string).
                position = min(position + 2, bytes.count)
                continue
            }
            if byte == quote {
                if !isTriple {
                    position += 1
                    terminated = true
                    break
                }
                if position + 2 < bytes.count, bytes[position + 1] == quote, bytes[position + 2] == quote {
                    position += 3
                    terminated = true
                    break
                }
            }
            if !isTriple, byte == 0x0A || byte == 0x0D { break }
            position += 1
        }
        var token = StarlarkToken(kind: terminated ? .string : .invalid, start: start, end: position)
        token.quote = isTriple ? 3 : 1
        token.prefix = UInt8(prefix)
        token.isRaw = isRaw
        tokens.append(token)
        lineHasTokens = true
    }

    // MARK: - Punctuation

    /// The operator or punctuation at `offset`, longest first, and its length.
    func punctuation(at offset: Int) -> (StarlarkTokenKind, Int)? {
        let first = bytes[offset]
        let second: UInt8 = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        let third: UInt8 = offset + 2 < bytes.count ? bytes[offset + 2] : 0
        let equals = UInt8(ascii: "=")
        switch first {
        case UInt8(ascii: "("): return (.leftParen, 1)
        case UInt8(ascii: ")"): return (.rightParen, 1)
        case UInt8(ascii: "["): return (.leftBracket, 1)
        case UInt8(ascii: "]"): return (.rightBracket, 1)
        case UInt8(ascii: "{"): return (.leftBrace, 1)
        case UInt8(ascii: "}"): return (.rightBrace, 1)
        case UInt8(ascii: ","): return (.comma, 1)
        case UInt8(ascii: ":"): return (.colon, 1)
        case UInt8(ascii: ";"): return (.semicolon, 1)
        case UInt8(ascii: "."): return (.dot, 1)
        case UInt8(ascii: "~"): return (.tilde, 1)
        case UInt8(ascii: "="): return second == equals ? (.equalEqual, 2) : (.assign, 1)
        case UInt8(ascii: "!"): return second == equals ? (.notEqual, 2) : nil
        case UInt8(ascii: "+"): return second == equals ? (.plusAssign, 2) : (.plus, 1)
        case UInt8(ascii: "-"):
            if second == UInt8(ascii: ">") { return (.arrow, 2) }
            return second == equals ? (.minusAssign, 2) : (.minus, 1)
        case UInt8(ascii: "*"):
            if second == UInt8(ascii: "*") { return (.starStar, 2) }
            return second == equals ? (.starAssign, 2) : (.star, 1)
        case UInt8(ascii: "/"):
            if second == UInt8(ascii: "/") { return third == equals ? (.slashSlashAssign, 3) : (.slashSlash, 2) }
            return second == equals ? (.slashAssign, 2) : (.slash, 1)
        case UInt8(ascii: "%"): return second == equals ? (.percentAssign, 2) : (.percent, 1)
        case UInt8(ascii: "|"): return second == equals ? (.pipeAssign, 2) : (.pipe, 1)
        case UInt8(ascii: "&"): return second == equals ? (.ampersandAssign, 2) : (.ampersand, 1)
        case UInt8(ascii: "^"): return second == equals ? (.caretAssign, 2) : (.caret, 1)
        case UInt8(ascii: "<"):
            if second == UInt8(ascii: "<") { return third == equals ? (.lessLessAssign, 3) : (.lessLess, 2) }
            return second == equals ? (.lessEqual, 2) : (.less, 1)
        case UInt8(ascii: ">"):
            if second == UInt8(ascii: ">") { return third == equals ? (.greaterGreaterAssign, 3) : (.greaterGreater, 2) }
            return second == equals ? (.greaterEqual, 2) : (.greater, 1)
        default: return nil
        }
    }
}

/// Decodes the text of string tokens.
enum StarlarkStringDecoder {
    /// The value of the string token `token` of `bytes`: its quotes and prefix removed, its escapes decoded
    /// (`\n`, `\t`, `\\`, `\'`, `\"`, octal, `\x`, `\u`, `\U`; in a raw string only `\` before a quote keeps
    /// its backslash and the quote). An unknown escape keeps its backslash; invalid UTF-8 becomes U+FFFD.
    static func value(of token: StarlarkToken, in bytes: [UInt8]) -> String {
        let quote = Int(token.quote)
        let start = token.start + Int(token.prefix) + quote
        let end = max(start, token.end - quote)
        guard !token.isRaw, bytes[start..<end].contains(UInt8(ascii: "\\")) else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                output.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): output.append(next)
            case 0x0A: break
            case 0x0D: if index < end, bytes[index] == 0x0A { index += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                appendScalar(value, to: &output)
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let count = next == UInt8(ascii: "x") ? 2 : next == UInt8(ascii: "u") ? 4 : 8
                if let value = hexValue(bytes, from: index, count: count, end: end) {
                    appendScalar(value, to: &output)
                    index += count
                } else {
                    output.append(UInt8(ascii: "\\"))
                    output.append(next)
                }
            default:
                output.append(UInt8(ascii: "\\"))
                output.append(next)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ bytes: [UInt8], from start: Int, count: Int, end: Int) -> UInt32? {
        guard start + count <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + count] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value &* 16 &+ UInt32(digit)
        }
        return value
    }

    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: String(Character(scalar)).utf8)
    }
}
