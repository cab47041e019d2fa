/// Reads `%` literals: `%w[…]` and `%i[…]` word lists here, the others' bodies with ``RubyStringLexer``.
enum RubyPercentLiteralLexer {
    /// `%w[…]`, `%i[…]`, `%q(…)`, `%Q(…)`, `%(…)`, `%r{…}`, `%x(…)`, `%s(…)` at the cursor; `false` when the
    /// `%` is an operator after all.
    static func lex(_ cursor: inout RubyByteCursor) -> Bool {
        guard let next = cursor.peek(1) else { return false }
        var type = UInt8(ascii: "Q")
        var delimiterOffset = 1
        if "wWiIqQrsx".utf8.contains(next) {
            type = next
            delimiterOffset = 2
        }
        guard let delimiter = cursor.peek(delimiterOffset), delimiter < 0x80, !RubyByteCursor.isIdentifierByte(delimiter),
              delimiter > 0x20 else { return false }
        let closer: UInt8
        switch delimiter {
        case UInt8(ascii: "("): closer = UInt8(ascii: ")")
        case UInt8(ascii: "["): closer = UInt8(ascii: "]")
        case UInt8(ascii: "{"): closer = UInt8(ascii: "}")
        case UInt8(ascii: "<"): closer = UInt8(ascii: ">")
        default: closer = delimiter
        }
        let opener: UInt8? = closer == delimiter ? nil : delimiter
        cursor.index += delimiterOffset + 1
        switch type {
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "i"), UInt8(ascii: "I"):
            lexWords(&cursor, close: closer, open: opener)
        case UInt8(ascii: "q"):
            RubyStringLexer.lexQuoted(&cursor, close: closer, open: opener, interpolates: false, opaque: false)
        case UInt8(ascii: "s"):
            RubyStringLexer.lexQuoted(&cursor, close: closer, open: opener, interpolates: false, opaque: false, kind: .symbol)
        case UInt8(ascii: "r"), UInt8(ascii: "x"):
            RubyStringLexer.lexQuoted(&cursor, close: closer, open: opener, interpolates: true, opaque: true, kind: .opaqueLiteral)
        default:
            RubyStringLexer.lexQuoted(&cursor, close: closer, open: opener, interpolates: true, opaque: false)
        }
        return true
    }

    private static func lexWords(_ cursor: inout RubyByteCursor, close: UInt8, open: UInt8?) {
        let start = cursor.tokenPosition
        var words: [String] = []
        var word: [UInt8] = []
        var depth = 0
        var terminated = false
        while cursor.index < cursor.end {
            let byte = cursor.bytes[cursor.index]
            cursor.index += 1
            if byte == close, depth == 0 {
                terminated = true
                break
            }
            if let open, byte == open { depth += 1 } else if open != nil, byte == close { depth -= 1 }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word = []
                if byte == UInt8(ascii: "\n") { cursor.startLine() }
            } else if byte == UInt8(ascii: "\\"), cursor.index < cursor.end {
                word.append(cursor.bytes[cursor.index])
                cursor.index += 1
            } else {
                word.append(byte)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        if !terminated { cursor.diagnose("unterminated word list", at: start) }
        cursor.result.wordLists.append(words)
        cursor.emit(.words, payload: cursor.result.wordLists.count - 1)
    }

}
