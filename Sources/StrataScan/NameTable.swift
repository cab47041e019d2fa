/// Interns names by their UTF-8 bytes (NFC and NFD spellings stay two names), so that sets of
/// names are sets of small integers and no String is made per occurrence.
struct NameTable {
    private let bytes: UnsafeRawBufferPointer
    /// One interned name: where its first occurrence is, and its hash.
    private struct Entry {
        var start: Int
        var length: Int
        var hash: UInt64
        /// The name's first eight bytes as a big-endian word, zero after its end: most names are ordered by it alone.
        var prefix: UInt64
        /// Whether the name has been reported as a reference of the file.
        var reported = false
        /// Whether the name has been reported as an attribute's key path (see ``MemberReference/isAttributeKeyPath``).
        var reportedAsKey = false
        /// Whether the name has been reported as called without a `.` (see ``GlobalReference``).
        var reportedAsCall = false
        /// Whether the file binds the name itself: a local, parameter, label, closure parameter or function.
        var bound = false
        /// The declaration whose part of the extractor's name stack received it last (-1 for none).
        var recipient: Int32 = -1
    }
    private var entries: [Entry] = []
    /// Open-addressing slots holding `id + 1`, 0 when empty; the count is a power of two.
    private var slots: [Int32]
    /// Each name's text, made the first time it is asked for: every declaration that mentions a name
    /// shares one string.
    private var strings: [String?] = []

    /// Where names' strings come from (and are shared with other files).
    private let pool: StringPool

    /// - Parameter expectedNames: about how many names the file has (a file of *n* tokens has about *n* / 8): the
    ///   table starts that large, so that it rarely grows.
    init(bytes: UnsafeRawBufferPointer, pool: StringPool, expectedNames: Int = 32) {
        self.bytes = bytes
        self.pool = pool
        var slotCount = 64
        while slotCount < 2 * expectedNames, slotCount < 1 << 20 { slotCount <<= 1 }
        slots = [Int32](repeating: 0, count: slotCount)
        entries.reserveCapacity(slotCount / 2)
        strings.reserveCapacity(slotCount / 2)
    }

    var count: Int { entries.count }

    /// The id of the name spelled by `bytes[range]`, adding it if new.
    mutating func intern(_ range: Range<Int>) -> Int32 {
        let hash = Self.hash(bytes, range)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        // The table is at most half full, so probing meets an empty slot within `slots.count` steps.
        var probes = 0
        while slots[slot] != 0 {
            probes += 1
            assert(probes <= slots.count, "name table full")
            let id = Int(slots[slot] - 1)
            let entry = entries[id]
            if entry.hash == hash, entry.length == range.count,
               Self.equal(bytes, entry.start, range.lowerBound, range.count) {
                return Int32(id)
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(entries.count)
        let prefix = Self.tail(bytes, from: range.lowerBound, to: range.lowerBound + min(range.count, 8)).byteSwapped
        entries.append(Entry(start: range.lowerBound, length: range.count, hash: hash, prefix: prefix))
        strings.append(nil)
        slots[slot] = id + 1
        if entries.count * 2 > slots.count { grow() }
        return id
    }

    /// Marks the name reported; `true` the first time.
    @inline(__always)
    mutating func markReported(_ id: Int32) -> Bool {
        if entries[Int(id)].reported { return false }
        entries[Int(id)].reported = true
        return true
    }

    /// Marks the name reported as an attribute's key path; `true` the first time.
    @inline(__always)
    mutating func markReportedAsKey(_ id: Int32) -> Bool {
        if entries[Int(id)].reportedAsKey { return false }
        entries[Int(id)].reportedAsKey = true
        return true
    }

    /// Marks the name reported as called; `true` the first time.
    @inline(__always)
    mutating func markReportedAsCall(_ id: Int32) -> Bool {
        if entries[Int(id)].reportedAsCall { return false }
        entries[Int(id)].reportedAsCall = true
        return true
    }

    /// Marks the name bound by the file itself.
    @inline(__always)
    mutating func markBound(_ id: Int32) { entries[Int(id)].bound = true }

    /// Whether the file binds the name itself (``markBound(_:)``).
    func isBound(_ id: Int32) -> Bool { entries[Int(id)].bound }

    /// Makes `declaration` the last recipient of the name; `false` when it already was.
    @inline(__always)
    mutating func setRecipient(of id: Int32, to declaration: Int32) -> Bool {
        if entries[Int(id)].recipient == declaration { return false }
        entries[Int(id)].recipient = declaration
        return true
    }

    /// The name's text.
    mutating func string(_ id: Int32) -> String {
        if let text = strings[Int(id)] { return text }
        let entry = entries[Int(id)]
        let text = pool.string(in: bytes, entry.start..<entry.start + entry.length, hash: entry.hash)
        strings[Int(id)] = text
        return text
    }

    /// Whether name `a` sorts before name `b` by UTF-8 bytes (eight at a time, as big-endian words, the first eight
    /// kept with each name).
    func precedes(_ a: Int32, _ b: Int32) -> Bool {
        let x = entries[Int(a)], y = entries[Int(b)]
        if x.prefix != y.prefix { return x.prefix < y.prefix }
        let common = min(x.length, y.length)
        // Equal first words: equal first `min(8, common)` bytes (a zero past a name's end sorts like its end).
        var i = min(8, common)
        while i + 8 <= common {
            let p = bytes.loadUnaligned(fromByteOffset: x.start + i, as: UInt64.self)
            let q = bytes.loadUnaligned(fromByteOffset: y.start + i, as: UInt64.self)
            if p != q { return p.bigEndian < q.bigEndian }
            i += 8
        }
        while i < common {
            let p = bytes[x.start + i], q = bytes[y.start + i]
            if p != q { return p < q }
            i += 1
        }
        return x.length < y.length
    }

    // MARK: - Bytes

    /// A hash of `bytes[range]`, eight bytes at a time.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
        var i = range.lowerBound
        while i + 8 <= range.upperBound {
            hash = (hash ^ word(bytes, at: i)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            i += 8
        }
        hash = (hash ^ tail(bytes, from: i, to: range.upperBound)) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }

    /// The eight bytes at `offset` as a little-endian word.
    @inline(__always)
    static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The at most eight bytes `bytes[start..<end]` as a little-endian word, zero above them: one load masked when
    /// eight bytes can be read from `start`, else byte by byte. Both give the same word.
    @inline(__always)
    static func tail(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> UInt64 {
        let count = end - start
        if count == 0 { return 0 }
        if start + 8 <= bytes.count {
            return word(bytes, at: start) & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count))
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        for i in start..<end {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
        }
        return tail
    }

    /// Whether `count` bytes at `a` equal those at `b`, eight at a time.
    @inline(__always)
    private static func equal(_ bytes: UnsafeRawBufferPointer, _ a: Int, _ b: Int, _ count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            if word(bytes, at: a + i) != word(bytes, at: b + i) { return false }
            i += 8
        }
        return tail(bytes, from: a + i, to: a + count) == tail(bytes, from: b + i, to: b + count)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 0..<entries.count {
            var slot = Int(truncatingIfNeeded: entries[id].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
    }
}
