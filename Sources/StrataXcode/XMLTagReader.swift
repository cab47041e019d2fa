import StrataText

/// A minimal XML reader over bytes: yields start and end tags with their attributes and skips text,
/// comments, processing instructions, declarations and CDATA. Enough for `contents.xcworkspacedata`; it
/// does not check that tags balance. Each call consumes at least one byte, so reading ends.
struct XMLTagReader {
    enum Tag: Equatable {
        /// `<name attr="value">`, or `<name … />` when `selfClosing`; `offset` is the `<`.
        case open(name: String, attributes: [String: String], selfClosing: Bool, offset: Int)
        /// `</name>`.
        case close(name: String, offset: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private let lines: LineTable
    /// Why reading stopped early, at which byte offset.
    private(set) var failure: (message: String, offset: Int)?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes, breaks: .lineFeed)
    }

    /// The next tag, or `nil` at the end of the input or after a failure.
    mutating func next() -> Tag? {
        while failure == nil, index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index
            if startsWith("<!--") {
                skip(past: "-->", from: start, what: "comment")
            } else if startsWith("<![CDATA[") {
                skip(past: "]]>", from: start, what: "CDATA section")
            } else if startsWith("<?") {
                skip(past: "?>", from: start, what: "processing instruction")
            } else if startsWith("<!") {
                skip(past: ">", from: start, what: "declaration")
            } else if startsWith("</") {
                index += 2
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    failure = ("unterminated end tag", start)
                    return nil
                }
                index += 1
                return .close(name: name, offset: start)
            } else {
                index += 1
                return readStartTag(from: start)
            }
        }
        return nil
    }

    /// The line and column (from 1, columns in bytes) of byte `offset`.
    func position(ofOffset offset: Int) -> TextPosition { lines.position(ofOffset: offset) }

    // MARK: - Tags

    private mutating func readStartTag(from start: Int) -> Tag? {
        let name = readName()
        guard !name.isEmpty else {
            failure = ("expected a tag name after '<'", start)
            return nil
        }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else {
                failure = ("unterminated tag '<\(name)'", start)
                return nil
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return .open(name: name, attributes: attributes, selfClosing: false, offset: start)
            }
            if startsWith("/>") {
                index += 2
                return .open(name: name, attributes: attributes, selfClosing: true, offset: start)
            }
            let attribute = readName()
            skipSpace()
            guard !attribute.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                failure = ("malformed attribute in '<\(name)'", index)
                return nil
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                failure = ("expected a quoted value for attribute '\(attribute)'", index)
                return nil
            }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else {
                failure = ("unterminated value of attribute '\(attribute)'", valueStart - 1)
                return nil
            }
            if attributes[attribute] == nil { attributes[attribute] = Self.decodeEntities(bytes[valueStart..<index]) }
            index += 1
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">"),
                UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default:
                index += 1
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Bytes

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
    }

    private mutating func skip(past terminator: StaticString, from start: Int, what: String) {
        let count = terminator.utf8CodeUnitCount
        index = start + 1
        while index + count <= bytes.count {
            if startsWith(terminator) {
                index += count
                return
            }
            index += 1
        }
        index = bytes.count
        failure = ("unterminated \(what)", start)
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
        {
            index += 1
        }
    }
}
