import Foundation

extension String {
    /// -1, 0 or 1 as `self` sorts before, the same as, or after `other` by UTF-8 bytes: one `memcmp` where
    /// the storage is contiguous (an equality test then an order test would read both twice, and the
    /// generic `utf8.elementsEqual` is slow).
    func compareBytes(_ other: String) -> Int {
        let result = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Int in
                let common = min(left.count, right.count)
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

    /// Byte order of UTF-8, compared with `memcmp` over contiguous storage (the generic
    /// `utf8.lexicographicallyPrecedes` is much slower in sorts of many names).
    func fastPrecedesInBytes(_ other: String) -> Bool {
        compareBytes(other) < 0
    }
}
