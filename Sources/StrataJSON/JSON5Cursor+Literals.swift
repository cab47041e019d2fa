import StrataText

/// Strings, numbers and identifiers. Each reader is called on the literal's first byte and
/// leaves the cursor just after the literal.
extension JSON5Cursor {
    // MARK: - Strings

    /// A string in `"` or `'`, with its escapes decoded.
    mutating func readString() throws(JSON5SyntaxError) -> String {
        let start = position
        let quote = current
        advance(by: 1)
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw JSON5SyntaxError(position: start, message: "unterminated string") }
            switch byte {
            case quote:
                advance(by: 1)
                return String(decoding: text, as: UTF8.self)
            case .backslash:
                try readEscape(into: &text, stringStart: start)
            case .lineFeed, .carriageReturn:
                throw JSON5SyntaxError(
                    position: position,
                    message: "line break in string; write '\\n', or end the line with '\\' to continue the string")
            case ..<0x80:
                // A run of plain ASCII at once.
                let start = offset
                while let byte = current, byte < 0x80, byte != quote, byte != .backslash,
                      byte != .lineFeed, byte != .carriageReturn {
                    advance(by: 1)
                }
                text.append(contentsOf: bytes[start..<offset])
            default:
                guard let (_, length) = decodeScalar() else {
                    throw JSON5SyntaxError(position: position, message: "invalid UTF-8 in string")
                }
                text.append(contentsOf: bytes[offset..<offset + length])
                advance(by: length)
            }
        }
    }

    /// The escape sequence at the cursor (on its `\`), appended to `text` as UTF-8.
    private mutating func readEscape(into text: inout [UInt8], stringStart: TextPosition) throws(JSON5SyntaxError) {
        let start = position
        advance(by: 1)
        guard let byte = current else { throw JSON5SyntaxError(position: stringStart, message: "unterminated string") }
        switch byte {
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(.formFeed)
        case UInt8(ascii: "n"): text.append(.lineFeed)
        case UInt8(ascii: "r"): text.append(.carriageReturn)
        case UInt8(ascii: "t"): text.append(.tab)
        case UInt8(ascii: "v"): text.append(.verticalTab)
        case UInt8(ascii: "0"):
            guard peek(1)?.isDigit != true else {
                throw JSON5SyntaxError(position: start, message: "'\\0' must not be followed by a digit")
            }
            text.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw JSON5SyntaxError(position: start, message: "invalid escape '\\\(Unicode.Scalar(byte))' in string")
        case UInt8(ascii: "x"):
            advance(by: 1)
            let value = try hexDigits(2, escapeStart: start, escape: "\\x")
            append(Unicode.Scalar(UInt8(value)), to: &text)
            return
        case UInt8(ascii: "u"):
            advance(by: 1)
            append(try unicodeEscape(start: start), to: &text)
            return
        case .lineFeed, .carriageReturn:
            // A line continuation: the escaped line break is not part of the string.
            advance()
            if byte == .carriageReturn, current == .lineFeed { advance() }
            return
        case ..<0x80:
            text.append(byte)
        default:
            guard let (scalar, length) = decodeScalar() else {
                throw JSON5SyntaxError(position: position, message: "invalid UTF-8 in string")
            }
            // `\` before U+2028 or U+2029 continues the line; before any other character it is that character.
            if scalar.value != 0x2028, scalar.value != 0x2029 { text.append(contentsOf: bytes[offset..<offset + length]) }
            advance(by: length)
            return
        }
        advance(by: 1)
    }

    /// The scalar of a `\uXXXX` escape whose `\u` (at `start`) is read, with a surrogate pair
    /// written as two escapes joined.
    mutating func unicodeEscape(start: TextPosition) throws(JSON5SyntaxError) -> Unicode.Scalar {
        let value = try hexDigits(4, escapeStart: start, escape: "\\u")
        if let scalar = Unicode.Scalar(value) { return scalar }
        let unpaired = JSON5SyntaxError(
            position: start, message: "unpaired surrogate '\\u\(hex(value, digits: 4).dropFirst(2))' in string")
        guard value < 0xDC00, current == .backslash, peek(1) == UInt8(ascii: "u") else { throw unpaired }
        let lowStart = position
        advance(by: 2)
        let low = try hexDigits(4, escapeStart: lowStart, escape: "\\u")
        guard (0xDC00...0xDFFF).contains(low),
              let scalar = Unicode.Scalar(0x1_0000 + ((value - 0xD800) << 10) + (low - 0xDC00))
        else { throw unpaired }
        return scalar
    }

    private mutating func hexDigits(_ count: Int, escapeStart: TextPosition, escape: String) throws(JSON5SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let digit = current?.hexValue else {
                throw JSON5SyntaxError(position: escapeStart,
                                       message: "expected \(count) hexadecimal digits after '\(escape)'")
            }
            value = value << 4 | UInt32(digit)
            advance(by: 1)
        }
        return value
    }

    private func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
        text.append(contentsOf: String(scalar).utf8)
    }

    // MARK: - Numbers

    /// A number: decimal with optional fraction and exponent (`1`, `-1.5e3`, `.5`, `5.`),
    /// hexadecimal (`0x1F`), each with an optional `+` or `-`.
    /// - Throws: for `Infinity` and `NaN`, leading zeros, missing digits, a number too large to
    ///   represent, or a letter or digit right after the number.
    mutating func readNumber() throws(JSON5SyntaxError) -> JSON5Value.Kind {
        let start = position
        let negative = current == UInt8(ascii: "-")
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { advance(by: 1) }
        if current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
            throw JSON5SyntaxError(position: start, message: "Infinity and NaN are not supported; numbers must be finite")
        }
        let kind: JSON5Value.Kind
        if current == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            advance(by: 2)
            kind = try hexadecimal(negative: negative, start: start)
        } else {
            kind = try decimal(negative: negative, start: start)
        }
        if current?.isDigit == true || startsIdentifier() {
            throw JSON5SyntaxError(position: position, message: "expected a separator after the number, found \(describeCurrent())")
        }
        return kind
    }

    private mutating func hexadecimal(negative: Bool, start: TextPosition) throws(JSON5SyntaxError) -> JSON5Value.Kind {
        guard current?.hexValue != nil else {
            throw JSON5SyntaxError(position: position, message: "expected a hexadecimal digit after '0x'")
        }
        var exact: Int? = 0
        var approximate = 0.0
        while let digit = current?.hexValue {
            approximate = approximate * 16 + Double(digit)
            if let value = exact {
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
                let (next, overflowAdding) = shifted.addingReportingOverflow(negative ? -Int(digit) : Int(digit))
                exact = overflow || overflowAdding ? nil : next
            }
            advance(by: 1)
        }
        if let exact { return .integer(exact) }
        guard approximate.isFinite else { throw JSON5SyntaxError(position: start, message: "number is too large") }
        return .double(negative ? -approximate : approximate)
    }

    private mutating func decimal(negative: Bool, start: TextPosition) throws(JSON5SyntaxError) -> JSON5Value.Kind {
        let integerDigits = digits()
        if integerDigits.count > 1, integerDigits.first == UInt8(ascii: "0") {
            throw JSON5SyntaxError(position: start, message: "leading zeros are not allowed")
        }
        var fractionDigits: ArraySlice<UInt8> = []
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance(by: 1)
            fractionDigits = digits()
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else {
            throw JSON5SyntaxError(position: position, message: "expected a digit, found \(describeCurrent())")
        }
        var exponent: [UInt8] = []
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance(by: 1)
            if let sign = current, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponent.append(sign)
                advance(by: 1)
            }
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else {
                throw JSON5SyntaxError(position: position, message: "expected a digit in the exponent, found \(describeCurrent())")
            }
            exponent += exponentDigits
        }
        if isInteger, let value = Int((negative ? "-" : "") + String(decoding: integerDigits, as: UTF8.self)) {
            return .integer(value)
        }
        // Spelled in full (`0.5e0`), which every `Double` parser reads the same way.
        var text: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        text += integerDigits.isEmpty ? [UInt8(ascii: "0")] : Array(integerDigits)
        text += [UInt8(ascii: ".")] + (fractionDigits.isEmpty ? [UInt8(ascii: "0")] : Array(fractionDigits))
        if !exponent.isEmpty { text += [UInt8(ascii: "e")] + exponent }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw JSON5SyntaxError(position: start, message: "number is too large")
        }
        return .double(value)
    }

    /// The run of decimal digits at the cursor.
    private mutating func digits() -> ArraySlice<UInt8> {
        let start = offset
        while current?.isDigit == true { advance(by: 1) }
        return bytes[start..<offset]
    }

    // MARK: - Identifiers

    /// Whether an identifier (ECMAScript IdentifierName) starts at the cursor.
    func startsIdentifier() -> Bool {
        guard let byte = current else { return false }
        if byte < 0x80 { return byte.isIdentifierStart || byte == .backslash }
        return decodeScalar()?.0.isIdentifierStart == true
    }

    /// An unquoted key or keyword: letters, `$`, `_`, then digits too, Unicode letters, marks and
    /// connectors, and `\uXXXX` escapes of those.
    mutating func readIdentifier() throws(JSON5SyntaxError) -> String {
        var name = ""
        while let byte = current {
            let isFirst = name.isEmpty
            if byte == .backslash {
                let start = position
                guard peek(1) == UInt8(ascii: "u") else {
                    throw JSON5SyntaxError(position: start, message: "expected '\\u' escape in identifier")
                }
                advance(by: 2)
                let scalar = try unicodeEscape(start: start)
                guard isFirst ? scalar.isIdentifierStart : scalar.isIdentifierPart else {
                    throw JSON5SyntaxError(position: start, message: "escaped character is not allowed in an identifier")
                }
                name.unicodeScalars.append(scalar)
            } else if byte < 0x80 {
                guard isFirst ? byte.isIdentifierStart : byte.isIdentifierPart else { break }
                name.unicodeScalars.append(Unicode.Scalar(byte))
                advance(by: 1)
            } else {
                guard let (scalar, length) = decodeScalar(),
                      isFirst ? scalar.isIdentifierStart : scalar.isIdentifierPart
                else { break }
                name.unicodeScalars.append(scalar)
                advance(by: length)
            }
        }
        return name
    }
}

extension UInt8 {
    var isIdentifierStart: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z")
            || self == UInt8(ascii: "$") || self == UInt8(ascii: "_")
    }

    var isIdentifierPart: Bool { isIdentifierStart || isDigit }
}

extension Unicode.Scalar {
    /// ECMAScript IdentifierStart: `$`, `_`, a letter (Lu, Ll, Lt, Lm, Lo, Nl).
    var isIdentifierStart: Bool {
        if value < 0x80 { return UInt8(value).isIdentifierStart }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// ECMAScript IdentifierPart: a start character, a digit, a combining mark, a connector, ZWNJ or ZWJ.
    var isIdentifierPart: Bool {
        if value < 0x80 { return UInt8(value).isIdentifierPart }
        if isIdentifierStart || value == 0x200C || value == 0x200D { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
