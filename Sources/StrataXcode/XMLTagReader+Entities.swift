extension XMLTagReader {
    /// An attribute value with `&amp; &lt; &gt; &quot; &apos;` and `&#NN;`/`&#xNN;` replaced; an
    /// unknown or malformed reference is kept as written.
    static func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "&"),
                let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                let scalar = entity(bytes[(index + 1)..<semicolon])
            else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            UTF8.encode(scalar) { decoded.append($0) }
            index = semicolon + 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The character of an entity's name (between `&` and `;`).
    private static func entity(_ name: ArraySlice<UInt8>) -> UnicodeScalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let text where text.hasPrefix("#x") || text.hasPrefix("#X"):
            return UInt32(text.dropFirst(2), radix: 16).flatMap(UnicodeScalar.init)
        case let text where text.hasPrefix("#"):
            return UInt32(text.dropFirst(), radix: 10).flatMap(UnicodeScalar.init)
        default:
            return nil
        }
    }
}
