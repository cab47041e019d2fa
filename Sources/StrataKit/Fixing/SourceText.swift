import StrataScan
import StrataStarlark
import StrataText

/// A file's bytes with its tokens and lines, for the editors: byte offsets of lines and positions, the file's
/// line ending and the indentation of a line. Lines end at LF, CRLF or a lone CR, as the lexer counts them.
struct SourceText {
    let bytes: [UInt8]
    let tokens: [Token]
    /// Where each line starts; lines end at LF, CRLF or a lone CR.
    let lines: LineTable
    /// What starts a comment that runs to the end of its line: `//` in Swift, `#` in Starlark.
    let lineComment: [UInt8]

    /// A Swift file.
    init(_ bytes: [UInt8]) {
        self.init(bytes, tokens: Lexer.tokenize(bytes).tokens, lineComment: Array("//".utf8))
    }

    /// A Starlark file (`BUILD`, `BUILD.bazel`, `BUCK`): its tokens in the Swift lexer's kinds, as far as the editors
    /// need them (`=` is `.equal`, `.` `.period`, every operator `.operator`).
    init(starlark bytes: [UInt8]) {
        let lines = LineTable(bytes, breaks: .anyNewline)
        let tokens = StarlarkTokenSpan.spans(of: bytes).map { span -> Token in
            let kind: TokenKind
            switch span.kind {
            case .identifier: kind = .identifier
            case .string: kind = .string
            case .leftParen: kind = .leftParen
            case .rightParen: kind = .rightParen
            case .leftBracket: kind = .leftBracket
            case .rightBracket: kind = .rightBracket
            case .leftBrace: kind = .leftBrace
            case .rightBrace: kind = .rightBrace
            case .comma: kind = .comma
            case .assign: kind = .equal
            case .colon: kind = .colon
            case .dot: kind = .period
            case .other: kind = .operator
            }
            let position = lines.position(ofOffset: span.start)
            return Token(kind: kind, start: UInt32(span.start), end: UInt32(span.end), line: UInt32(position.line),
                         column: UInt32(position.column))
        }
        self.init(bytes, lines: lines, tokens: tokens, lineComment: Array("#".utf8))
    }

    /// A file edited line by line (a YAML spec, a Ruby podspec): no tokens, `#` comments.
    init(lines bytes: [UInt8]) {
        self.init(bytes, tokens: [], lineComment: Array("#".utf8))
    }

    /// The number of lines (a final line break starts an empty last line).
    var lineCount: Int { lines.lineCount }

    /// `line`'s bytes after its indentation and before its line break, as text.
    func content(ofLine line: Int) -> Substring {
        var start = start(ofLine: line), end = end(ofLine: line)
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// Whether `line` holds nothing but spaces, tabs and a line comment.
    func isBlankOrComment(_ line: Int) -> Bool {
        let content = content(ofLine: line)
        return content.isEmpty || content.utf8.starts(with: lineComment)
    }

    private init(_ bytes: [UInt8], lines: LineTable? = nil, tokens: [Token], lineComment: [UInt8]) {
        self.bytes = bytes
        self.lines = lines ?? LineTable(bytes, breaks: .anyNewline)
        self.tokens = tokens
        self.lineComment = lineComment
    }

    /// The line break the file uses: its first one, else LF.
    var lineBreak: String {
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") { return "\n" }
            if byte == UInt8(ascii: "\r") {
                return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
            }
        }
        return "\n"
    }

    /// The 1-based line holding byte `offset`.
    func line(of offset: Int) -> Int { lines.line(ofOffset: offset) }

    /// The offset of the first byte of `line`, or the end of the file past the last line.
    func start(ofLine line: Int) -> Int { lines.start(ofLine: line) }

    /// The offset just past `line`'s line break (the next line's start, or the end of the file).
    func end(ofLine line: Int) -> Int { lines.end(ofLine: line) }

    /// Whether `line` ends with a line break (the last line of a file may not).
    func hasLineBreak(_ line: Int) -> Bool { line < lines.lineCount }

    /// The index of the token that starts at `line` and `column` (1-based, columns in bytes), if any.
    func tokenIndex(line: Int, column: Int) -> Int? {
        guard let offset = lines.offset(of: TextPosition(line: line, column: column)) else { return nil }
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && Int(tokens[low].start) == offset ? low : nil
    }

    /// The spaces and tabs that start `line`.
    func indentation(ofLine line: Int) -> String {
        let start = start(ofLine: line)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs stand between the start of `offset`'s line and `offset`.
    func isFirstOnLine(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index < 0 || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
    }

    /// Whether only spaces, tabs and a line comment stand between `offset` and the end of its line.
    func isLastOnLine(_ offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index == bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { return true }
        return bytes[index...].starts(with: lineComment)
    }

    /// Whether only whitespace stands between `from` and `to`: no comment, nothing else.
    func isBlank(_ from: Int, _ to: Int) -> Bool {
        guard from < to else { return true }
        return bytes[from..<to].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
    }

    /// The token's text.
    func text(_ index: Int) -> String {
        String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
    }

    /// Whether token `index` is the identifier `word`.
    func isWord(_ index: Int, _ word: String) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .identifier && text(index) == word
    }

    /// Whether token `index` is of `kind`.
    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == kind
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), if the file closes it.
    /// - Complexity: O(*n*) in the tokens after `open`.
    func closing(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the bracket that encloses token `index` (the nearest unclosed `(`, `[` or `{` before it).
    func enclosing(_ index: Int) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightParen, .rightBracket, .rightBrace: depth += 1
            case .leftParen, .leftBracket, .leftBrace:
                if depth == 0 { return cursor }
                depth -= 1
            default: break
            }
            cursor -= 1
        }
        return nil
    }
}
