import StrataText

/// A position in JSON5 bytes that keeps line and column up to date, skips whitespace and
/// comments, and describes what it stands on for error messages.
///
/// Every method that consumes input moves `offset` forward by at least one byte or returns
/// without consuming; none looks behind.
struct JSON5Cursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }
    /// The byte at the cursor, `nil` at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    var position: TextPosition { TextPosition(line: line, column: offset - lineStart + 1) }

    // MARK: - Moving

    /// Moves past one byte, counting a line at LF, at a CR not followed by LF, and not at the CR of CRLF.
    mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == .lineFeed || (byte == .carriageReturn && current != .lineFeed) {
            line += 1
            lineStart = offset
        }
    }

    /// Moves past `count` bytes known to hold no line break.
    mutating func advance(by count: Int) {
        offset = min(offset + count, bytes.count)
    }

    /// Skips whitespace (JSON5's: ASCII spaces, NBSP, BOM, U+2028, U+2029 and every space
    /// separator) and comments.
    /// - Throws: for a `/*` never closed.
    mutating func skipTrivia() throws(JSON5SyntaxError) {
        while let byte = current {
            switch byte {
            case .space, .tab, .lineFeed, .carriageReturn, .verticalTab, .formFeed:
                advance()
            case .slash where peek(1) == .slash:
                skipLineComment()
            case .slash where peek(1) == .star:
                try skipBlockComment()
            case 0x80...:
                guard let (scalar, length) = decodeScalar(), scalar.isJSON5Whitespace else { return }
                advance(by: length)
            default:
                return
            }
        }
    }

    /// Skips to the line terminator that ends a `//` comment: LF, CR, U+2028 or U+2029.
    private mutating func skipLineComment() {
        while let byte = current, byte != .lineFeed, byte != .carriageReturn {
            if byte == 0xE2, peek(1) == 0x80, peek(2) == 0xA8 || peek(2) == 0xA9 { return }
            advance(by: 1)
        }
    }

    private mutating func skipBlockComment() throws(JSON5SyntaxError) {
        let start = position
        advance(by: 2)
        while let byte = current {
            if byte == .star, peek(1) == .slash {
                advance(by: 2)
                return
            }
            advance()
        }
        throw JSON5SyntaxError(position: start, message: "unterminated block comment")
    }

    // MARK: - Reading

    /// The Unicode scalar whose UTF-8 encoding starts at the cursor and its length in bytes, or
    /// `nil` when the bytes there are not well-formed UTF-8 (overlong forms and surrogates included).
    func decodeScalar() -> (Unicode.Scalar, Int)? {
        guard let first = current else { return nil }
        if first < 0x80 { return (Unicode.Scalar(first), 1) }
        let length: Int, initial: UInt32, minimum: UInt32
        switch first {
        case 0xC2...0xDF: (length, initial, minimum) = (2, UInt32(first & 0x1F), 0x80)
        case 0xE0...0xEF: (length, initial, minimum) = (3, UInt32(first & 0x0F), 0x800)
        case 0xF0...0xF4: (length, initial, minimum) = (4, UInt32(first & 0x07), 0x1_0000)
        default: return nil
        }
        var value = initial
        for index in 1..<length {
            guard let byte = peek(index), byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// What the cursor stands on, for "found …" in messages: `'x'`, `'é' (U+00E9)`, `U+0000`,
    /// `invalid UTF-8 byte 0xFF` or `end of input`.
    func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        guard let (scalar, _) = decodeScalar() else { return "invalid UTF-8 byte " + hex(UInt32(byte), digits: 2) }
        let code = "U+" + hex(scalar.value, digits: 4).dropFirst(2)
        if scalar.isVisible { return scalar.value < 0x80 ? "'\(scalar)'" : "'\(scalar)' (\(code))" }
        return String(code)
    }
}

// MARK: - Characters

extension UInt8 {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space = UInt8(ascii: " ")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// The value of a hexadecimal digit.
    var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension Unicode.Scalar {
    /// JSON5's WhiteSpace and LineTerminator beyond ASCII.
    var isJSON5Whitespace: Bool {
        switch value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0xFEFF, 0x2028, 0x2029: return true
        default: return properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether the scalar can be shown between quotes in a message (not a control, format,
    /// separator, private-use, unassigned or surrogate code point).
    var isVisible: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
             .privateUse, .unassigned, .surrogate:
            return false
        default:
            return true
        }
    }
}

/// `0x` and at least `digits` upper-case hexadecimal digits.
func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
}
