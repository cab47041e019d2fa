/// Reads operators: the longest run of operator characters, `=` and `.` alone as their own kinds.
enum OperatorLexer {
    /// The longest run of operator characters at `cursor.pos` (a `.` continues only an operator that
    /// began with `.`; `//` and `/*` inside the run start a comment; a `/` that opens a regex literal
    /// ends it). `=` alone is `.equal`, `.` alone is `.period`.
    static func lex(_ cursor: inout LexerCursor) {
        let start = cursor.pos, startColumn = cursor.column
        let first = cursor.bytes[start]
        let dotted = first == UInt8(ascii: ".")
        // Whether a regex may start here is only asked at a `/` inside the run (rare); no token is
        // emitted before the answer is needed, so asking late gives the same answer.
        var regexAllowed: Bool?
        cursor.pos += first < 0x80 ? 1 : (decodeScalar(cursor.bytes, at: start)?.length ?? 1)
        var progress = LoopProgress()
        while cursor.pos < cursor.count {
            progress.advanced(to: cursor.pos)
            let b = cursor.bytes[cursor.pos]
            if b < 0x80 {
                guard ByteClass.isASCIIOperator(b), b != UInt8(ascii: ".") || dotted else { break }
                if b == UInt8(ascii: "/") {
                    let next = cursor.byte(at: cursor.pos + 1)
                    if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                    let allowed = regexAllowed ?? RegexLiteralLexer.mayStartHere(cursor)
                    regexAllowed = allowed
                    if allowed, RegexLiteralLexer.bareEnd(from: cursor.pos, &cursor) != nil { break }
                }
                cursor.pos += 1
            } else if let scalar = decodeScalar(cursor.bytes, at: cursor.pos), ByteClass.isOperatorContinuation(scalar.value) {
                cursor.pos += scalar.length
            } else {
                break
            }
        }
        var kind = TokenKind.operator
        if cursor.pos - start == 1 {
            if first == UInt8(ascii: "=") { kind = .equal } else if dotted { kind = .period }
        }
        cursor.emit(kind, start: start, line: cursor.line, column: startColumn)
    }
}
