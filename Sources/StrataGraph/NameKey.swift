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
