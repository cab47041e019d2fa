/// The strings the scanner makes from source bytes, shared by every file one thread scans: a type name
/// that a thousand files mention is one string in memory, not a thousand, and is not decoded again.
///
/// Strings of at most 15 bytes (stored inline in a `String`, no allocation) are pooled too, with their bytes as two
/// words: finding one costs a hash and two comparisons, where decoding it again costs a validation. Not thread-safe:
/// one pool per thread; the strings themselves can go anywhere.
public final class StringPool {
    /// A pooled string; `low` and `high` are the bytes of a short one (at most 15) as little-endian words.
    private struct Entry {
        var hash: UInt64
        var string: String
        var count: Int
        var low: UInt64
        var high: UInt64
    }

    /// Open-addressing slots holding an index into `entries` plus one, 0 when empty; the count is a
    /// power of two, at most half full. Neither array is checked for exclusive access at run time (the check cost
    /// more than the lookup): only ``string(in:_:hash:)`` and ``grow()`` touch them, never reentrantly, on one thread.
    @exclusivity(unchecked) private var slots = [Int32](repeating: 0, count: 1024)
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// An empty pool.
    public init() {}

    /// The string `bytes` spell (invalid UTF-8 repaired with U+FFFD), the pool's copy when it has one.
    @inline(__always)
    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        string(in: bytes, 0..<bytes.count, hash: NameTable.hash(bytes, 0..<bytes.count))
    }

    /// The string `bytes[range]` spell, given their ``NameTable`` hash. Reading from a buffer larger than the range
    /// lets short names be read a word at a time.
    func string(in bytes: UnsafeRawBufferPointer, _ range: Range<Int>, hash: UInt64) -> String {
        let count = range.count
        let short = count <= 15
        let low = short ? NameTable.tail(bytes, from: range.lowerBound, to: range.lowerBound + min(count, 8)) : 0
        let high = short && count > 8 ? NameTable.tail(bytes, from: range.lowerBound + 8, to: range.upperBound) : 0
        let text = UnsafeRawBufferPointer(rebasing: bytes[range])
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if entries[index].hash == hash, entries[index].count == count,
               short ? entries[index].low == low && entries[index].high == high : Self.spells(entries[index].string, text) {
                return entries[index].string
            }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: text, as: UTF8.self)
        // A repaired string never equals its bytes again: not worth keeping.
        guard made.utf8.count == count else { return made }
        entries.append(Entry(hash: hash, string: made, count: count, low: low, high: high))
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { grow() }
        return made
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
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}
