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
