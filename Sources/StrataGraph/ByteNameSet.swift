/// A fixed set of names, looked up by their UTF-8 bytes: one multiplicative hash over them and one comparison of bytes,
/// where a `Set<String>` hashes with SipHash and compares `String`s (a tenth of the type-reference graph's work went to
/// asking whether the toolchain declares a member name).
struct ByteNameSet: Sendable {
    /// Every name's bytes, one after the other.
    private let bytes: [UInt8]
    /// Where each name starts in ``bytes``; one more entry, the end of the last.
    private let starts: [Int]
    /// Open-addressing slots holding a name's number plus one, 0 when empty; a power of two, at most half full.
    private let slots: [Int32]

    /// The words of `list`, separated by spaces and line breaks.
    init(words list: String) {
        var bytes: [UInt8] = [], starts: [Int] = [0]
        for word in list.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
            bytes.append(contentsOf: word)
            starts.append(bytes.count)
        }
        var capacity = 16
        while capacity < 2 * (starts.count - 1) { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        bytes.withUnsafeBufferPointer { all in
            for name in 0..<(starts.count - 1) {
                let word = UnsafeBufferPointer(rebasing: all[starts[name]..<starts[name + 1]])
                var slot = Self.hash(word) & (capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(name + 1)
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// Whether `name` is one of the set's names.
    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { contains($0) }
    }

    /// Whether the name spelled by `word` is one of the set's names.
    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while slots[slot] != 0 {
            let name = Int(slots[slot] - 1)
            let start = starts[name], end = starts[name + 1]
            if end - start == word.count, Self.equal(bytes, from: start, word) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Whether `bytes` from `start` spell `word`.
    private static func equal(_ bytes: [UInt8], from start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in word.indices where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// FNV-1a over the bytes.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
