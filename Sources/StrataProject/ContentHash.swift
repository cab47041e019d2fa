/// A fast 64-bit hash of bytes, eight at a time: a cache's key for a file's contents (with its size) and its
/// check of its own entries. Not cryptographic: it tells a change from no change, not a forgery.
public enum ContentHash {
    /// The hash of `bytes`.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 32
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 29)
    }

    /// The hash of `bytes` held in an array.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }
}
