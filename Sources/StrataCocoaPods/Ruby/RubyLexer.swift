/// Splits the Ruby of a Podfile or a podspec into ``RubyToken``s, byte by byte.
///
/// Newlines inside `(…)` and `[…]`, after an operator or a comma, and before a line that starts with
/// `.method` continue the statement and produce no token. Comments, `=begin … =end` and everything after
/// `__END__` are dropped. A literal left open (a string, a heredoc, an interpolation) becomes a diagnostic
/// and ends at the end of the input; bytes the subset has no use for become `.unknown` tokens. Every
/// loop advances by at least one byte.
///
/// This is the entry and the main loop: lines, comments, and which lexer reads the token at hand
/// (``RubyStringLexer``, ``RubyPercentLiteralLexer``, ``RubyHeredocLexer``, ``RubyNameLexer``,
/// ``RubyPunctuationLexer``), all over one ``RubyByteCursor``.
enum RubyLexer {
    /// The lexer reads no byte at or past this offset (2 GiB), so that offsets, lines and columns fit the 32 bits
    /// a ``RubyToken`` stores them in.
    static let maximumLength = 1 << 31

    /// The tokens of `bytes` (or of `bytes[range]`, whose first byte is at `position`: used to lex an
    /// interpolation on its own).
    static func tokenize(_ bytes: [UInt8], range: Range<Int>? = nil,
                         position: RubyPosition = RubyPosition(line: 1, column: 1)) -> RubyTokens {
        let range = range ?? bytes.startIndex..<bytes.endIndex
        var cursor = RubyByteCursor(bytes: bytes, range: range, position: position, limit: maximumLength)
        if cursor.end < min(range.upperBound, bytes.count) {
            cursor.diagnose("the file is larger than 2 GiB; only its first 2 GiB are read", at: position)
        }
        run(&cursor)
        // The parser keeps the tokens and literals while it builds the program: not the room their arrays grew
        // into (up to as much again).
        if cursor.result.tokens.capacity - cursor.result.tokens.count > 4_096 {
            cursor.result.tokens = Array(copying: cursor.result.tokens)
        }
        if cursor.result.strings.capacity - cursor.result.strings.count > 4_096 {
            cursor.result.strings = Array(copying: cursor.result.strings)
        }
        return cursor.result
    }

    // MARK: - Main loop

    private static func run(_ cursor: inout RubyByteCursor) {
        var progress = Int.min
        while cursor.index < cursor.end {
            assert(cursor.index > progress, "Ruby lexer made no progress at \(cursor.index)")
            progress = cursor.index
            let byte = cursor.bytes[cursor.index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                cursor.index += 1
            case UInt8(ascii: "\n"):
                newline(&cursor)
            case UInt8(ascii: "\\") where cursor.peek(1) == UInt8(ascii: "\n") || cursor.peek(1) == UInt8(ascii: "\r"):
                cursor.index += cursor.peek(1) == UInt8(ascii: "\r") && cursor.peek(2) == UInt8(ascii: "\n") ? 3 : 2
                cursor.startLine()
            case UInt8(ascii: "#"):
                cursor.skipToEndOfLine()
            case UInt8(ascii: "=") where cursor.index == cursor.lineStart && cursor.matches("=begin"):
                skipBlockComment(&cursor)
            case UInt8(ascii: "_") where cursor.index == cursor.lineStart && cursor.matches("__END__")
                && cursor.isLineEnd(at: cursor.index + 7):
                cursor.index = cursor.end
            default:
                cursor.beginToken()
                lexToken(byte, &cursor)
            }
        }
        if !cursor.pendingHeredocs.isEmpty { RubyHeredocLexer.readBodies(&cursor) }
        flushNewline(&cursor)
    }

