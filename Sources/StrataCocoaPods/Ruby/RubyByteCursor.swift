/// The lexer's place in the bytes of a Podfile or a podspec and the tokens emitted so far, shared (`inout`) by the
/// lexers of each kind of token (``RubyLexer``, ``RubyStringLexer``, ``RubyPercentLiteralLexer``,
/// ``RubyHeredocLexer``, ``RubyNameLexer``, ``RubyPunctuationLexer``): the current byte, line and column, the
/// token being read, the delimiters open, the heredocs pending and the newline not emitted yet.
struct RubyByteCursor {
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
    var pendingHeredocs: [RubyPendingHeredoc] = []
    /// A statement-ending newline seen but not emitted yet: dropped if the next line starts with `.`.
    var pendingNewline: RubyToken?
    /// The line start, offset and column last computed by ``column(of:)``.
    private var columnCache: (lineStart: Int, offset: Int, column: Int) = (-1, 0, 1)
    var tokenStart = 0
    var tokenLine = 1
    var tokenColumn = 1

    /// A cursor at the start of `bytes[range]`, whose first byte is at `position`; it reads no byte at or past
    /// `limit`.
    init(bytes: [UInt8], range: Range<Int>, position: RubyPosition, limit: Int) {
        self.bytes = bytes
        index = range.lowerBound
        end = min(range.upperBound, bytes.count, limit)
        line = position.line
        firstLine = position.line
        lineStart = range.lowerBound
        firstLineColumnOffset = position.column - 1
    }

    // MARK: - Lines

    /// Starts a new line at `index` (just past a newline).
    mutating func startLine() {
        line += 1
        lineStart = index
    }

    /// Moves `index` to the newline that ends the current line (or to the end).
    mutating func skipToEndOfLine() {
        while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

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

    // MARK: - Emitting

    /// Marks `index` as the start of the next token.
    mutating func beginToken() {
        tokenStart = index
        tokenLine = line
        tokenColumn = column(of: index)
    }

    /// Appends a token of `kind` from the token's start to `index` (after the newline pending, if any).
    /// - Parameters:
    ///   - kind: What the token is.
    ///   - payload: The index of its value in the side tables; -1 for none.
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

    /// Appends the string literal `literal` and a token of `kind` whose payload it is.
    mutating func emit(_ kind: RubyToken.Kind, string literal: RubyStringLiteral) {
        result.strings.append(literal)
        emit(kind, payload: result.strings.count - 1)
    }

    /// Records a problem at `position`.
    mutating func diagnose(_ message: String, at position: RubyPosition) {
        result.diagnostics.append(RubyDiagnostic(message: message, position: position))
    }

    /// Where the token being read starts.
    var tokenPosition: RubyPosition { RubyPosition(line: tokenLine, column: tokenColumn) }

    // MARK: - Looking around

    /// The byte `distance` bytes on from `index`; nil past the end.
    func peek(_ distance: Int) -> UInt8? {
        index + distance < end ? bytes[index + distance] : nil
    }

    /// Whether the bytes at `index` spell `text`.
    func matches(_ text: String) -> Bool {
        var offset = index
        for byte in text.utf8 {
            guard offset < end, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Whether the bytes at `index` are `spelling`.
    func matches(bytes spelling: [UInt8]) -> Bool {
        guard index + spelling.count <= end else { return false }
        for offset in spelling.indices where bytes[index + offset] != spelling[offset] { return false }
        return true
    }

    /// Whether `offset` is at a line break or the end.
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

    // MARK: - Bytes of names

    /// Whether `byte` can start a name: a letter, `_` or a byte of a non-ASCII character.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Whether `byte` can continue a name: one that can start it, or a digit.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
