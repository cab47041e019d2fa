extension Sequence where Element == String {
    /// The strings sorted by their UTF-8 bytes — the order of every path and name strata prints — compared on
    /// their contiguous bytes (the views' generic comparison costs several times more in sorts of many paths).
    public func sortedByBytes() -> [String] {
        sorted { $0.precedesByBytes($1) }
    }
}

extension String {
    /// Whether `self` sorts before `other` when both are compared as UTF-8 byte sequences.
    public func precedesByBytes(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in left.lexicographicallyPrecedes(right) }
        }
        if let fast, let result = fast { return result }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}
