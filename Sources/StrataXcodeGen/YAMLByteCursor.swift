/// The YAML scanner's place in a document's bytes, shared (`inout`) by the scanner and the scanners of each
/// kind of scalar (``YAMLScanner``, ``YAMLPlainScalarScanner``, ``YAMLQuotedScalarScanner``,
/// ``YAMLBlockScalarScanner``, ``YAMLPropertyScanner``): the current byte, line and column, and the byte classes
/// they all ask about.
struct YAMLByteCursor {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// Counted from 0 in Unicode scalars; tokens and issues report it from 1.
    var column = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte `offset` bytes ahead, 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// Consumes one byte that is not a line break.
    mutating func advance() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    /// Consumes one line break (`\n`, `\r\n` or `\r`).
    mutating func consumeBreak() {
        if peek() == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { index += 1 }
        index += 1
        line += 1
        column = 0
    }

    // MARK: - Byte classes

    func isBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether the byte `offset` bytes ahead is a blank or a break, or past the end.
    func isBlankOrEnd(_ offset: Int) -> Bool {
        guard index + offset < bytes.count else { return true }
        let byte = bytes[index + offset]
        return isBlank(byte) || isBreak(byte)
    }

    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Whether a `---` or `...` followed by a blank starts here (at a line's start).
    func isDocumentMarker() -> Bool {
        let byte = peek()
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return false }
        return peek(1) == byte && peek(2) == byte && isBlankOrEnd(3)
    }

    /// An issue at the current place.
    func issue(_ message: String) -> YAMLIssue {
        YAMLIssue(message: message, line: line, column: column + 1)
    }
}
