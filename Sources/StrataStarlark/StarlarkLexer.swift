/// Turns the bytes of a Starlark file (a `BUILD` file, a `.bzl`) into tokens, as Python's tokenizer does:
/// comments dropped, a line's indentation made `indent`/`dedent` tokens, a line's end a `newline` token
/// except inside brackets or after a `\` that continues it, blank and comment-only lines ignored.
///
/// Every loop advances at least one byte; nothing recurses. Bytes that start no token (garbage, invalid
/// UTF-8 outside strings and comments) become one `invalid` token per run and the lexer goes on.
struct StarlarkLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [StarlarkToken] = []
    /// Open brackets: inside them, line ends and indentation mean nothing.
    var depth = 0
    /// The indentation of the enclosing blocks, innermost last; starts with the file's `0`.
    var indents: [Int] = [0]
    /// Whether the current logical line has produced a token (so its end is a `newline`).
    var lineHasTokens = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `bytes`, ending with `newline` (when the last line has tokens), the `dedent`s that close
    /// the open blocks, and `endOfFile`.
    /// - Complexity: O(bytes).
    static func tokenize(_ bytes: [UInt8]) -> [StarlarkToken] {
        var lexer = StarlarkLexer(bytes: bytes)
        return lexer.run()
    }

    private mutating func run() -> [StarlarkToken] {
        var atLineStart = true
        while position < bytes.count {
            if atLineStart && depth == 0 {
                // A blank or comment-only line is skipped whole, and the next one starts a line again.
                if measureIndentation() { continue }
                atLineStart = false
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0C:
                position += 1
            case UInt8(ascii: "#"):
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            case 0x0A, 0x0D:
                skipLineBreak()
                if depth == 0 {
                    endLine(at: position)
                    atLineStart = true
                }
            case UInt8(ascii: "\\"):
                // A backslash before a line break joins the next line to this one.
                position += 1
                if position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D {
                    skipLineBreak()
                } else {
                    emit(.invalid, from: position - 1)
                }
            default:
                lexToken(startingWith: byte)
            }
        }
        endLine(at: bytes.count)
        while indents.count > 1 {
            indents.removeLast()
            tokens.append(StarlarkToken(kind: .dedent, start: bytes.count, end: bytes.count))
        }
        tokens.append(StarlarkToken(kind: .endOfFile, start: bytes.count, end: bytes.count))
        return tokens
    }

    // MARK: - Lines and indentation

    private mutating func skipLineBreak() {
        if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        position += 1
    }

    private mutating func endLine(at offset: Int) {
        guard lineHasTokens else { return }
        tokens.append(StarlarkToken(kind: .newline, start: offset, end: offset))
        lineHasTokens = false
    }

    /// Reads the indentation of the line starting at `position` and emits the `indent` or `dedent`s it makes.
    /// - Returns: Whether the line is blank or holds only a comment (then it is skipped whole).
    private mutating func measureIndentation() -> Bool {
        var column = 0
        var cursor = position
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: " "): column += 1
            case UInt8(ascii: "\t"): column = (column / 8 + 1) * 8
            case 0x0C: column = 0
            default: break
            }
            guard bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == 0x0C
            else { break }
            cursor += 1
        }
        position = cursor
        guard cursor < bytes.count else { return true }
        let first = bytes[cursor]
        if first == UInt8(ascii: "#") || first == 0x0A || first == 0x0D {
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            if position < bytes.count { skipLineBreak() }
            return true
        }
        let current = indents[indents.count - 1]
        if column > current {
            indents.append(column)
            tokens.append(StarlarkToken(kind: .indent, start: cursor, end: cursor))
        } else if column < current {
            while indents.count > 1, indents[indents.count - 1] > column {
                indents.removeLast()
                tokens.append(StarlarkToken(kind: .dedent, start: cursor, end: cursor))
            }
            if indents[indents.count - 1] != column {
                // A dedent to a column no enclosing block has: Python's "unindent does not match".
                tokens.append(StarlarkToken(kind: .invalid, start: cursor, end: cursor))
            }
        }
        return false
    }

    // MARK: - Tokens

    private mutating func emit(_ kind: StarlarkTokenKind, from start: Int) {
        tokens.append(StarlarkToken(kind: kind, start: start, end: position))
        lineHasTokens = true
    }

    private mutating func lexToken(startingWith byte: UInt8) {
        let start = position
        if let prefix = stringPrefixLength(at: position) {
            lexString(from: start, prefix: prefix)
            return
        }
        if Self.isIdentifierStart(byte) {
            position += 1
            while position < bytes.count, Self.isIdentifierPart(bytes[position]) { position += 1 }
            emit(StarlarkTokenKind.keyword(bytes[start..<position]) ?? .identifier, from: start)
            return
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && position + 1 < bytes.count && Self.isDigit(bytes[position + 1])) {
            lexNumber(from: start)
            return
        }
        if let (kind, length) = punctuation(at: position) {
            position += length
            if kind.isOpening { depth += 1 }
            if kind.isClosing, depth > 0 { depth -= 1 }
            emit(kind, from: start)
            return
        }
        // A run of bytes that start no token.
        position += 1
        while position < bytes.count, !Self.mayStartToken(bytes[position]) { position += 1 }
        emit(.invalid, from: start)
    }

    private mutating func lexNumber(from start: Int) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierPart(byte) || byte == UInt8(ascii: ".") {
                position += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                      bytes[position - 1] | 0x20 == UInt8(ascii: "e"), !isHexNumber(from: start) {
                position += 1
            } else {
                break
            }
        }
        emit(.integer, from: start)
    }

    private func isHexNumber(from start: Int) -> Bool {
        start + 1 < bytes.count && bytes[start] == UInt8(ascii: "0") && bytes[start + 1] | 0x20 == UInt8(ascii: "x")
    }

    // MARK: - Byte classes

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether a byte may begin a token or separate tokens: where a run of garbage ends.
    private static func mayStartToken(_ byte: UInt8) -> Bool {
        byte < 0x80 && (isIdentifierPart(byte) || byte <= UInt8(ascii: " ") || "#\"'()[]{},:.;=+-*/%|&^~<>!\\".utf8.contains(byte))
    }
}
