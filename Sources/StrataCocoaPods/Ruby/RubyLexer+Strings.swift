extension RubyLexer {
    // MARK: - Quoted literals

    /// A literal whose opening delimiter was just consumed, up to `close` (`open` nests when given).
    /// `"…"`, `%Q(…)` and backticks interpolate `#{…}`; `'…'` and `%q(…)` only unescape `\\` and the delimiter.
    mutating func lexQuoted(close: UInt8, open: UInt8?, interpolates: Bool, opaque: Bool,
                            kind: RubyToken.Kind = .string) {
        let start = tokenPosition
        var parts: [RubyStringLiteral.Part] = []
        var text: [UInt8] = []
        var depth = 0
        var terminated = false
        while index < end {
            let byte = bytes[index]
            if byte == close, depth == 0 {
                index += 1
                terminated = true
                break
            }
            if let open, byte == open { depth += 1 } else if open != nil, byte == close { depth -= 1 }
            if byte == UInt8(ascii: "\\") {
                unescape(into: &text, interpolates: interpolates, close: close, open: open)
            } else if interpolates, byte == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "{") {
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
                text = []
                parts.append(lexInterpolation())
            } else {
                text.append(byte)
                index += 1
                if byte == UInt8(ascii: "\n") { startLine() }
            }
        }
        if !terminated { diagnose("unterminated \(kind == .string ? "string" : "literal")", at: start) }
        if parts.isEmpty {
            result.strings.append(RubyStringLiteral(text: String(decoding: text, as: UTF8.self), isOpaque: opaque))
        } else {
            if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
            result.strings.append(RubyStringLiteral(parts: parts, isOpaque: opaque))
        }
        emit(kind, payload: result.strings.count - 1)
    }

    private mutating func unescape(into text: inout [UInt8], interpolates: Bool, close: UInt8, open: UInt8?) {
        index += 1
        guard index < end else { return }
        let byte = bytes[index]
        index += 1
        guard interpolates else {
            if byte == UInt8(ascii: "\\") || byte == close || byte == open {
                text.append(byte)
            } else {
                text += [UInt8(ascii: "\\"), byte]
                if byte == UInt8(ascii: "\n") { startLine() }
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
        case UInt8(ascii: "u"): text += unicodeEscape()
        case UInt8(ascii: "\n"): startLine()
        default: text.append(byte)
        }
    }

    /// The UTF-8 of `\uXXXX` or `\u{X…}` (the `\u` already read); an invalid escape gives U+FFFD.
    private mutating func unicodeEscape() -> [UInt8] {
        var digits: [UInt8] = []
        if peek(0) == UInt8(ascii: "{") {
            index += 1
            while index < end, bytes[index] != UInt8(ascii: "}"), digits.count < 8 {
                digits.append(bytes[index])
                index += 1
            }
            if index < end, bytes[index] == UInt8(ascii: "}") { index += 1 }
        } else {
            while index < end, digits.count < 4, Self.isHexDigit(bytes[index]) {
                digits.append(bytes[index])
                index += 1
            }
        }
        let scalar = UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// `#{…}` at `index`: the range of the code between the braces (nested braces and quoted strings skipped).
    private mutating func lexInterpolation() -> RubyStringLiteral.Part {
        index += 2
        let codeStart = index
        let position = RubyPosition(line: line, column: column(of: index))
        var depth = 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipNestedString(quote: byte)
                continue
            } else if byte == UInt8(ascii: "\n") {
                index += 1
                startLine()
                continue
            }
            index += 1
        }
        let code = codeStart..<index
        if index < end {
            index += 1
        } else {
            diagnose("unterminated interpolation", at: position)
        }
        return .interpolation(code, position)
    }

    private mutating func skipNestedString(quote: UInt8) {
        index += 1
        while index < end, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "\n") { startLine() }
            index += 1
        }
        if index < end { index += 1 }
    }

    // MARK: - Percent literals

    /// `%w[…]`, `%i[…]`, `%q(…)`, `%Q(…)`, `%(…)`, `%r{…}`, `%x(…)`, `%s(…)` at `index`; `false` when the
    /// `%` is an operator after all.
    mutating func lexPercentLiteral() -> Bool {
        guard let next = peek(1) else { return false }
        var type = UInt8(ascii: "Q")
        var delimiterOffset = 1
        if "wWiIqQrsx".utf8.contains(next) {
            type = next
            delimiterOffset = 2
        }
        guard let delimiter = peek(delimiterOffset), delimiter < 0x80, !Self.isIdentifierByte(delimiter),
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
        index += delimiterOffset + 1
        switch type {
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "i"), UInt8(ascii: "I"):
            lexWords(close: closer, open: opener)
        case UInt8(ascii: "q"):
            lexQuoted(close: closer, open: opener, interpolates: false, opaque: false)
        case UInt8(ascii: "s"):
            lexQuoted(close: closer, open: opener, interpolates: false, opaque: false, kind: .symbol)
        case UInt8(ascii: "r"), UInt8(ascii: "x"):
            lexQuoted(close: closer, open: opener, interpolates: true, opaque: true, kind: .opaqueLiteral)
        default:
            lexQuoted(close: closer, open: opener, interpolates: true, opaque: false)
        }
        return true
    }

    private mutating func lexWords(close: UInt8, open: UInt8?) {
        let start = tokenPosition
        var words: [String] = []
        var word: [UInt8] = []
        var depth = 0
        var terminated = false
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == close, depth == 0 {
                terminated = true
                break
            }
            if let open, byte == open { depth += 1 } else if open != nil, byte == close { depth -= 1 }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word = []
                if byte == UInt8(ascii: "\n") { startLine() }
            } else if byte == UInt8(ascii: "\\"), index < end {
                word.append(bytes[index])
                index += 1
            } else {
                word.append(byte)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        if !terminated { diagnose("unterminated word list", at: start) }
        result.wordLists.append(words)
        emit(.words, payload: result.wordLists.count - 1)
    }

    // MARK: - Heredocs

    /// `<<~ID`, `<<-ID`, `<<ID` or a quoted identifier at `index`: emits the string now and reads its body
    /// after the end of the line. `false` when the `<` starts an operator.
    mutating func lexHeredocStart() -> Bool {
        guard peek(1) == UInt8(ascii: "<") else { return false }
        var offset = 2
        var indented = false
        if peek(2) == UInt8(ascii: "~") || peek(2) == UInt8(ascii: "-") {
            indented = true
            offset = 3
        }
        guard let first = peek(offset) else { return false }
        var quote: UInt8?
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || first == UInt8(ascii: "`") {
            quote = first
            offset += 1
        } else {
            let isUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            guard isUpper || first == UInt8(ascii: "_") || (indented && Self.isIdentifierStart(first)) else { return false }
        }
        let nameStart = index + offset
        var cursor = nameStart
        if let quote {
            while cursor < end, bytes[cursor] != quote, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
            guard cursor < end, bytes[cursor] == quote else { return false }
        } else {
            while cursor < end, Self.isIdentifierByte(bytes[cursor]) { cursor += 1 }
        }
        guard cursor > nameStart else { return false }
        let terminator = Array(bytes[nameStart..<cursor])
        index = cursor + (quote == nil ? 0 : 1)
        result.strings.append(RubyStringLiteral(text: ""))
        pendingHeredocs.append(PendingHeredoc(terminator: terminator, indentedTerminator: indented,
                                              interpolates: quote != UInt8(ascii: "'"),
                                              stringIndex: result.strings.count - 1, position: tokenPosition))
        emit(.string, payload: result.strings.count - 1)
        return true
    }

    /// Reads the bodies of the pending heredocs, starting at the line after the one that opened them.
    mutating func readHeredocBodies() {
        for heredoc in pendingHeredocs {
            var body: [UInt8] = []
            var terminated = false
            while index < end {
                let lineBegin = index
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                var content = bytes[lineBegin..<index]
                while let last = content.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                    content = content.dropLast()
                }
                if heredoc.indentedTerminator {
                    while let first = content.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                        content = content.dropFirst()
                    }
                }
                let isTerminator = content.elementsEqual(heredoc.terminator)
                if !isTerminator { body += bytes[lineBegin..<index] + [UInt8(ascii: "\n")] }
                if index < end {
                    index += 1
                    startLine()
                }
                if isTerminator {
                    terminated = true
                    break
                }
            }
            if !terminated { diagnose("unterminated heredoc", at: heredoc.position) }
            let hasInterpolation = heredoc.interpolates && body.indices.contains { offset in
                body[offset] == UInt8(ascii: "#") && offset + 1 < body.count && body[offset + 1] == UInt8(ascii: "{")
            }
            result.strings[heredoc.stringIndex] = RubyStringLiteral(
                text: String(decoding: body, as: UTF8.self), isOpaque: hasInterpolation)
        }
        pendingHeredocs.removeAll()
    }
}
