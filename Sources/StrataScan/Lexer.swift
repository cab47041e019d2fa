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
        skipPreamble(&cursor)
        var progress = LoopProgress()
        while cursor.pos < cursor.count {
            progress.advanced(to: cursor.pos)
            lexNext(&cursor)
        }
        return body(cursor.tokens.buffer, cursor)
    }

    /// Tokenizes UTF-8 bytes held in an array. See ``tokenize(_:)-(UnsafeRawBufferPointer)``.
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The tokens in source order and the problems met.
    public static func tokenize(_ bytes: [UInt8]) -> LexedFile {
        bytes.withUnsafeBytes { tokenize($0) }
    }

    // MARK: - Dispatch

    /// Skips a UTF-8 byte order mark and a `#!` line at the start of the file.
    /// Columns on the first line count from after the byte order mark.
    private static func skipPreamble(_ cursor: inout LexerCursor) {
        let bytes = cursor.bytes
        if cursor.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            cursor.pos = 3
            cursor.lineStart = 3
        }
        if cursor.byte(at: cursor.pos) == UInt8(ascii: "#"), cursor.byte(at: cursor.pos + 1) == UInt8(ascii: "!") {
            cursor.skipToLineEnd()
        }
    }

    /// Consumes whitespace, one comment, or one token at `cursor.pos` (always at least one byte). Inlined
    /// into the lexing loop, its one caller: a call per token cost more than the dispatch itself.
    @inline(__always)
    private static func lexNext(_ cursor: inout LexerCursor) {
        let bytes = cursor.bytes, count = cursor.count
        let b = bytes[cursor.pos]
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            // A run of spaces (indentation) in one go.
            var end = cursor.pos + 1
            while end < count, ByteClass.isHorizontalSpace(bytes[end]) { end += 1 }
            cursor.pos = end
            cursor.markSpace(lineBreak: false)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // Line breaks and the next line's indentation in one go.
            cursor.consumeNewline()
            while cursor.pos < count {
                var end = cursor.pos
                while end < count, ByteClass.isHorizontalSpace(bytes[end]) { end += 1 }
                cursor.pos = end
                guard end < count, bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") else { break }
                cursor.consumeNewline()
            }
            cursor.markSpace(lineBreak: true)
        case UInt8(ascii: "/"):
            lexSlash(&cursor)
        case UInt8(ascii: "\""):
            StringLiteralLexer.lex(&cursor)
        case UInt8(ascii: "#"):
            lexHash(&cursor)
        case UInt8(ascii: "@"):
            WordLexer.lexPrefixedWord(&cursor, kind: .attribute)
        case UInt8(ascii: "`"):
            WordLexer.lexBacktickIdentifier(&cursor)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            WordLexer.lexNumber(&cursor)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: "$"):
            WordLexer.lexIdentifier(&cursor)
        case UInt8(ascii: "("): cursor.lexPunctuation(.leftParen)
        case UInt8(ascii: ")"): cursor.lexPunctuation(.rightParen)
        case UInt8(ascii: "["): cursor.lexPunctuation(.leftBracket)
        case UInt8(ascii: "]"): cursor.lexPunctuation(.rightBracket)
        case UInt8(ascii: "{"): cursor.lexPunctuation(.leftBrace)
        case UInt8(ascii: "}"): cursor.lexPunctuation(.rightBrace)
        case UInt8(ascii: ","): cursor.lexPunctuation(.comma)
        case UInt8(ascii: ":"): cursor.lexPunctuation(.colon)
        case UInt8(ascii: ";"): cursor.lexPunctuation(.semicolon)
        case _ where ByteClass.isASCIIOperator(b):
            OperatorLexer.lex(&cursor)
        case 0x80...:
            lexNonASCII(&cursor)
        default:
            cursor.lexPunctuation(.unknown)
        }
    }

    /// `//` and `/*` comments, a bare regex literal, or an operator starting with `/`.
    private static func lexSlash(_ cursor: inout LexerCursor) {
        switch cursor.byte(at: cursor.pos + 1) {
        case UInt8(ascii: "/"):
            cursor.skipToLineEnd()
            cursor.markSpace(lineBreak: false)
        case UInt8(ascii: "*"):
            let startLine = cursor.line
            cursor.skipBlockComment()
            cursor.markSpace(lineBreak: cursor.line != startLine)
        default:
            if RegexLiteralLexer.mayStartHere(cursor), let end = RegexLiteralLexer.bareEnd(from: cursor.pos, &cursor) {
                let start = cursor.pos, startColumn = cursor.column
                cursor.pos = end
                cursor.emit(.regex, start: start, line: cursor.line, column: startColumn)
            } else {
                OperatorLexer.lex(&cursor)
            }
        }
    }

    /// `#if`-style keywords, raw strings `#"…"#`, extended regex literals `#/…/#`, or stray `#`s
    /// (one `.unknown` token for the run).
    private static func lexHash(_ cursor: inout LexerCursor) {
        let hashes = cursor.hashCount(at: cursor.pos)
        switch cursor.byte(at: cursor.pos + hashes) {
        case UInt8(ascii: "\""):
            StringLiteralLexer.lex(&cursor)
        case UInt8(ascii: "/"):
            RegexLiteralLexer.lexExtended(&cursor, hashes: hashes)
        default:
            if hashes == 1, WordLexer.startsIdentifier(at: cursor.pos + 1, in: cursor) {
                WordLexer.lexPrefixedWord(&cursor, kind: .poundKeyword)
            } else {
                let start = cursor.pos, startColumn = cursor.column
                cursor.pos += hashes
                cursor.emit(.unknown, start: start, line: cursor.line, column: startColumn)
            }
        }
    }

    /// Bytes at or above 0x80: Unicode whitespace, an operator, an identifier, or invalid UTF-8
    /// (one `.unknown` token for a run of bytes that do not decode).
    private static func lexNonASCII(_ cursor: inout LexerCursor) {
        let start = cursor.pos, startColumn = cursor.column
        guard let scalar = decodeScalar(cursor.bytes, at: start) else {
            cursor.pos += 1
            var progress = LoopProgress()
            while cursor.pos < cursor.count, cursor.bytes[cursor.pos] >= 0x80, decodeScalar(cursor.bytes, at: cursor.pos) == nil {
                progress.advanced(to: cursor.pos)
                cursor.pos += 1
            }
            cursor.emit(.unknown, start: start, line: cursor.line, column: startColumn)
            return
        }
        if ByteClass.isUnicodeSpace(scalar.value) {
            cursor.pos += scalar.length
            cursor.markSpace(lineBreak: false)
        } else if ByteClass.isOperatorHead(scalar.value) {
            OperatorLexer.lex(&cursor)
        } else if ByteClass.isOperatorContinuation(scalar.value) {
            cursor.pos += scalar.length
            cursor.emit(.unknown, start: start, line: cursor.line, column: startColumn)
        } else {
            WordLexer.lexIdentifier(&cursor)
        }
    }
}
