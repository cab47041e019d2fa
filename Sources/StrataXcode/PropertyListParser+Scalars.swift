extension PropertyListParser {
    // MARK: - Trivia

    /// Skips white space, `// line` and `/* block */` comments. A comment starts only where a token could.
    mutating func skipTrivia() throws(PropertyListError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index += 2
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    throw error("unterminated comment", at: start)
                }
                index += 2
            default:
                return
            }
        }
    }

    // MARK: - Scalars

    /// Reads a string or data value at the current byte.
    mutating func parseScalar() throws(PropertyListError) -> Int {
        if bytes[index] == UInt8(ascii: "<") { return try parseData() }
        guard Self.startsString(bytes[index]) else {
            throw error("unexpected character '\(Self.describe(bytes[index]))', expected a value")
        }
        return try parseString()
    }

    /// Reads a quoted or unquoted string; the current byte is a quote or an unquoted-string byte.
    mutating func parseString() throws(PropertyListError) -> Int {
        let start = index
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            return addLeaf(.string, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start)
        }
        index += 1
        var contentStart = index
        var decoded: [UInt8] = []
        var hasEscapes = false
        while index < bytes.count, bytes[index] != quote {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            decoded.append(contentsOf: bytes[contentStart..<index])
            hasEscapes = true
            index += 1
            decodeEscape(into: &decoded)
            contentStart = index
        }
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        let text: String
        if hasEscapes {
            decoded.append(contentsOf: bytes[contentStart..<index])
            text = String(decoding: decoded, as: UTF8.self)
        } else {
            text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
        }
        index += 1
        return addLeaf(.string, text: text, offset: start)
    }

    /// Reads `<hex digits and white space>`.
    private mutating func parseData() throws(PropertyListError) -> Int {
        let start = index
        index += 1
        var digits: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                digits.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digits.append(byte + 32)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            default:
                throw error("unexpected character '\(Self.describe(byte))' in data")
            }
            index += 1
        }
        guard index < bytes.count else { throw error("unterminated data", at: start) }
        guard digits.count % 2 == 0 else { throw error("data has an odd number of hexadecimal digits", at: start) }
        index += 1
        return addLeaf(.data, text: String(decoding: digits, as: UTF8.self), offset: start)
    }

    // MARK: - Bytes

    /// Whether `byte` may start a string: a quote or a byte of an unquoted string.
    static func startsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquoted(byte)
    }

    /// The bytes of an unquoted string: `[A-Za-z0-9_$+/:.-]`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A byte for a message: itself when printable ASCII, else its hexadecimal value.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return String(UnicodeScalar(byte)) }
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" + hex : hex)
    }
}
