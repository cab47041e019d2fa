/// Reads node properties and aliases: anchors' and aliases' names (after `&` and `*`) and tags.
enum YAMLPropertyScanner {
    /// An anchor's or alias's name, after its `&` or `*`: everything up to a blank or a flow indicator.
    static func scanName(_ cursor: inout YAMLByteCursor, kind: String) throws(YAMLIssue) -> String {
        let start = cursor.index
        while cursor.index < cursor.bytes.count, !cursor.isBlank(cursor.peek()), !cursor.isBreak(cursor.peek()),
              !cursor.isFlowIndicator(cursor.peek()) { cursor.advance() }
        guard cursor.index > start else { throw cursor.issue("an \(kind) needs a name") }
        return String(decoding: cursor.bytes[start..<cursor.index], as: UTF8.self)
    }

    /// A tag (`!foo`, `!!str`, `!<uri>`) from its `!`, as written.
    /// - Parameter flowLevel: How many `[]`/`{}` are open.
    static func scanTag(_ cursor: inout YAMLByteCursor, flowLevel: Int) -> String {
        let start = cursor.index
        cursor.advance()
        if cursor.peek() == UInt8(ascii: "<") {
            while cursor.index < cursor.bytes.count, cursor.peek() != UInt8(ascii: ">"), !cursor.isBreak(cursor.peek()) {
                cursor.advance()
            }
            if cursor.peek() == UInt8(ascii: ">") { cursor.advance() }
        } else {
            while cursor.index < cursor.bytes.count, !cursor.isBlank(cursor.peek()), !cursor.isBreak(cursor.peek()),
                  !(flowLevel > 0 && cursor.isFlowIndicator(cursor.peek())) { cursor.advance() }
        }
        return String(decoding: cursor.bytes[start..<cursor.index], as: UTF8.self)
    }
}
