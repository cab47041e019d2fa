/// The strings the scanner makes from source bytes, shared by every file one thread scans: a type name
/// that a thousand files mention is one string in memory, not a thousand, and is not decoded again.
///
/// Only strings longer than 15 bytes are pooled (shorter ones are stored inline in a `String`
/// and cost no allocation). Not thread-safe: one pool per thread; the strings themselves can go anywhere.
public final class StringPool {
    /// Open-addressing slots holding an index into `entries` plus one, 0 when empty; the count is a
    /// power of two, at most half full.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var entries: [(hash: UInt64, string: String)] = []

    /// An empty pool.
    public init() {}

    /// The string `bytes` spell (invalid UTF-8 repaired with U+FFFD), the pool's copy when it has one.
    @inline(__always)
    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        return string(bytes, hash: NameTable.hash(bytes, 0..<bytes.count))
    }

    /// The string `bytes` spell, given their ``NameTable`` hash.
    func string(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot] - 1)]
            if entry.hash == hash, Self.spells(entry.string, bytes) { return entry.string }
            slot = (slot + 1) & mask
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // A repaired string never equals its bytes again: not worth keeping.
        guard text.utf8.count == bytes.count else { return text }
        entries.append((hash, text))
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { grow() }
        return text
    }

    /// Whether `text`'s UTF-8 is exactly `bytes`, eight bytes at a time.
    private static func spells(_ text: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            let count = utf8.count
            guard count == bytes.count else { return false }
            let stored = UnsafeRawBufferPointer(utf8)
            var i = 0
            while i + 8 <= count {
                if stored.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    != bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
                i += 8
            }
            while i < count {
                if stored[i] != bytes[i] { return false }
                i += 1
            }
            return true
        }
    }

    private func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}
