import StrataGraph

/// Why bytes read back from a cache were refused: they do not hold what was written. A cache that says so is
/// ignored, never trusted in part.
struct CacheFormatError: Error, Equatable {
    /// What did not fit.
    var reason: String
}

/// Appends values to a byte buffer in the cache's own binary format: integers as LEB128 varints (signed ones
/// zigzagged), strings as their UTF-8 length then bytes, arrays as their count then elements. Names (``name(_:)``)
/// are written whole once per encoder, then as a reference to the first time: a file names the same types and
/// members again and again, and reading a reference back makes no `String`.
struct CacheEncoder {
    private(set) var bytes: [UInt8] = []
    /// The names written whole so far, numbered in the order written.
    private var wholeNames = NameIndex()

    /// Appends `value` as an unsigned varint.
    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends `value` zigzagged: small negative numbers stay short.
    mutating func int(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// Appends `value` as one byte, 0 or 1.
    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends eight bytes, little-endian.
    mutating func fixed(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Appends `value`'s UTF-8 length and bytes.
    mutating func string(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends 0 for `nil`, else 1 and the string.
    mutating func optional(_ value: String?) {
        guard let value else { bool(false); return }
        bool(true)
        string(value)
    }

    /// Appends a name: 0 and the string the first time, else its number among the names written whole, plus one.
    mutating func name(_ value: String) {
        let before = wholeNames.count
        let id = wholeNames.insert(value)
        if Int(id) < before {
            unsigned(UInt64(id) + 1)
        } else {
            unsigned(0)
            string(value)
        }
    }

    /// Appends 0 for `nil`, else 1 and the name.
    mutating func optionalName(_ value: String?) {
        guard let value else { bool(false); return }
        bool(true)
        name(value)
    }

    /// Appends the count of `values`, then each element as `element` writes it.
    mutating func array<T>(_ values: [T], _ element: (inout CacheEncoder, T) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { element(&self, value) }
    }

    /// Appends the count of `values`, then each as a name (``name(_:)``).
    mutating func names(_ values: [String]) {
        array(values) { $0.name($1) }
    }

    /// Appends bytes as they are.
    mutating func raw(_ values: some Sequence<UInt8>) {
        bytes.append(contentsOf: values)
    }
}

/// Reads back what ``CacheEncoder`` wrote, checking every length against the bytes left: bytes that were
/// cut, altered or never written by strata make it throw ``CacheFormatError``, never read out of bounds, trap
/// or allocate more than the bytes could hold.
struct CacheDecoder {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int
    /// The names read whole so far, in the order read: what a reference numbers.
    private var wholeNames: [String] = []

    /// A decoder of `bytes` from `offset`.
    init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// How many bytes are left.
    var remaining: Int { bytes.count - offset }

    /// One byte.
    @inline(__always)
    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw CacheFormatError(reason: "ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An unsigned varint of at most ten bytes.
    @inline(__always)
    mutating func unsigned() throws -> UInt64 {
        // Most are one byte: counts, lines, columns, name references.
        if offset < bytes.count, bytes[offset] < 0x80 {
            defer { offset += 1 }
            return UInt64(bytes[offset])
        }
        return try multiByteUnsigned()
    }

    /// An unsigned varint of two to ten bytes: kept out of line, so that the one-byte case inlines small.
    @inline(never)
    private mutating func multiByteUnsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64, shift < 63 || next <= 1 else { throw CacheFormatError(reason: "varint too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A zigzagged varint that fits an `Int`.
    @inline(__always)
    mutating func int() throws -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let fitted = Int(exactly: value) else { throw CacheFormatError(reason: "integer out of range") }
        return fitted
    }

    /// A count of elements each taking at least one byte, so never more than the bytes left.
    @inline(__always)
    mutating func count() throws -> Int {
        let raw = try unsigned()
        guard raw <= UInt64(remaining) else { throw CacheFormatError(reason: "count past the end") }
        return Int(raw)
    }

    /// A byte that must be 0 or 1.
    @inline(__always)
    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheFormatError(reason: "not a boolean")
        }
    }

    /// Eight bytes, little-endian.
    @inline(__always)
    mutating func fixed() throws -> UInt64 {
        guard remaining >= 8 else { throw CacheFormatError(reason: "ends early") }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The bytes of a string, unchecked as UTF-8 (strings are written from `String`s, so always valid).
    mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    /// `nil` or a string, as ``CacheEncoder/optional(_:)`` wrote it.
    mutating func optional() throws -> String? {
        try bool() ? try string() : nil
    }

    /// A name, as ``CacheEncoder/name(_:)`` wrote it: whole, or a reference to one read before.
    @inline(__always)
    mutating func name() throws -> String {
        let reference = try unsigned()
        guard reference != 0 else {
            let name = try string()
            wholeNames.append(name)
            return name
        }
        guard reference <= UInt64(wholeNames.count) else { throw CacheFormatError(reason: "unknown name") }
        return wholeNames[Int(reference - 1)]
    }

    /// `nil` or a name, as ``CacheEncoder/optionalName(_:)`` wrote it.
    mutating func optionalName() throws -> String? {
        try bool() ? try name() : nil
    }

    /// An array, each element read by `element`.
    mutating func array<T>(_ element: (inout CacheDecoder) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    /// An array of names, as ``CacheEncoder/names(_:)`` wrote it.
    mutating func names() throws -> [String] {
        try array { try $0.name() }
    }

    /// The next `count` bytes, as they are.
    mutating func raw(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw CacheFormatError(reason: "ends early") }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }
}
