/// Reads plain (unquoted) scalars, over several lines when they continue deeper than their block collection.
enum YAMLPlainScalarScanner {
    /// Whether `byte` can start a plain scalar: not an indicator, or `-`, `?`, `:` followed by a character
    /// that is neither blank nor (inside `[]`/`{}`) a flow indicator.
    static func canStart(_ byte: UInt8, at cursor: YAMLByteCursor, flowLevel: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !cursor.isBlankOrEnd(1) && !(flowLevel > 0 && cursor.isFlowIndicator(cursor.peek(1)))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            return false
        default:
            return !cursor.isBlank(byte) && !cursor.isBreak(byte)
        }
    }

    /// A plain scalar, possibly over several lines (each further line indented deeper than the enclosing
    /// block collection), folded as YAML folds it.
    /// - Parameters:
    ///   - indent: The column of the enclosing block collection (-1 at the top).
    ///   - flowLevel: How many `[]`/`{}` are open.
    /// - Returns: The text, and whether the scan stopped at the start of a later line.
    static func scan(_ cursor: inout YAMLByteCursor, indent: Int, flowLevel: Int) -> (text: String, endedOnNewLine: Bool) {
        var text: [UInt8] = []
        var pendingBlanks: [UInt8] = []
        var breaks = 0
        let minimumColumn = indent + 1
        while cursor.index < cursor.bytes.count {
            if cursor.column == 0, cursor.isDocumentMarker() { break }
            if cursor.peek() == UInt8(ascii: "#") { break }
            let chunkStart = cursor.index
            while cursor.index < cursor.bytes.count, !cursor.isBlank(cursor.peek()), !cursor.isBreak(cursor.peek()) {
                let byte = cursor.peek()
                if byte == UInt8(ascii: ":"), cursor.isBlankOrEnd(1) || (flowLevel > 0 && cursor.isFlowIndicator(cursor.peek(1))) {
                    break
                }
                if flowLevel > 0, cursor.isFlowIndicator(byte) { break }
                cursor.advance()
            }
            if cursor.index == chunkStart { break }
            if breaks > 0 {
                if breaks == 1 {
                    text.append(UInt8(ascii: " "))
                } else {
                    text += Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
                }
            } else {
                text += pendingBlanks
            }
            text += cursor.bytes[chunkStart..<cursor.index]
            pendingBlanks = []
            breaks = 0
            // The blanks and breaks after a chunk belong to the scalar only if another chunk follows.
            guard cursor.isBlank(cursor.peek()) || cursor.isBreak(cursor.peek()) else { break }
            while cursor.index < cursor.bytes.count, cursor.isBlank(cursor.peek()) || cursor.isBreak(cursor.peek()) {
                if cursor.isBreak(cursor.peek()) {
                    cursor.consumeBreak()
                    breaks += 1
                } else {
                    // A tab in a continuation line's indentation ends the scalar there.
                    if breaks > 0, cursor.peek() == UInt8(ascii: "\t"), cursor.column < minimumColumn { break }
                    if breaks == 0 { pendingBlanks.append(cursor.peek()) }
                    cursor.advance()
                }
            }
            if breaks > 0, flowLevel == 0, cursor.column < minimumColumn { break }
        }
        return (String(decoding: text, as: UTF8.self), breaks > 0)
    }
}
