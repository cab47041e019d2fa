/// The tokens of one file and the problems met while producing them.
public struct LexedFile: Sendable {
    public var tokens: [Token]
    public var problems: [ScanProblem]
    /// Byte ranges of the code inside the outermost `\( … )` of each string literal, in order (an
    /// unterminated one ends where its literal does).
    public var interpolations: [Range<Int>]

    public init(tokens: [Token], problems: [ScanProblem], interpolations: [Range<Int>] = []) {
        self.tokens = tokens
        self.problems = problems
        self.interpolations = interpolations
    }
}

/// Swift's lexical structure over UTF-8 bytes: comments, literals, identifiers, operators,
/// punctuation. Comments and whitespace produce no token.
public enum Lexer {
    /// Tokenizes UTF-8 bytes.
    ///
    /// Never traps and never loops on any input; unterminated literals and comments end at the
    /// end of the input (or line, for single-line strings) with one ``ScanProblem`` each.
    /// - Parameter bytes: The file's bytes, at most 4 GiB (the caller caps files at 64 MiB).
    /// - Returns: The tokens in source order and the problems met.
    /// - Complexity: O(*n*) in the number of bytes; nesting depth uses heap, not stack.
    public static func tokenize(_ bytes: UnsafeRawBufferPointer) -> LexedFile {
        lexInPlace(bytes) { tokens, cursor in
            LexedFile(tokens: Array(tokens), problems: cursor.problems, interpolations: cursor.interpolations)
        }
    }

    /// Tokenizes `bytes` and passes the tokens, in memory freed when `body` returns, and the finished
    /// cursor (problems, interpolations) to `body`: the scanner reads them without copying.
    static func lexInPlace<Result>(_ bytes: UnsafeRawBufferPointer,
                                   _ body: (UnsafeBufferPointer<Token>, LexerCursor) -> Result) -> Result {
        var cursor = LexerCursor(bytes)
        defer { cursor.tokens.deallocate() }
        cursor.skipPreamble()
        var progress = LoopProgress()
        while cursor.pos < cursor.count {
            progress.advanced(to: cursor.pos)
            cursor.lexNext()
        }
        return body(cursor.tokens.buffer, cursor)
    }

    /// Tokenizes UTF-8 bytes held in an array. See ``tokenize(_:)-(UnsafeRawBufferPointer)``.
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The tokens in source order and the problems met.
    public static func tokenize(_ bytes: [UInt8]) -> LexedFile {
        bytes.withUnsafeBytes { tokenize($0) }
    }
}

// MARK: - Dispatch

extension LexerCursor {
    /// Skips a UTF-8 byte order mark and a `#!` line at the start of the file.
    /// Columns on the first line count from after the byte order mark.
    mutating func skipPreamble() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
        }
        if byte(at: pos) == UInt8(ascii: "#"), byte(at: pos + 1) == UInt8(ascii: "!") {
            skipToLineEnd()
        }
    }

    /// Consumes whitespace, one comment, or one token at `pos` (always at least one byte). Inlined into
    /// the lexing loop, its one caller: a call per token cost more than the dispatch itself.
    @inline(__always)
    mutating func lexNext() {
        let b = bytes[pos]
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            // A run of spaces (indentation) in one go.
            var end = pos + 1
            while end < count, ByteClass.isHorizontalSpace(bytes[end]) { end += 1 }
            pos = end
            markSpace(lineBreak: false)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // Line breaks and the next line's indentation in one go.
            consumeNewline()
            while pos < count {
                var end = pos
                while end < count, ByteClass.isHorizontalSpace(bytes[end]) { end += 1 }
                pos = end
                guard pos < count, bytes[pos] == UInt8(ascii: "\n") || bytes[pos] == UInt8(ascii: "\r") else { break }
                consumeNewline()
            }
            markSpace(lineBreak: true)
        case UInt8(ascii: "/"):
            lexSlash()
        case UInt8(ascii: "\""):
            lexString()
        case UInt8(ascii: "#"):
            lexHash()
        case UInt8(ascii: "@"):
            lexPrefixedWord(kind: .attribute)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: "$"):
            lexIdentifier()
        case UInt8(ascii: "("): lexPunctuation(.leftParen)
        case UInt8(ascii: ")"): lexPunctuation(.rightParen)
        case UInt8(ascii: "["): lexPunctuation(.leftBracket)
        case UInt8(ascii: "]"): lexPunctuation(.rightBracket)
        case UInt8(ascii: "{"): lexPunctuation(.leftBrace)
        case UInt8(ascii: "}"): lexPunctuation(.rightBrace)
        case UInt8(ascii: ","): lexPunctuation(.comma)
        case UInt8(ascii: ":"): lexPunctuation(.colon)
        case UInt8(ascii: ";"): lexPunctuation(.semicolon)
        case _ where ByteClass.isASCIIOperator(b):
            lexOperator()
        case 0x80...:
            lexNonASCII()
        default:
            lexPunctuation(.unknown)
        }
    }

    /// A one-byte token.
    @inline(__always)
    mutating func lexPunctuation(_ kind: TokenKind) {
        let start = pos, startColumn = column
        pos += 1
        emit(kind, start: start, line: line, column: startColumn)
    }

    /// `//` and `/*` comments, a bare regex literal, or an operator starting with `/`.
    mutating func lexSlash() {
        switch byte(at: pos + 1) {
        case UInt8(ascii: "/"):
            skipToLineEnd()
            markSpace(lineBreak: false)
        case UInt8(ascii: "*"):
            let startLine = line
            skipBlockComment()
            markSpace(lineBreak: line != startLine)
        default:
            if regexMayStartHere, let end = bareRegexEnd(from: pos) {
                let start = pos, startColumn = column
                pos = end
                emit(.regex, start: start, line: line, column: startColumn)
            } else {
                lexOperator()
            }
        }
    }

    /// `#if`-style keywords, raw strings `#"…"#`, extended regex literals `#/…/#`, or stray `#`s
    /// (one `.unknown` token for the run).
    mutating func lexHash() {
        let hashes = hashCount(at: pos)
        switch byte(at: pos + hashes) {
        case UInt8(ascii: "\""):
            lexString()
        case UInt8(ascii: "/"):
            lexExtendedRegex(hashes: hashes)
        default:
            if hashes == 1, startsIdentifier(at: pos + 1) {
                lexPrefixedWord(kind: .poundKeyword)
            } else {
                let start = pos, startColumn = column
                pos += hashes
                emit(.unknown, start: start, line: line, column: startColumn)
            }
        }
    }

    /// Bytes at or above 0x80: Unicode whitespace, an operator, an identifier, or invalid UTF-8
    /// (one `.unknown` token for a run of bytes that do not decode).
    mutating func lexNonASCII() {
        let start = pos, startColumn = column
        guard let scalar = decodeScalar(bytes, at: pos) else {
            pos += 1
            var progress = LoopProgress()
            while pos < count, bytes[pos] >= 0x80, decodeScalar(bytes, at: pos) == nil {
                progress.advanced(to: pos)
                pos += 1
            }
            emit(.unknown, start: start, line: line, column: startColumn)
            return
        }
        if ByteClass.isUnicodeSpace(scalar.value) {
            pos += scalar.length
            markSpace(lineBreak: false)
        } else if ByteClass.isOperatorHead(scalar.value) {
            lexOperator()
        } else if ByteClass.isOperatorContinuation(scalar.value) {
            pos += scalar.length
            emit(.unknown, start: start, line: line, column: startColumn)
        } else {
            lexIdentifier()
        }
    }
}
