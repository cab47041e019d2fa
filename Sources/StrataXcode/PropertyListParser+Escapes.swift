extension PropertyListParser {
    /// Decodes the escape whose backslash was just consumed, appending its UTF-8 bytes to `decoded`:
    /// `\a \b \f \n \r \t \v \" \' \\`, `\U` with up to four hexadecimal digits (a UTF-16 unit; a
    /// surrogate pair written as two escapes makes one character), `\` with up to three octal digits (a
    /// byte value, read as U+0000–U+00FF), and `\` before any other byte, which stands for that byte.
    mutating func decodeEscape(into decoded: inout [UInt8]) {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "a"): decoded.append(0x07)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "v"): decoded.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            appendScalar(decodeUTF16Escape(), to: &decoded)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7")
            {
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            appendScalar(UnicodeScalar(UInt8(value & 0xFF)), to: &decoded)
        default:
            decoded.append(byte)
        }
    }

    /// The character of a `\U` escape whose `U` was just consumed; a high surrogate followed by a `\U`
    /// low surrogate makes one character, and a lone surrogate becomes U+FFFD.
    private mutating func decodeUTF16Escape() -> UnicodeScalar {
        let unit = hexUnit()
        guard (0xD800...0xDBFF).contains(unit) else {
            return UnicodeScalar(unit) ?? "\u{FFFD}"
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u")
        else { return "\u{FFFD}" }
        let saved = index
        index += 2
        let low = hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else {
            index = saved
            return "\u{FFFD}"
        }
        return UnicodeScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    /// Up to four hexadecimal digits at the current byte, as a number.
    private mutating func hexUnit() -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
            value = value * 16 + digit
            index += 1
            digits += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func appendScalar(_ scalar: UnicodeScalar, to decoded: inout [UInt8]) {
        UTF8.encode(scalar) { decoded.append($0) }
    }
}
