/// Reads literal (`|`) and folded (`>`) block scalars, whose lines are kept or folded by their indentation.
enum YAMLBlockScalarScanner {
    /// A literal (`|`) or folded (`>`) block scalar from its indicator, with its chomping (`-`, `+`) and
    /// indentation (`1`…`9`) indicators, kept as the text YAML gives it.
    /// - Throws: ``YAMLIssue`` for a malformed header or a tab where indentation is expected.
    /// - Parameter indent: The column of the enclosing block collection (-1 at the top).
    static func scan(_ cursor: inout YAMLByteCursor, literal: Bool, indent: Int) throws(YAMLIssue) -> String {
        cursor.advance()
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            let byte = cursor.peek()
            if chomping == 0, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                chomping = byte == UInt8(ascii: "+") ? 1 : -1
                cursor.advance()
            } else if increment == 0, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                increment = Int(byte - UInt8(ascii: "0"))
                cursor.advance()
            }
        }
        while cursor.isBlank(cursor.peek()) { cursor.advance() }
        if cursor.peek() == UInt8(ascii: "#") {
            while cursor.index < cursor.bytes.count, !cursor.isBreak(cursor.peek()) { cursor.advance() }
        }
        guard cursor.index >= cursor.bytes.count || cursor.isBreak(cursor.peek()) else {
            throw cursor.issue("unexpected text after a block scalar indicator")
        }
        if cursor.index < cursor.bytes.count { cursor.consumeBreak() }

        var contentIndent = increment > 0 ? max(indent, 0) + increment : 0
        var trailingBreaks = try scanBreaks(&cursor, indent: &contentIndent, blockIndent: indent)
        var text: [UInt8] = []
        var leadingBreak = false
        var leadingBlank = false
        while cursor.column == contentIndent, cursor.index < cursor.bytes.count {
            let trailingBlank = cursor.isBlank(cursor.peek())
            if !literal, leadingBreak, !leadingBlank, !trailingBlank {
                // A single break between two lines of a folded scalar is a space.
                if trailingBreaks == 0 { text.append(UInt8(ascii: " ")) }
            } else if leadingBreak {
                text.append(UInt8(ascii: "\n"))
            }
            text += Array(repeating: UInt8(ascii: "\n"), count: trailingBreaks)
            leadingBlank = cursor.isBlank(cursor.peek())
            let start = cursor.index
            while cursor.index < cursor.bytes.count, !cursor.isBreak(cursor.peek()) { cursor.advance() }
            text += cursor.bytes[start..<cursor.index]
            guard cursor.index < cursor.bytes.count else {
                leadingBreak = false
                trailingBreaks = 0
                break
            }
            cursor.consumeBreak()
            leadingBreak = true
            trailingBreaks = try scanBreaks(&cursor, indent: &contentIndent, blockIndent: indent)
        }
        if chomping != -1, leadingBreak { text.append(UInt8(ascii: "\n")) }
        if chomping == 1 { text += Array(repeating: UInt8(ascii: "\n"), count: trailingBreaks) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Consumes the indentation of the next lines and the empty ones among them; fixes `indent` from the
    /// first line with text when it is still 0 (not given by an indicator).
    /// - Returns: The number of empty lines consumed.
    private static func scanBreaks(_ cursor: inout YAMLByteCursor, indent contentIndent: inout Int,
                                   blockIndent indent: Int) throws(YAMLIssue) -> Int {
        var breaks = 0
        var widest = 0
        while true {
            while contentIndent == 0 || cursor.column < contentIndent, cursor.peek() == UInt8(ascii: " ") { cursor.advance() }
            widest = max(widest, cursor.column)
            if contentIndent == 0 || cursor.column < contentIndent, cursor.peek() == UInt8(ascii: "\t") {
                throw cursor.issue("a tab character where a block scalar's indentation is expected")
            }
            guard cursor.index < cursor.bytes.count, cursor.isBreak(cursor.peek()) else { break }
            cursor.consumeBreak()
            breaks += 1
        }
        if contentIndent == 0 {
            contentIndent = max(widest, indent + 1, 1)
        }
        return breaks
    }
}
