import Foundation

/// Names numbered 0, 1, 2… by their UTF-8 bytes (NFC and NFD spellings stay two names) for one build, or a fixed set of
/// names (the toolchain's member names, ``SystemModules``):
/// an open-addressing table over one byte arena with a word-at-a-time hash. A lookup hashes the name's
/// bytes in place: no SipHash, no `String` made, nothing allocated.
package struct NameIndex: Sendable {
    /// Every name's bytes, one after another.
    private var arena: [UInt8] = []
    /// One name: where its bytes are in `arena`, and its hash.
    private struct Entry {
        var start: Int
        var length: Int
        var hash: UInt64
    }
    private var entries: [Entry] = []
    /// Slots holding `id + 1`, 0 when empty; the count is a power of two, at most half of them used.
    private var slots = [Int32](repeating: 0, count: 64)

    /// No names.
    package init() {}

    /// The words of `list`, separated by spaces and line breaks, numbered in order.
    package init(words list: String) {
        var list = list
        list.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
                if end > start { _ = insert(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                start = end + 1
            }
        }
    }

    /// How many names, the largest id plus one.
    package var count: Int { entries.count }

    /// The id of `name`, numbering it if new.
    package mutating func insert(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { insert($0) }
    }

    /// The id of the name spelled by `bytes`, numbering it if new.
    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(bytes)
        if let id = find(bytes, hash: hash) { return id }
        let id = Int32(entries.count)
        entries.append(Entry(start: arena.count, length: bytes.count, hash: hash))
        arena.append(contentsOf: bytes)
        if entries.count * 2 > slots.count {
            grow()
        } else {
            place(id)
        }
        return id
    }

    /// The id of `name`, if it was inserted.
    package func id(of name: String) -> Int32? {
        var name = name
        return name.withUTF8 { find($0, hash: Self.hash($0)) }
    }

    /// The id of the name spelled by `bytes`, if it was inserted.
    package func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        find(bytes, hash: Self.hash(bytes))
    }

    // MARK: - Table

    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        // At most half the slots are used, so probing meets an empty one.
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            let entry = entries[Int(id)]
            if entry.hash == hash, entry.length == bytes.count, spells(entry, bytes) { return id }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func spells(_ entry: Entry, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, entry.length > 0 else { return true }
        return arena.withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + entry.start, base, entry.length) == 0
        }
    }

    private mutating func place(_ id: Int32) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[Int(id)].hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = id + 1
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for id in entries.indices { place(Int32(id)) }
    }

    /// A hash of `bytes`, eight at a time.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            i += 8
        }
        // The last bytes in one or two loads, overlapping bytes already hashed (equal names hash equally).
        var tail: UInt64 = 0
        if raw.count >= 8 {
            if i < raw.count { tail = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) }
        } else if raw.count >= 4 {
            tail = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: raw.count - 4, as: UInt32.self)) << 32
        } else {
            for byte in raw { tail = tail << 8 | UInt64(byte) }
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
