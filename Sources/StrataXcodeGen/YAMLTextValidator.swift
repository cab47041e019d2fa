/// Says whether a YAML document's bytes are text YAML accepts, before it is scanned.
enum YAMLTextValidator {
    /// Refuses bytes that are not UTF-8 text: invalid or overlong sequences, surrogates, and control
    /// characters other than tab, line feed and carriage return (YAML's printable set).
    /// - Throws: ``YAMLIssue`` naming the line and column of the first such byte.
    static func validate(_ bytes: [UInt8]) throws(YAMLIssue) {
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") || byte == 0x7F {
                    throw YAMLIssue(message: "control character 0x\(hex(byte)) is not allowed in YAML",
                                    line: line, column: column)
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            guard let length = sequenceLength(bytes, at: index) else {
                throw YAMLIssue(message: "the file is not valid UTF-8 (byte 0x\(hex(byte)))", line: line,
                                column: column)
            }
            index += length
            column += 1
        }
    }

    /// The length of the valid UTF-8 sequence of more than one byte starting at `index`, `nil` if invalid.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return length
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
