/// The node each type name of one file resolves to, found by the name's `String` itself rather than its
/// bytes: a file mentions a few dozen names, each a hundred times over in its declarations' references, and
/// the scanner gives every mention of a name the same `String` (one per file, or per scanning thread for
/// names longer than 15 bytes).
///
/// A `String` is 16 bytes: a name of up to 15 UTF-8 bytes holds them inline; a longer one holds its count
/// and a pointer to storage that nobody changes while the facts hold the string. Two strings with the same
/// 16 bytes therefore spell the same name as long as both are alive, and the facts keep every name alive for
/// the whole build. The table is only a cache: a name whose representation is not in it (the same name
/// made twice) is looked up by its bytes, as without it.
struct FileNodes {
    /// One name: its representation, and `node + 1` (0 when it names no single node).
    private struct Slot {
        var first: UInt64 = 0
        var second: UInt64 = 0
        var node: Int32 = 0
        /// The file the slot is used for: slots of earlier files count as empty.
        var file: Int32 = 0
    }

    /// The count is a power of two, at most half of them used by the current file.
    private var slots = [Slot](repeating: Slot(), count: 64)
    private var count = 0
    /// The current file, from 1.
    private var file: Int32 = 0

    /// Forgets every name, in O(1), for the next file.
    mutating func startFile() {
        file += 1
        count = 0
    }

    /// The node `name` resolves to (`.some(nil)` when it names none), or `nil` when it is not in the table.
    @inline(__always)
    func node(_ name: String) -> Int32?? {
        let (first, second) = Self.representation(name)
        let mask = slots.count - 1
        var slot = Self.hash(first, second) & mask
        while slots[slot].file == file {
            if slots[slot].first == first, slots[slot].second == second {
                let node = slots[slot].node
                return .some(node == 0 ? nil : node - 1)
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records what `name` resolves to.
    mutating func insert(_ name: String, node: Int32?) {
        if 2 * (count + 1) > slots.count { grow() }
        let (first, second) = Self.representation(name)
        if place(Slot(first: first, second: second, node: node.map { $0 + 1 } ?? 0, file: file)) { count += 1 }
    }

    /// Puts `entry` in the first free slot of its probe sequence; `false` when its name is already there.
    private mutating func place(_ entry: Slot) -> Bool {
        let mask = slots.count - 1
        var slot = Self.hash(entry.first, entry.second) & mask
        while slots[slot].file == file {
            if slots[slot].first == entry.first, slots[slot].second == entry.second { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = entry
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for entry in old where entry.file == file { _ = place(entry) }
    }

    /// The 16 bytes of `name`'s representation (see the type's documentation for why they identify it).
    @inline(__always)
    private static func representation(_ name: String) -> (UInt64, UInt64) {
        unsafeBitCast(name, to: (UInt64, UInt64).self)
    }

    @inline(__always)
    private static func hash(_ first: UInt64, _ second: UInt64) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15 ^ second) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }
}

/// One file's imports of workspace modules by the module's name, each with its positions in the module's
/// ``ModuleReferences/imports``. Every type reference of the file asks whether it names an imported module: a file
/// imports a handful of modules, so a name is compared by its length first and then its bytes, without hashing it.
struct ImportedModuleNames {
    /// The imported modules' names in order of first import, each with its import positions.
    private(set) var entries: [(name: String, uses: [Int])] = []
    /// Bit *n* set when a name of *n* UTF-8 bytes is imported (bit 63 for 63 bytes and more).
    private var lengths: UInt64 = 0

    /// Adds import position `use` of the module named `name`.
    mutating func add(_ name: String, use: Int) {
        lengths |= Self.bit(name.utf8.count)
        if let position = entries.firstIndex(where: { $0.name == name }) {
            entries[position].uses.append(use)
        } else {
            entries.append((name, [use]))
        }
    }

    /// The import positions of the module named `name`; empty when the file imports no module of that name.
    func uses(of name: String) -> [Int] {
        guard lengths & Self.bit(name.utf8.count) != 0 else { return [] }
        return entries.first { $0.name == name }?.uses ?? []
    }

    private static func bit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }
}
