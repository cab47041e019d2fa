// MARK: - Regex literals

extension LexerCursor {
    /// Whether a `/` at `pos` is in expression-start position: the previous token is not an operand
    /// (identifier, number, literal, `)`, `]`, `}`) nor a postfix operator. Identifiers that are
    /// keywords after which an expression starts (`return`, `case`, `in`, `=`…) do allow a regex.
    var regexMayStartHere: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            return isExpressionKeyword(previous)
        case .backtickIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace:
            return false
        case .operator:
            // A left-bound operator after an operand (`x! /`) is postfix.
            guard !previous.flags.contains(.spaceBefore), tokens.count >= 2 else { return true }
            return !isOperand(tokens[tokens.count - 2])
        default:
            return true
        }
    }

    private func isOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace:
            return true
        default:
            return false
        }
    }

    private func isExpressionKeyword(_ token: Token) -> Bool {
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
    /// A failed search marks the bytes it read as holding no bare regex literal, so no byte is
    /// searched twice and lexing stays linear.
    mutating func bareRegexEnd(from: Int) -> Int? {
        let next = byte(at: from + 1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || from < noBareRegexBefore { return nil }
        var i = from + 1
        var classDepth = 0
        var groupDepth = 0
        var progress = LoopProgress()
        while i < count {
            progress.advanced(to: i)
            switch bytes[i] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noBareRegexBefore = i
                return nil
            case UInt8(ascii: "\\"):
                let escaped = byte(at: i + 1)
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
                    noBareRegexBefore = i
                    return nil
                }
                groupDepth -= 1
                i += 1
            case UInt8(ascii: "/") where classDepth == 0:
                let last = bytes[i - 1]
                guard i - 1 == from || (last != UInt8(ascii: " ") && last != UInt8(ascii: "\t")) else {
                    noBareRegexBefore = i
                    return nil
                }
                return i + 1
            default:
                i += 1
            }
        }
        noBareRegexBefore = count
        return nil
    }

    /// `#/…/#` with any number of `#`; multi-line when the opening delimiter ends its line,
    /// otherwise it must close on the same line.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = pos, startLine = line, startColumn = column
        pos += hashes + 1
        let multiline = byte(at: pos) == UInt8(ascii: "\n") || byte(at: pos) == UInt8(ascii: "\r")
        var progress = LoopProgress()
        while pos < count {
            progress.advanced(to: pos)
            switch bytes[pos] {
            case UInt8(ascii: "\\"):
                let escaped = byte(at: pos + 1)
                pos += escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") ? 1 : 2
            case UInt8(ascii: "/") where hasHashes(hashes, at: pos + 1):
                pos += 1 + hashes
                emit(.regex, start: start, line: startLine, column: startColumn)
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard multiline else { return finishUnterminatedRegex(start, startLine, startColumn) }
                consumeNewline()
            default:
                pos += 1
            }
        }
        pos = min(pos, count)
        finishUnterminatedRegex(start, startLine, startColumn)
    }

    private mutating func finishUnterminatedRegex(_ start: Int, _ startLine: Int, _ startColumn: Int) {
        emit(.regex, start: start, line: startLine, column: startColumn, flags: .unterminated)
        report(.unterminatedRegex, "unterminated regex literal", line: startLine, column: startColumn)
    }
}
