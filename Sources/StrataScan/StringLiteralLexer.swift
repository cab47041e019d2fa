/// Where the string lexer is inside one literal: in the text of a (nested) string, or in the
/// code of a `\( … )` interpolation. Kept on a heap stack, so nesting depth costs no call stack.
private enum LiteralContext {
    /// String text delimited by `hashes` `#`s and `"` or `"""`.
    case text(hashes: Int, multiline: Bool)
    /// Interpolated code with `parens` open parentheses (counting the interpolation's own `(`),
    /// inside a string that is or is not multi-line.
    case interpolation(parens: Int, multiline: Bool)

    /// Whether a line break ends this context (single-line strings and their interpolations).
    var endsAtLineBreak: Bool {
        switch self {
        case .text(_, let multiline), .interpolation(_, let multiline): return !multiline
        }
    }
}

/// Whether a raw string opening with `#`s and `"""` at `quote` has its closing `"#…` later on the
/// same line (before `limit`), which makes it a single-line string (`#"""#` holds one `"`).
func closesOnSameLine(_ bytes: UnsafeRawBufferPointer, quote: Int, hashes: Int, limit: Int) -> Bool {
    guard hashes > 0 else { return false }
    var i = quote + 2
    var progress = LoopProgress()
    while i < limit, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
        progress.advanced(to: i)
        if bytes[i] == UInt8(ascii: "\""), i + 1 + hashes <= limit,
           (i + 1..<i + 1 + hashes).allSatisfy({ bytes[$0] == UInt8(ascii: "#") }) {
            return true
        }
        i += 1
    }
    return false
}

/// The opening delimiter of a string literal: `#`s, then `"` or `"""`.
struct StringOpener {
    var hashes: Int
    var multiline: Bool
    /// Bytes taken by the delimiter.
    var length: Int { hashes + (multiline ? 3 : 1) }
}

/// Reads string literals (`"…"`, `"""…"""`, raw `#"…"#`), each whole as one `.string` token: escapes,
/// interpolations and the literals nested in them, and the byte ranges of the outermost interpolations.
enum StringLiteralLexer {
    /// The string opener at `offset`, if `#`* `"` starts there.
    ///
    /// `"""` opens a multi-line literal, except in a raw string whose closing `"#…` follows on the
    /// same line: `#"""#` is a single-line string holding one `"`, as the compiler reads it.
    private static func opener(at offset: Int, in cursor: LexerCursor) -> StringOpener? {
        let hashes = cursor.hashCount(at: offset)
        let quote = offset + hashes
        guard cursor.byte(at: quote) == UInt8(ascii: "\"") else { return nil }
        let multiline = cursor.byte(at: quote + 1) == UInt8(ascii: "\"") && cursor.byte(at: quote + 2) == UInt8(ascii: "\"")
            && !closesOnSameLine(cursor.bytes, quote: quote, hashes: hashes, limit: cursor.count)
        return StringOpener(hashes: hashes, multiline: multiline)
    }

