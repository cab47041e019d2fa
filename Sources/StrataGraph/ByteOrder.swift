/// Byte-wise ordering and identity of names: strata compares names by their UTF-8 bytes, so that
/// NFC and NFD spellings stay two names and output order is the same on every machine.
extension String {
    /// Whether `self` sorts before `other` when both are compared as UTF-8 byte sequences.
    public func precedesInBytes(_ other: String) -> Bool {
        // On the strings' contiguous bytes (native strings, small ones included), a loop over two buffers;
        // the views' generic comparison costs several times more per byte.
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in left.lexicographicallyPrecedes(right) }
        }
        if let fast, let result = fast { return result }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// Whether `self` and `other` have the same UTF-8 bytes (unlike `==`, which folds canonical equivalents).
    public func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        if let fast, let result = fast { return result }
        return utf8.elementsEqual(other.utf8)
    }
}

/// A dictionary key that hashes and compares a name by its UTF-8 bytes.
public struct NameKey: Hashable, Sendable, Comparable {
    public let bytes: [UInt8]

    public init(_ name: String) { bytes = Array(name.utf8) }

    /// The bytes hashed as one buffer (an array of bytes would feed the hasher one element at a time).
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    public static func == (lhs: NameKey, rhs: NameKey) -> Bool {
        lhs.bytes == rhs.bytes
    }

    public static func < (lhs: NameKey, rhs: NameKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
