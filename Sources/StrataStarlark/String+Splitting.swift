extension String {
    /// The parts of the string between occurrences of `separator` (compared by UTF-8 bytes, left to right,
    /// not overlapping); the string itself when `separator` does not occur or is empty.
    /// - Complexity: O(count × separator count) at worst.
    func components(separatedBy separator: String) -> [String] {
        let bytes = Array(utf8)
        let needle = Array(separator.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return [self] }
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}

extension String {
    /// Whether `part` occurs in the string, compared by UTF-8 bytes.
    func containsBytes(_ part: String) -> Bool {
        if part.isEmpty { return true }
        var haystack = self
        var needle = part
        return haystack.withUTF8 { text in
            needle.withUTF8 { wanted in
                guard wanted.count <= text.count else { return false }
                let first = wanted[0]
                var index = 0
                while index + wanted.count <= text.count {
                    if text[index] == first, memoryEqual(text, index, wanted) { return true }
                    index += 1
                }
                return false
            }
        }
    }
}

private func memoryEqual(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    for offset in 0..<wanted.count where text[start + offset] != wanted[offset] { return false }
    return true
}
