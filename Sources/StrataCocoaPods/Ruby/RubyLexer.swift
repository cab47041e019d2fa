/// Splits the Ruby of a Podfile or a podspec into ``RubyToken``s, byte by byte.
///
/// Newlines inside `(…)` and `[…]`, after an operator or a comma, and before a line that starts with
/// `.method` continue the statement and produce no token. Comments, `=begin … =end` and everything after
/// `__END__` are dropped. A literal left open (a string, a heredoc, an interpolation) becomes a diagnostic
/// and ends at the end of the input; bytes the subset has no use for become `.unknown` tokens. Every
/// loop advances by at least one byte.
struct RubyLexer {
    /// The lexer reads no byte at or past this offset (2 GiB), so that offsets, lines and columns fit the 32 bits
    /// a ``RubyToken`` stores them in.
    static let maximumLength = 1 << 31

    let bytes: [UInt8]
    var index: Int
    let end: Int
    var line: Int
    var lineStart: Int
    /// Added to the columns of the first line (an interpolation lexed on its own starts mid-line).
    let firstLineColumnOffset: Int
    let firstLine: Int
    var result = RubyTokens()
    /// `(` and `[` (newlines ignored) or `{` (newlines kept) that are open.
    var openDelimiters: [UInt8] = []
    /// Heredocs whose bodies start after the current line.
    var pendingHeredocs: [PendingHeredoc] = []
    /// A statement-ending newline seen but not emitted yet: dropped if the next line starts with `.`.
    var pendingNewline: RubyToken?
    /// The line start, offset and column last computed by ``column(of:)``.
    var columnCache: (lineStart: Int, offset: Int, column: Int) = (-1, 0, 1)
    var tokenStart = 0
    var tokenLine = 1
    var tokenColumn = 1

    /// A heredoc opened on the current line.
    struct PendingHeredoc {
        var terminator: [UInt8]
        var indentedTerminator: Bool
        var interpolates: Bool
        var stringIndex: Int
        var position: RubyPosition
    }

    /// Lexes `bytes[range]`, whose first byte is at `position` (used to lex an interpolation on its own).
    init(bytes: [UInt8], range: Range<Int>? = nil, position: RubyPosition = RubyPosition(line: 1, column: 1)) {
        self.bytes = bytes
        let range = range ?? bytes.startIndex..<bytes.endIndex
        index = range.lowerBound
        end = min(range.upperBound, bytes.count, Self.maximumLength)
        line = position.line
        firstLine = position.line
        lineStart = range.lowerBound
        firstLineColumnOffset = position.column - 1
        if end < min(range.upperBound, bytes.count) {
            diagnose("the file is larger than 2 GiB; only its first 2 GiB are read", at: position)
        }
    }

    /// The tokens of `bytes` (or of `bytes[range]`).
    static func tokenize(_ bytes: [UInt8], range: Range<Int>? = nil,
                         position: RubyPosition = RubyPosition(line: 1, column: 1)) -> RubyTokens {
        var lexer = RubyLexer(bytes: bytes, range: range, position: position)
        lexer.run()
        // The parser keeps the tokens and literals while it builds the program: not the room their arrays grew
        // into (up to as much again).
        if lexer.result.tokens.capacity - lexer.result.tokens.count > 4_096 {
            lexer.result.tokens = Array(copying: lexer.result.tokens)
        }
        if lexer.result.strings.capacity - lexer.result.strings.count > 4_096 {
            lexer.result.strings = Array(copying: lexer.result.strings)
        }
        return lexer.result
    }

    // MARK: - Main loop

