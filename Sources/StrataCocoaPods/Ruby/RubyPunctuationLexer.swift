/// Reads operators (longest first), brackets and the other punctuation, and keeps the stack of open brackets.
enum RubyPunctuationLexer {
    private static let operators: [[UInt8]] = [
        "**=", "||=", "&&=", "<<=", ">>=", "<=>", "===", "...",
        "==", "!=", "=~", "!~", ">=", "<=", "&&", "||", "<<", ">>", "**", "..", "->", "=>", "&.",
        "+=", "-=", "*=", "/=", "|=", "&=", "%=", "^=",
    ].map { Array($0.utf8) }

    /// The operator or punctuation that starts with `byte` at the cursor; `.unknown` for a byte of no use.
    static func lex(_ byte: UInt8, _ cursor: inout RubyByteCursor) {
        for spelling in Self.operators where cursor.matches(bytes: spelling) {
            cursor.index += spelling.count
            switch spelling {
            case Array("->".utf8): cursor.emit(.lambda)
            case Array("=>".utf8): cursor.emit(.arrow)
            case Array("&.".utf8): cursor.emit(.dot)
            default: cursor.emit(spelling.last == UInt8(ascii: "=") && Self.isAssignment(spelling) ? .operatorAssign : .operator)
            }
            return
        }
        cursor.index += 1
        switch byte {
        case UInt8(ascii: "("): cursor.openDelimiters.append(byte); cursor.emit(.leftParen)
        case UInt8(ascii: "["): cursor.openDelimiters.append(byte); cursor.emit(.leftBracket)
        case UInt8(ascii: "{"): cursor.openDelimiters.append(byte); cursor.emit(.leftBrace)
        case UInt8(ascii: ")"): close(UInt8(ascii: "("), &cursor); cursor.emit(.rightParen)
        case UInt8(ascii: "]"): close(UInt8(ascii: "["), &cursor); cursor.emit(.rightBracket)
        case UInt8(ascii: "}"): close(UInt8(ascii: "{"), &cursor); cursor.emit(.rightBrace)
        case UInt8(ascii: ","): cursor.emit(.comma)
        case UInt8(ascii: "."): cursor.emit(.dot)
        case UInt8(ascii: ";"): cursor.emit(.semicolon)
        case UInt8(ascii: "|"): cursor.emit(.pipe)
        case UInt8(ascii: "="): cursor.emit(.assign)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            cursor.emit(.operator)
        default:
            cursor.emit(.unknown)
        }
    }

    private static func isAssignment(_ spelling: [UInt8]) -> Bool {
        // `==`, `!=`, `>=`, `<=`, `===` compare; the rest ending in `=` assign.
        !(spelling == Array("==".utf8) || spelling == Array("!=".utf8) || spelling == Array(">=".utf8)
            || spelling == Array("<=".utf8) || spelling == Array("===".utf8))
    }

    /// Closes the innermost delimiter if it is `open`; a stray closer leaves the stack alone.
    private static func close(_ open: UInt8, _ cursor: inout RubyByteCursor) {
        if cursor.openDelimiters.last == open { cursor.openDelimiters.removeLast() }
    }
}