    /// One whole string literal at `cursor.pos`, interpolations and nested literals included, as one
    /// `.string` token. A single-line literal ends unterminated at a line break; any literal ends
    /// unterminated at the end of the input. Either way one problem is recorded.
    static func lex(_ cursor: inout LexerCursor) {
        let start = cursor.pos, startLine = cursor.line, startColumn = cursor.column
        guard let opener = opener(at: cursor.pos, in: cursor) else {
            cursor.lexPunctuation(.unknown)
            return
        }
        if opener.hashes == 0, !opener.multiline, lexPlain(&cursor, start: start, column: startColumn) { return }
        cursor.pos += opener.length
        var stack: [LiteralContext] = [.text(hashes: opener.hashes, multiline: opener.multiline)]
        var flags: TokenFlags = []
        let interpolationCount = cursor.interpolations.count
        var progress = LoopProgress()
        while let top = stack.last {
            guard cursor.pos < cursor.count else {
                flags.insert(.unterminated)
                break
            }
            progress.advanced(to: cursor.pos)
            let b = cursor.bytes[cursor.pos]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                if top.endsAtLineBreak {
                    flags.insert(.unterminated)
                    while let inner = stack.last, inner.endsAtLineBreak { stack.removeLast() }
                    if stack.isEmpty { break }
                }
                cursor.consumeNewline()
                continue
            }
            switch top {
            case .text(let hashes, let multiline):
                lexText(b, &cursor, hashes: hashes, multiline: multiline, stack: &stack, flags: &flags)
            case .interpolation(let parens, let multiline):
                lexInterpolatedCode(b, &cursor, parens: parens, multiline: multiline, stack: &stack)
            }
        }
        cursor.pos = min(cursor.pos, cursor.count)
        // An outermost interpolation left open ends with the literal.
        if cursor.interpolations.count > interpolationCount, let last = cursor.interpolations.last, last.isEmpty,
           last.lowerBound < cursor.pos {
            cursor.interpolations[cursor.interpolations.count - 1] = last.lowerBound..<cursor.pos
        }
        cursor.emit(.string, start: start, line: startLine, column: startColumn, flags: flags)
        if flags.contains(.unterminated) {
            cursor.report(.unterminatedString, "unterminated string literal", line: startLine, column: startColumn)
        }
    }

    /// The common literal, `"…"` on one line with no backslash, without the nesting stack; `false`
    /// (nothing consumed) for any other, which the general reading takes.
    private static func lexPlain(_ cursor: inout LexerCursor, start: Int, column: Int) -> Bool {
        let end = plainTextEnd(from: start + 1, in: cursor)
        guard end < cursor.count, cursor.bytes[end] == UInt8(ascii: "\"") else { return false }
        cursor.pos = end + 1
        cursor.emit(.string, start: start, line: cursor.line, column: column)
        return true
    }

    /// Consumes at least one byte of string text (never a line break): an escape, a closing
    /// delimiter, the opening of an interpolation, or a plain byte.
    private static func lexText(
        _ b: UInt8, _ cursor: inout LexerCursor, hashes: Int, multiline: Bool, stack: inout [LiteralContext],
        flags: inout TokenFlags
    ) {
        let pos = cursor.pos
        if b == UInt8(ascii: "\\"), cursor.hasHashes(hashes, at: pos + 1) {
            let escaped = pos + 1 + hashes
            switch cursor.byte(at: escaped) {
            case UInt8(ascii: "("):
                stack.append(.interpolation(parens: 1, multiline: multiline))
                flags.insert(.interpolated)
                cursor.pos = escaped + 1
                // Recorded empty; its end is set when it closes.
                if stack.count == 2 { cursor.interpolations.append(cursor.pos..<cursor.pos) }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor.pos = escaped
            default:
                cursor.pos = escaped + 1
            }
        } else if b == UInt8(ascii: "\"") {
            let quotes = multiline ? 3 : 1
            if (!multiline
                || (cursor.byte(at: pos + 1) == UInt8(ascii: "\"") && cursor.byte(at: pos + 2) == UInt8(ascii: "\"")))
                && cursor.hasHashes(hashes, at: pos + quotes) {
                cursor.pos += quotes + hashes
                stack.removeLast()
            } else {
                cursor.pos += 1
            }
        } else {
            cursor.pos = plainTextEnd(from: pos + 1, in: cursor)
        }
    }

    /// The offset of the first byte from `start` on that can matter in string text: a quote, a
    /// backslash or a line break (or the end of the input).
    @inline(__always)
    private static func plainTextEnd(from start: Int, in cursor: LexerCursor) -> Int {
        let bytes = cursor.bytes, count = cursor.count
        var end = start
        while end < count {
            let c = bytes[end]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                break
            }
            end += 1
        }
        return end
    }

    /// Consumes at least one byte of interpolated code (never a line break), tracking parentheses
    /// and entering nested string literals; comments are skipped.
    private static func lexInterpolatedCode(
        _ b: UInt8, _ cursor: inout LexerCursor, parens: Int, multiline: Bool, stack: inout [LiteralContext]
    ) {
        switch b {
        case UInt8(ascii: "("):
            stack[stack.count - 1] = .interpolation(parens: parens + 1, multiline: multiline)
            cursor.pos += 1
        case UInt8(ascii: ")"):
            if parens == 1 {
                stack.removeLast()
                if stack.count == 1, let last = cursor.interpolations.last, last.isEmpty, last.lowerBound <= cursor.pos {
                    cursor.interpolations[cursor.interpolations.count - 1] = last.lowerBound..<cursor.pos
                }
            } else {
                stack[stack.count - 1] = .interpolation(parens: parens - 1, multiline: multiline)
            }
            cursor.pos += 1
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
            if let opener = opener(at: cursor.pos, in: cursor) {
                stack.append(.text(hashes: opener.hashes, multiline: opener.multiline))
                cursor.pos += opener.length
            } else {
                cursor.pos += max(1, cursor.hashCount(at: cursor.pos))
            }
        case UInt8(ascii: "/") where cursor.byte(at: cursor.pos + 1) == UInt8(ascii: "/"):
            cursor.skipToLineEnd()
        case UInt8(ascii: "/") where cursor.byte(at: cursor.pos + 1) == UInt8(ascii: "*"):
            cursor.skipBlockComment()
        default:
            cursor.pos += 1
        }
    }
}
