/// A heredoc opened on the current line, whose body is read after it.
struct RubyPendingHeredoc {
    var terminator: [UInt8]
    var indentedTerminator: Bool
    var interpolates: Bool
    /// Where its string is in ``RubyTokens/strings``, filled in when the body is read.
    var stringIndex: Int
    var position: RubyPosition
}

/// Reads heredocs: the opener (`<<~ID`, `<<-ID`, `<<ID`, `<<~'ID'`, …) where it stands, the bodies after the line.
enum RubyHeredocLexer {
    /// `<<~ID`, `<<-ID`, `<<ID` or a quoted identifier at the cursor: emits the string now and reads its body
    /// after the end of the line. `false` when the `<` starts an operator.
    static func lexStart(_ cursor: inout RubyByteCursor) -> Bool {
        guard cursor.peek(1) == UInt8(ascii: "<") else { return false }
        var offset = 2
        var indented = false
        if cursor.peek(2) == UInt8(ascii: "~") || cursor.peek(2) == UInt8(ascii: "-") {
            indented = true
            offset = 3
        }
        guard let first = cursor.peek(offset) else { return false }
        var quote: UInt8?
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || first == UInt8(ascii: "`") {
            quote = first
            offset += 1
        } else {
            let isUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            guard isUpper || first == UInt8(ascii: "_") || (indented && RubyByteCursor.isIdentifierStart(first)) else {
                return false
            }
        }
        let nameStart = cursor.index + offset
        var nameEnd = nameStart
        if let quote {
            while nameEnd < cursor.end, cursor.bytes[nameEnd] != quote, cursor.bytes[nameEnd] != UInt8(ascii: "\n") { nameEnd += 1 }
            guard nameEnd < cursor.end, cursor.bytes[nameEnd] == quote else { return false }
        } else {
            while nameEnd < cursor.end, RubyByteCursor.isIdentifierByte(cursor.bytes[nameEnd]) { nameEnd += 1 }
        }
        guard nameEnd > nameStart else { return false }
        let terminator = Array(cursor.bytes[nameStart..<nameEnd])
        cursor.index = nameEnd + (quote == nil ? 0 : 1)
        cursor.result.strings.append(RubyStringLiteral(text: ""))
        cursor.pendingHeredocs.append(RubyPendingHeredoc(terminator: terminator, indentedTerminator: indented,
                                                         interpolates: quote != UInt8(ascii: "'"),
                                                         stringIndex: cursor.result.strings.count - 1,
                                                         position: cursor.tokenPosition))
        cursor.emit(.string, payload: cursor.result.strings.count - 1)
        return true
    }

    /// Reads the bodies of the pending heredocs, starting at the line after the one that opened them.
    static func readBodies(_ cursor: inout RubyByteCursor) {
        for heredoc in cursor.pendingHeredocs {
            var body: [UInt8] = []
            var terminated = false
            while cursor.index < cursor.end {
                let lineBegin = cursor.index
                while cursor.index < cursor.end, cursor.bytes[cursor.index] != UInt8(ascii: "\n") { cursor.index += 1 }
                var content = cursor.bytes[lineBegin..<cursor.index]
                while let last = content.last,
                      last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                    content = content.dropLast()
                }
                if heredoc.indentedTerminator {
                    while let first = content.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                        content = content.dropFirst()
                    }
                }
                let isTerminator = content.elementsEqual(heredoc.terminator)
                if !isTerminator { body += cursor.bytes[lineBegin..<cursor.index] + [UInt8(ascii: "\n")] }
                if cursor.index < cursor.end {
                    cursor.index += 1
                    cursor.startLine()
                }
                if isTerminator {
                    terminated = true
                    break
                }
            }
            if !terminated { cursor.diagnose("unterminated heredoc", at: heredoc.position) }
            let hasInterpolation = heredoc.interpolates && body.indices.contains { offset in
                body[offset] == UInt8(ascii: "#") && offset + 1 < body.count && body[offset + 1] == UInt8(ascii: "{")
            }
            cursor.result.strings[heredoc.stringIndex] = RubyStringLiteral(
                text: String(decoding: body, as: UTF8.self), isOpaque: hasInterpolation)
        }
        cursor.pendingHeredocs.removeAll()
    }
}
