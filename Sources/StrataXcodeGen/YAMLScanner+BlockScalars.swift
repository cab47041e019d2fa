extension YAMLScanner {
    /// A literal (`|`) or folded (`>`) block scalar from its indicator, with its chomping (`-`, `+`) and
    /// indentation (`1`…`9`) indicators, kept as the text YAML gives it.
    /// - Throws: ``YAMLIssue`` for a malformed header or a tab where indentation is expected.
    mutating func scanBlockScalar(literal: Bool) throws(YAMLIssue) -> String {
        advance()
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            let byte = peek()
            if chomping == 0, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                chomping = byte == UInt8(ascii: "+") ? 1 : -1
                advance()
            } else if increment == 0, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                increment = Int(byte - UInt8(ascii: "0"))
                advance()
            }
        }
        while isBlank(peek()) { advance() }
        if peek() == UInt8(ascii: "#") {
            while index < bytes.count, !isBreak(peek()) { advance() }
        }
        guard index >= bytes.count || isBreak(peek()) else {
            throw issue("unexpected text after a block scalar indicator")
        }
        if index < bytes.count { consumeBreak() }

        var contentIndent = increment > 0 ? max(indent, 0) + increment : 0
        var trailingBreaks = try scanBlockScalarBreaks(indent: &contentIndent)
        var text: [UInt8] = []
        var leadingBreak = false
        var leadingBlank = false
        while column == contentIndent, index < bytes.count {
            let trailingBlank = isBlank(peek())
            if !literal, leadingBreak, !leadingBlank, !trailingBlank {
                // A single break between two lines of a folded scalar is a space.
                if trailingBreaks == 0 { text.append(UInt8(ascii: " ")) }
            } else if leadingBreak {
                text.append(UInt8(ascii: "\n"))
            }
            text += Array(repeating: UInt8(ascii: "\n"), count: trailingBreaks)
            leadingBlank = isBlank(peek())
            let start = index
            while index < bytes.count, !isBreak(peek()) { advance() }
            text += bytes[start..<index]
            guard index < bytes.count else {
                leadingBreak = false
                trailingBreaks = 0
                break
            }
            consumeBreak()
            leadingBreak = true
            trailingBreaks = try scanBlockScalarBreaks(indent: &contentIndent)
        }
        if chomping != -1, leadingBreak { text.append(UInt8(ascii: "\n")) }
        if chomping == 1 { text += Array(repeating: UInt8(ascii: "\n"), count: trailingBreaks) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Consumes the indentation of the next lines and the empty ones among them; fixes `indent` from the
    /// first line with text when it is still 0 (not given by an indicator).
    /// - Returns: The number of empty lines consumed.
    private mutating func scanBlockScalarBreaks(indent contentIndent: inout Int) throws(YAMLIssue) -> Int {
        var breaks = 0
        var widest = 0
        while true {
            while contentIndent == 0 || column < contentIndent, peek() == UInt8(ascii: " ") { advance() }
            widest = max(widest, column)
            if contentIndent == 0 || column < contentIndent, peek() == UInt8(ascii: "\t") {
                throw issue("a tab character where a block scalar's indentation is expected")
            }
            guard index < bytes.count, isBreak(peek()) else { break }
            consumeBreak()
            breaks += 1
        }
        if contentIndent == 0 {
            contentIndent = max(widest, indent + 1, 1)
        }
        return breaks
    }
}
