/// Byte and code point classes of Swift's lexical grammar, compared as `UInt8` values.
enum ByteClass {
    /// ASCII letters, `_`, and the digits when `allowDigits`.
    @inline(__always)
    static func isASCIIIdentifier(_ b: UInt8, allowDigits: Bool) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return allowDigits
        default:
            return false
        }
    }

    /// For each byte, 1 when it is an ASCII byte that continues an identifier (letters, digits, `_`,
    /// `$`), for the lexer's identifier loop: one load and one test a byte. Made once, never written
    /// after, never freed.
    nonisolated(unsafe) static let identifierContinuation: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 {
            let byte = UInt8(b)
            table[b] = isASCIIIdentifier(byte, allowDigits: true) || byte == UInt8(ascii: "$") ? 1 : 0
        }
        return UnsafePointer(table)
    }()

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
    }

    @inline(__always)
    static func isUppercase(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// The ASCII operator characters `/ = - + ! * % < > & | ^ ~ ? .`.
    @inline(__always)
    static func isASCIIOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Space, tab, vertical tab, form feed and NUL: whitespace that does not end a line.
    @inline(__always)
    static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 0x0B || b == 0x0C || b == 0
    }

    /// Non-ASCII code points that start an operator (Swift's operator-head, beyond ASCII).
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII code points that may continue an operator (operator heads and combining marks).
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }

    /// Non-ASCII code points the lexer treats as whitespace that does not end a line:
    /// no-break space, the Unicode spaces, line and paragraph separators (U+2028 is not a line end
    /// for line counting), and a byte order mark met after the start of the file.
    static func isUnicodeSpace(_ c: UInt32) -> Bool {
        switch c {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}

/// A decoded UTF-8 scalar: its value and its length in bytes. `nil` from ``decodeScalar(_:at:)``
/// means the bytes at that offset are not valid UTF-8.
struct DecodedScalar {
    var value: UInt32
    var length: Int
}

/// Decodes the UTF-8 scalar starting at `offset`, rejecting overlong forms, surrogates and
/// values above U+10FFFF.
func decodeScalar(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> DecodedScalar? {
    let count = bytes.count
    let b0 = bytes[offset]
    if b0 < 0x80 { return DecodedScalar(value: UInt32(b0), length: 1) }
    let length: Int
    var value: UInt32
    switch b0 {
    case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
    default: return nil
    }
    guard offset + length <= count else { return nil }
    for i in 1..<length {
        let b = bytes[offset + i]
        guard b & 0xC0 == 0x80 else { return nil }
        value = value << 6 | UInt32(b & 0x3F)
    }
    switch length {
    case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
    case 4 where value < 0x10000 || value > 0x10FFFF: return nil
    default: return DecodedScalar(value: value, length: length)
    }
}
