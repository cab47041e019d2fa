/// The offset of the first byte that is not part of valid UTF-8, or `nil` if all bytes are valid.
/// Runs of ASCII are skipped 32, then eight bytes at a time.
/// - Complexity: O(*n*).
func firstInvalidUTF8Offset(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let count = bytes.count
    var i = 0
    var progress = LoopProgress()
    while i < count {
        progress.advanced(to: i)
        while i + 32 <= count {
            let words = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            guard words & 0x8080_8080_8080_8080 == 0 else { break }
            i += 32
        }
        if i >= count { break }
        if i + 8 <= count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            i += 8
        } else if bytes[i] < 0x80 {
            i += 1
        } else if let scalar = decodeScalar(bytes, at: i) {
            i += scalar.length
        } else {
            return i
        }
    }
    return nil
}

/// The 1-based line and UTF-8 column of `offset`, counting LF, CRLF and lone CR as line ends
/// and columns on the first line from after a byte order mark, as the lexer does.
func lineAndColumn(of offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    var i = 0
    while i < offset {
        let b = bytes[i]
        if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
            if b == UInt8(ascii: "\r"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            line += 1
            lineStart = i + 1
        }
        i += 1
    }
    return (line, max(1, offset - lineStart + 1))
}