    private static func lexToken(_ byte: UInt8, _ cursor: inout RubyByteCursor) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "`"):
            cursor.index += 1
            RubyStringLexer.lexQuoted(&cursor, close: byte, open: nil, interpolates: true, opaque: byte == UInt8(ascii: "`"))
        case UInt8(ascii: "'"):
            cursor.index += 1
            RubyStringLexer.lexQuoted(&cursor, close: byte, open: nil, interpolates: false, opaque: false)
        case UInt8(ascii: ":"):
            RubyNameLexer.lexColon(&cursor)
        case UInt8(ascii: "%") where cursor.isValuePosition && RubyPercentLiteralLexer.lex(&cursor):
            break
        case UInt8(ascii: "/") where cursor.isValuePosition:
            cursor.index += 1
            RubyStringLexer.lexQuoted(&cursor, close: byte, open: nil, interpolates: true, opaque: true, kind: .opaqueLiteral)
        case UInt8(ascii: "<") where RubyHeredocLexer.lexStart(&cursor):
            break
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            RubyNameLexer.lexNumber(&cursor)
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            RubyNameLexer.lexVariable(&cursor)
        case UInt8(ascii: "?") where cursor.isValuePosition && isCharacterLiteral(cursor):
            cursor.index += 2
            cursor.emit(.opaqueLiteral)
        default:
            if RubyByteCursor.isIdentifierStart(byte) {
                RubyNameLexer.lexWord(&cursor)
            } else {
                RubyPunctuationLexer.lex(byte, &cursor)
            }
        }
    }

    /// Whether the `?` at the cursor starts a character literal (`?a`).
    private static func isCharacterLiteral(_ cursor: RubyByteCursor) -> Bool {
        guard let next = cursor.peek(1), next > 0x20, next < 0x80 else { return false }
        guard let after = cursor.peek(2) else { return true }
        return !RubyByteCursor.isIdentifierByte(after)
    }

    // MARK: - Lines and comments

    private static func newline(_ cursor: inout RubyByteCursor) {
        let newlineToken = RubyToken(kind: .newline, start: cursor.index, end: cursor.index + 1, line: cursor.line,
                                     column: cursor.column(of: cursor.index), spaceBefore: false)
        cursor.index += 1
        cursor.startLine()
        if !cursor.pendingHeredocs.isEmpty { RubyHeredocLexer.readBodies(&cursor) }
        guard cursor.openDelimiters.last != UInt8(ascii: "("), cursor.openDelimiters.last != UInt8(ascii: "["),
              cursor.pendingNewline == nil else { return }
        if let last = cursor.result.tokens.last, continuesLine(last.kind) { return }
        if cursor.result.tokens.isEmpty { return }
        cursor.pendingNewline = newlineToken
    }

    private static func flushNewline(_ cursor: inout RubyByteCursor) {
        if let pending = cursor.pendingNewline {
            cursor.result.tokens.append(pending)
            cursor.pendingNewline = nil
        }
    }

    private static func skipBlockComment(_ cursor: inout RubyByteCursor) {
        let start = RubyPosition(line: cursor.line, column: cursor.column(of: cursor.index))
        while cursor.index < cursor.end {
            cursor.skipToEndOfLine()
            guard cursor.index < cursor.end else { break }
            cursor.index += 1
            cursor.startLine()
            if cursor.matches("=end") {
                cursor.skipToEndOfLine()
                return
            }
        }
        cursor.diagnose("unterminated =begin comment", at: start)
    }

    /// Token kinds after which a newline does not end the statement.
    private static func continuesLine(_ kind: RubyToken.Kind) -> Bool {
        switch kind {
        case .operator, .comma, .dot, .doubleColon, .arrow, .assign, .operatorAssign, .lambda, .label,
             .leftParen, .leftBracket, .newline, .semicolon:
            return true
        default:
            return false
        }
    }
}

extension Array {
    /// A copy of `elements` in storage of about their size, without the room left by growing.
    init(copying elements: [Element]) {
        self.init()
        reserveCapacity(elements.count)
        append(contentsOf: elements)
    }
}