    mutating func run() {
        var progress = Int.min
        while index < end {
            assert(index > progress, "Ruby lexer made no progress at \(index)")
            progress = index
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"):
                newline()
            case UInt8(ascii: "\\") where peek(1) == UInt8(ascii: "\n") || peek(1) == UInt8(ascii: "\r"):
                index += peek(1) == UInt8(ascii: "\r") && peek(2) == UInt8(ascii: "\n") ? 3 : 2
                startLine()
            case UInt8(ascii: "#"):
                skipToEndOfLine()
            case UInt8(ascii: "=") where index == lineStart && matches("=begin"):
                skipBlockComment()
            case UInt8(ascii: "_") where index == lineStart && matches("__END__") && isLineEnd(at: index + 7):
                index = end
            default:
                beginToken()
                lexToken(byte)
            }
        }
        if !pendingHeredocs.isEmpty { readHeredocBodies() }
        flushNewline()
    }

    private mutating func lexToken(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "`"):
            index += 1
            lexQuoted(close: byte, open: nil, interpolates: true, opaque: byte == UInt8(ascii: "`"))
        case UInt8(ascii: "'"):
            index += 1
            lexQuoted(close: byte, open: nil, interpolates: false, opaque: false)
        case UInt8(ascii: ":"):
            lexColon()
        case UInt8(ascii: "%") where isValuePosition && lexPercentLiteral():
            break
        case UInt8(ascii: "/") where isValuePosition:
            index += 1
            lexQuoted(close: byte, open: nil, interpolates: true, opaque: true, kind: .opaqueLiteral)
        case UInt8(ascii: "<") where lexHeredocStart():
            break
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            index += 1
            while index < end, bytes[index] == UInt8(ascii: "@") { index += 1 }
            while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
            emit(.variable)
        case UInt8(ascii: "?") where isValuePosition && isCharacterLiteral:
            index += 2
            emit(.opaqueLiteral)
        default:
            if Self.isIdentifierStart(byte) {
                lexWord()
            } else {
                lexPunctuation(byte)
            }
        }
    }

    // MARK: - Lines

    private mutating func newline() {
        let newlineToken = RubyToken(kind: .newline, start: index, end: index + 1, line: line,
                                     column: column(of: index), spaceBefore: false)
        index += 1
        if !pendingHeredocs.isEmpty {
            startLine()
            readHeredocBodies()
        } else {
            startLine()
        }
        guard openDelimiters.last != UInt8(ascii: "("), openDelimiters.last != UInt8(ascii: "["),
              pendingNewline == nil else { return }
        if let last = result.tokens.last, Self.continuesLine(last.kind) { return }
        if result.tokens.isEmpty { return }
        pendingNewline = newlineToken
    }

    mutating func startLine() {
        line += 1
        lineStart = index
    }

    private mutating func flushNewline() {
        if let pending = pendingNewline {
            result.tokens.append(pending)
            pendingNewline = nil
        }
    }

    private mutating func skipToEndOfLine() {
        while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func skipBlockComment() {
        let start = RubyPosition(line: line, column: column(of: index))
        while index < end {
            skipToEndOfLine()
            guard index < end else { break }
            index += 1
            startLine()
            if matches("=end") {
                skipToEndOfLine()
                return
            }
        }
        diagnose("unterminated =begin comment", at: start)
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

    // MARK: - Emitting

    mutating func beginToken() {
        tokenStart = index
        tokenLine = line
        tokenColumn = column(of: index)
    }

    mutating func emit(_ kind: RubyToken.Kind, payload: Int = -1) {
        if let pending = pendingNewline {
            pendingNewline = nil
            // A line starting with `.method` (or `&.method`) continues the previous one.
            if kind != .dot { result.tokens.append(pending) }
        }
        var spaceBefore = tokenStart == lineStart || tokenStart == 0
        if !spaceBefore {
            switch bytes[tokenStart - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): spaceBefore = true
            default: break
            }
        }
        result.tokens.append(RubyToken(kind: kind, start: tokenStart, end: index, line: tokenLine,
                                       column: tokenColumn, spaceBefore: spaceBefore, payload: payload))
    }

    mutating func diagnose(_ message: String, at position: RubyPosition) {
        result.diagnostics.append(RubyDiagnostic(message: message, position: position))
    }

    var tokenPosition: RubyPosition { RubyPosition(line: tokenLine, column: tokenColumn) }

    /// The column of `offset` on the current line, counted on from the last offset asked about, so that a
    /// long line costs linear time.
    mutating func column(of offset: Int) -> Int {
        if columnCache.lineStart != lineStart || columnCache.offset > offset {
            columnCache = (lineStart, lineStart, 1)
        }
        var column = columnCache.column
        var cursor = columnCache.offset
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnCache = (lineStart, offset, column)
        return line == firstLine ? column + firstLineColumnOffset : column
    }

    // MARK: - Looking around

    func peek(_ distance: Int) -> UInt8? {
        index + distance < end ? bytes[index + distance] : nil
    }

    func matches(_ text: String) -> Bool {
        var offset = index
        for byte in text.utf8 {
            guard offset < end, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    func isLineEnd(at offset: Int) -> Bool {
        offset >= end || bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r")
    }

    /// Whether a value, rather than an operator, is expected here (decides `/`, `%`, `?`).
    var isValuePosition: Bool {
        guard let last = result.tokens.last, pendingNewline == nil else { return true }
        switch last.kind {
        case .identifier:
            if RubyKeyword.isValueKeyword(bytes[last.start..<last.end]) { return false }
            if RubyKeyword.isKeyword(bytes[last.start..<last.end]) { return true }
            // `foo /x/`: a command argument when spaced before and not after.
            let spaced = index > 0 && (bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t"))
            return spaced && peek(1).map { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "=") } ?? false
        case .constant, .variable, .string, .symbol, .words, .number, .opaqueLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return false
        default:
            return true
        }
    }

    private var isCharacterLiteral: Bool {
        guard let next = peek(1), next > 0x20, next < 0x80 else { return false }
        guard let after = peek(2) else { return true }
        return !Self.isIdentifierByte(after)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
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
