/// Reads names (identifiers, constants, labels, variables), numbers, and what starts with `:` (`::`, symbols).
enum RubyNameLexer {
    // MARK: - Names and numbers

    /// An identifier, a constant or a label (`path:`); `name?` and `name!` keep their last byte.
    static func lexWord(_ cursor: inout RubyByteCursor) {
        let first = cursor.bytes[cursor.index]
        cursor.index += 1
        skipIdentifierBytes(&cursor)
        if cursor.index < cursor.end,
           cursor.bytes[cursor.index] == UInt8(ascii: "?") || cursor.bytes[cursor.index] == UInt8(ascii: "!"),
           cursor.peek(1) != UInt8(ascii: "=") || cursor.peek(2) == UInt8(ascii: "=") {
            cursor.index += 1
        }
        // `name:` (not `name::`) is a label, unless the name is a keyword such as `else:` in a ternary, or the name
        // starts a statement and a name follows the colon: Ruby reads `platform:ios` there as `platform :ios`.
        if cursor.index < cursor.end, cursor.bytes[cursor.index] == UInt8(ascii: ":"),
           cursor.peek(1) != UInt8(ascii: ":"),
           !RubyKeyword.isKeyword(cursor.bytes[cursor.tokenStart..<cursor.index]),
           !(startsStatement(cursor) && cursor.peek(1).map(RubyByteCursor.isIdentifierStart) == true) {
            cursor.index += 1
            cursor.emit(.label)
            return
        }
        let isConstant = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        cursor.emit(isConstant ? .constant : .identifier)
    }

    /// Whether the token being lexed starts a statement outside braces (which may hold a hash's labels): it is the
    /// first, or follows the end of a line or a `;`.
    private static func startsStatement(_ cursor: RubyByteCursor) -> Bool {
        guard cursor.openDelimiters.last != UInt8(ascii: "{") else { return false }
        guard cursor.pendingNewline == nil, let last = cursor.result.tokens.last else { return true }
        return last.kind == .newline || last.kind == .semicolon
    }

    /// `@name`, `@@name` or `$name`.
    static func lexVariable(_ cursor: inout RubyByteCursor) {
        cursor.index += 1
        while cursor.index < cursor.end, cursor.bytes[cursor.index] == UInt8(ascii: "@") { cursor.index += 1 }
        skipIdentifierBytes(&cursor)
        cursor.emit(.variable)
    }

    /// A number: digits, letters and `_` (`0x1F`, `1_000`, `1e5`), and `.` followed by a digit.
    static func lexNumber(_ cursor: inout RubyByteCursor) {
        cursor.index += 1
        while cursor.index < cursor.end {
            let byte = cursor.bytes[cursor.index]
            if RubyByteCursor.isIdentifierByte(byte) {
                cursor.index += 1
            } else if byte == UInt8(ascii: "."), let next = cursor.peek(1),
                      next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                cursor.index += 2
            } else {
                break
            }
        }
        cursor.emit(.number)
    }

    // MARK: - Colons and symbols

    /// `::`, a symbol (`:name`, `:"name"`), or a lone `:` (after a string label or in a ternary).
    static func lexColon(_ cursor: inout RubyByteCursor) {
        if cursor.peek(1) == UInt8(ascii: ":") {
            cursor.index += 2
            cursor.emit(.doubleColon)
            return
        }
        // `"key": value` (JSON, Ruby's string labels): the colon right after a string is not a symbol.
        let followsString = cursor.result.tokens.last.map { $0.kind == .string && $0.end == cursor.index } ?? false
        if !followsString, let next = cursor.peek(1) {
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                cursor.index += 2
                RubyStringLexer.lexQuoted(&cursor, close: next, open: nil, interpolates: next == UInt8(ascii: "\""),
                                          opaque: false, kind: .symbol)
                return
            }
            if RubyByteCursor.isIdentifierStart(next) {
                cursor.index += 1
                let nameStart = cursor.index
                skipIdentifierBytes(&cursor)
                if cursor.index < cursor.end {
                    let last = cursor.bytes[cursor.index]
                    if last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
                        || (last == UInt8(ascii: "=") && cursor.peek(1) != UInt8(ascii: ">") && cursor.peek(1) != UInt8(ascii: "=")) {
                        cursor.index += 1
                    }
                }
                let name = String(decoding: cursor.bytes[nameStart..<cursor.index], as: UTF8.self)
                cursor.emit(.symbol, string: RubyStringLiteral(text: name))
                return
            }
        }
        cursor.index += 1
        cursor.emit(.colon)
    }

    private static func skipIdentifierBytes(_ cursor: inout RubyByteCursor) {
        while cursor.index < cursor.end, RubyByteCursor.isIdentifierByte(cursor.bytes[cursor.index]) { cursor.index += 1 }
    }
}
