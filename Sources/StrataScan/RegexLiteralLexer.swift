/// Reads regex literals: bare `/…/` where an expression may start, and extended `#/…/#`.
enum RegexLiteralLexer {
    /// Whether a `/` at `cursor.pos` is in expression-start position: the previous token is not an operand
    /// (identifier, number, literal, `)`, `]`, `}`) nor a postfix operator. Identifiers that are
    /// keywords after which an expression starts (`return`, `case`, `in`, `=`…) do allow a regex.
    static func mayStartHere(_ cursor: LexerCursor) -> Bool {
        guard let previous = cursor.tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            return isExpressionKeyword(previous, in: cursor.bytes)
        case .backtickIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace:
            return false
        case .operator:
            // A left-bound operator after an operand (`x! /`) is postfix.
            guard !previous.flags.contains(.spaceBefore), cursor.tokens.count >= 2 else { return true }
            return !isOperand(cursor.tokens[cursor.tokens.count - 2])
        default:
            return true
        }
    }

    private static func isOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace:
            return true
        default:
            return false
        }
    }

    private static func isExpressionKeyword(_ token: Token, in bytes: UnsafeRawBufferPointer) -> Bool {
        switch token.end - token.start {
        case 2: return token.isIdentifier("in", in: bytes) || token.isIdentifier("if", in: bytes)
            || token.isIdentifier("is", in: bytes)
        case 3: return token.isIdentifier("try", in: bytes)
        case 4: return token.isIdentifier("case", in: bytes) || token.isIdentifier("else", in: bytes)
        case 5: return token.isIdentifier("where", in: bytes) || token.isIdentifier("guard", in: bytes)
            || token.isIdentifier("while", in: bytes) || token.isIdentifier("throw", in: bytes)
            || token.isIdentifier("await", in: bytes)
        case 6: return token.isIdentifier("return", in: bytes)
        default: return false
        }
    }

    /// For a `/` at `from` in expression-start position: the offset just past the closing `/` of a
    /// bare regex literal, or `nil` when it is not one: the next byte is a space or tab, no closing
    /// `/` (outside escapes and character classes) follows on the same line, a `)` closes a group
    /// the literal did not open, or the closing `/` follows a space or tab (as the compiler decides).
    ///
    /// A failed search marks the bytes it read as holding no bare regex literal (the cursor's
    /// `noBareRegexBefore`), so no byte is searched twice and lexing stays linear.
    static func bareEnd(from: Int, _ cursor: inout LexerCursor) -> Int? {
        let next = cursor.byte(at: from + 1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || from < cursor.noBareRegexBefore { return nil }
        let bytes = cursor.bytes, count = cursor.count
        var i = from + 1
        var classDepth = 0
        var groupDepth = 0
        var progress = LoopProgress()
        while i < count {
            progress.advanced(to: i)
            switch bytes[i] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor.noBareRegexBefore = i
                return nil
            case UInt8(ascii: "\\"):
                let escaped = cursor.byte(at: i + 1)
                i += escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") ? 1 : 2
            case UInt8(ascii: "["):
                classDepth += 1
                i += 1
            case UInt8(ascii: "]"):
                classDepth = max(0, classDepth - 1)
                i += 1
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
                i += 1
            case UInt8(ascii: ")") where classDepth == 0:
                guard groupDepth > 0 else {
                    cursor.noBareRegexBefore = i
                    return nil
                }
                groupDepth -= 1
                i += 1
            case UInt8(ascii: "/") where classDepth == 0:
                let last = bytes[i - 1]
                guard i - 1 == from || (last != UInt8(ascii: " ") && last != UInt8(ascii: "\t")) else {
                    cursor.noBareRegexBefore = i
                    return nil
                }
                return i + 1
            default:
                i += 1
            }
        }
        cursor.noBareRegexBefore = count
        return nil
    }

    /// `#/…/#` with any number of `#`, at `cursor.pos`; multi-line when the opening delimiter ends its
    /// line, otherwise it must close on the same line.
    static func lexExtended(_ cursor: inout LexerCursor, hashes: Int) {
        let start = cursor.pos, startLine = cursor.line, startColumn = cursor.column
        cursor.pos += hashes + 1
        let multiline = cursor.byte(at: cursor.pos) == UInt8(ascii: "\n") || cursor.byte(at: cursor.pos) == UInt8(ascii: "\r")
        var progress = LoopProgress()
        while cursor.pos < cursor.count {
            progress.advanced(to: cursor.pos)
            switch cursor.bytes[cursor.pos] {
            case UInt8(ascii: "\\"):
                let escaped = cursor.byte(at: cursor.pos + 1)
                cursor.pos += escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") ? 1 : 2
            case UInt8(ascii: "/") where cursor.hasHashes(hashes, at: cursor.pos + 1):
                cursor.pos += 1 + hashes
                cursor.emit(.regex, start: start, line: startLine, column: startColumn)
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard multiline else { return finishUnterminated(&cursor, start, startLine, startColumn) }
                cursor.consumeNewline()
            default:
                cursor.pos += 1
            }
        }
        cursor.pos = min(cursor.pos, cursor.count)
        finishUnterminated(&cursor, start, startLine, startColumn)
    }

    private static func finishUnterminated(_ cursor: inout LexerCursor, _ start: Int, _ startLine: Int, _ startColumn: Int) {
        cursor.emit(.regex, start: start, line: startLine, column: startColumn, flags: .unterminated)
        cursor.report(.unterminatedRegex, "unterminated regex literal", line: startLine, column: startColumn)
    }
}
