#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Byte-wise order and identity of names and paths: strata compares them by their UTF-8 bytes, so that NFC and NFD
/// spellings stay two names and output order is the same on every machine.
extension String {
    /// -1, 0 or 1 as `self` sorts before, the same as, or after `other` by UTF-8 bytes: one `memcmp` where the storage
    /// is contiguous (native strings, small ones included); the views' generic comparison costs several times more per
    /// byte in sorts of many names.
    public func compareBytes(_ other: String) -> Int {
        let result = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Int in
                let common = Swift.min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 ? -1 : 1 }
                }
                return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
            }
        }
        if let result = result ?? nil { return result }
        if utf8.elementsEqual(other.utf8) { return 0 }
        return utf8.lexicographicallyPrecedes(other.utf8) ? -1 : 1
    }

    /// Whether `self` sorts before `other` when both are compared as UTF-8 byte sequences.
    public func precedesInBytes(_ other: String) -> Bool {
        compareBytes(other) < 0
    }

    /// Whether `self` and `other` have the same UTF-8 bytes (unlike `==`, which folds canonical equivalents).
    public func hasSameBytes(as other: String) -> Bool {
        utf8.count == other.utf8.count && compareBytes(other) == 0
    }
}

extension Sequence where Element == String {
    /// The strings sorted by their UTF-8 bytes: the order of every path and name strata prints.
    public func sortedByBytes() -> [String] {
        // Sorted as a concrete `[String]`: `sorted(by:)` on the generic sequence ran the standard library's
        // unspecialized sort, ten times the cost of the comparisons themselves.
        var names = Array(self)
        names.sort { $0.compareBytes($1) < 0 }
        return names
    }
}
