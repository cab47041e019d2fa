/// Interns names by their UTF-8 bytes (NFC and NFD spellings stay two names), so that sets of
/// names are sets of small integers and no String is made per occurrence.
struct NameTable {
    private let bytes: UnsafeRawBufferPointer
    /// Byte range of each name's first occurrence, by id.
    private var ranges: [Range<Int>] = []
    /// Open-addressing slots holding `id + 1`, 0 when empty; the count is a power of two.
    private var slots = [Int32](repeating: 0, count: 64)
    private var hashes: [UInt32] = []

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var count: Int { ranges.count }

    /// The id of the name spelled by `bytes[range]`, adding it if new.
    mutating func intern(_ range: Range<Int>) -> Int32 {
        var hash: UInt32 = 2_166_136_261
        for i in range { hash = (hash ^ UInt32(bytes[i])) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        // The table is at most half full, so probing meets an empty slot within `slots.count` steps.
        var probes = 0
        while slots[slot] != 0 {
            probes += 1
            assert(probes <= slots.count, "name table full")
            let id = Int(slots[slot] - 1)
            if hashes[id] == hash, spells(id, range) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(ranges.count)
        ranges.append(range)
        hashes.append(hash)
        slots[slot] = id + 1
        if ranges.count * 2 > slots.count { grow() }
        return id
    }

    /// The name's text.
    func string(_ id: Int32) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[ranges[Int(id)]]), as: UTF8.self)
    }

    /// Whether name `a` sorts before name `b` by UTF-8 bytes.
    func precedes(_ a: Int32, _ b: Int32) -> Bool {
        UnsafeRawBufferPointer(rebasing: bytes[ranges[Int(a)]])
            .lexicographicallyPrecedes(UnsafeRawBufferPointer(rebasing: bytes[ranges[Int(b)]]))
    }

    /// Whether the name `id` is spelled by `bytes[range]`.
    func spells(_ id: Int, _ range: Range<Int>) -> Bool {
        let stored = ranges[id]
        guard stored.count == range.count else { return false }
        var i = 0
        while i < range.count {
            if bytes[stored.lowerBound + i] != bytes[range.lowerBound + i] { return false }
            i += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 0..<ranges.count {
            var slot = Int(hashes[id]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
    }
}
