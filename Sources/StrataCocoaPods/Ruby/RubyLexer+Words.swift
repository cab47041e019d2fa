extension RubyLexer {
    // MARK: - Names and numbers

    /// An identifier, a constant or a label (`path:`); `name?` and `name!` keep their last byte.
    mutating func lexWord() {
        let first = bytes[index]
        index += 1
        while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!"),
           peek(1) != UInt8(ascii: "=") || peek(2) == UInt8(ascii: "=") {
            index += 1
        }
        // `name:` (not `name::`) is a label, unless the name is a keyword such as `else:` in a ternary.
        if index < end, bytes[index] == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":"),
           !RubyKeyword.isKeyword(bytes[tokenStart..<index]) {
            index += 1
            emit(.label)
            return
        }
        let isConstant = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        emit(isConstant ? .constant : .identifier)
    }

    mutating func lexNumber() {
        index += 1
        while index < end {
            let byte = bytes[index]
            if Self.isIdentifierByte(byte) {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                index += 2
            } else {
                break
            }
        }
        emit(.number)
    }

    // MARK: - Colons and symbols

    /// `::`, a symbol (`:name`, `:"name"`), or a lone `:` (after a string label or in a ternary).
    mutating func lexColon() {
        if peek(1) == UInt8(ascii: ":") {
            index += 2
            emit(.doubleColon)
            return
        }
        // `"key": value` (JSON, Ruby's string labels): the colon right after a string is not a symbol.
        let followsString = result.tokens.last.map { $0.kind == .string && $0.end == index } ?? false
        if !followsString, let next = peek(1) {
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                index += 2
                lexQuoted(close: next, open: nil, interpolates: next == UInt8(ascii: "\""), opaque: false, kind: .symbol)
                return
            }
            if Self.isIdentifierStart(next) {
                index += 1
                let nameStart = index
                while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
                if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "=") {
                    if bytes[index] != UInt8(ascii: "=") || (peek(1) != UInt8(ascii: ">") && peek(1) != UInt8(ascii: "=")) {
                        index += 1
                    }
                }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                result.strings.append(RubyStringLiteral(text: name))
                emit(.symbol, payload: result.strings.count - 1)
                return
            }
        }
        index += 1
        emit(.colon)
    }

    // MARK: - Punctuation and operators

    private static let operators: [[UInt8]] = [
        "**=", "||=", "&&=", "<<=", ">>=", "<=>", "===", "...",
        "==", "!=", "=~", "!~", ">=", "<=", "&&", "||", "<<", ">>", "**", "..", "->", "=>", "&.",
        "+=", "-=", "*=", "/=", "|=", "&=", "%=", "^=",
    ].map { Array($0.utf8) }

    mutating func lexPunctuation(_ byte: UInt8) {
        for spelling in Self.operators where matchesBytes(spelling) {
            index += spelling.count
            switch spelling {
            case Array("->".utf8): emit(.lambda)
            case Array("=>".utf8): emit(.arrow)
            case Array("&.".utf8): emit(.dot)
            default: emit(spelling.last == UInt8(ascii: "=") && Self.isAssignment(spelling) ? .operatorAssign : .operator)
            }
            return
        }
        index += 1
        switch byte {
        case UInt8(ascii: "("): openDelimiters.append(byte); emit(.leftParen)
        case UInt8(ascii: "["): openDelimiters.append(byte); emit(.leftBracket)
        case UInt8(ascii: "{"): openDelimiters.append(byte); emit(.leftBrace)
        case UInt8(ascii: ")"): close(UInt8(ascii: "(")); emit(.rightParen)
        case UInt8(ascii: "]"): close(UInt8(ascii: "[")); emit(.rightBracket)
        case UInt8(ascii: "}"): close(UInt8(ascii: "{")); emit(.rightBrace)
        case UInt8(ascii: ","): emit(.comma)
        case UInt8(ascii: "."): emit(.dot)
        case UInt8(ascii: ";"): emit(.semicolon)
        case UInt8(ascii: "|"): emit(.pipe)
        case UInt8(ascii: "="): emit(.assign)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            emit(.operator)
        default:
            emit(.unknown)
        }
    }

    private static func isAssignment(_ spelling: [UInt8]) -> Bool {
        // `==`, `!=`, `>=`, `<=`, `===` compare; the rest ending in `=` assign.
        !(spelling == Array("==".utf8) || spelling == Array("!=".utf8) || spelling == Array(">=".utf8)
            || spelling == Array("<=".utf8) || spelling == Array("===".utf8))
    }

    private func matchesBytes(_ spelling: [UInt8]) -> Bool {
        guard index + spelling.count <= end else { return false }
        for offset in spelling.indices where bytes[index + offset] != spelling[offset] { return false }
        return true
    }

    /// Closes the innermost delimiter if it is `open`; a stray closer leaves the stack alone.
    private mutating func close(_ open: UInt8) {
        if openDelimiters.last == open { openDelimiters.removeLast() }
    }
}

/// The keywords of Ruby, recognised in identifier tokens by their bytes.
enum RubyKeyword {
    private static let all: Set<[UInt8]> = Set([
        "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif", "end",
        "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo", "rescue", "retry",
        "return", "self", "super", "then", "true", "undef", "unless", "until", "when", "while", "yield",
        "__FILE__", "__LINE__", "__dir__", "__method__",
    ].map { Array($0.utf8) })

    /// Keywords that end a value, after which `/` divides.
    private static let values: Set<[UInt8]> = Set([
        "end", "false", "nil", "self", "true", "__FILE__", "__LINE__", "__dir__", "__method__",
    ].map { Array($0.utf8) })

    static func isKeyword(_ bytes: ArraySlice<UInt8>) -> Bool { all.contains(Array(bytes)) }

    static func isValueKeyword(_ bytes: ArraySlice<UInt8>) -> Bool { values.contains(Array(bytes)) }
}
