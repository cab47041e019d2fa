import StrataText
import XCTest

/// `compareBytes`, `precedesInBytes`, `hasSameBytes` and `sortedByBytes` compare UTF-8 bytes, for small and large strings alike, and never
/// fold canonical equivalents.
final class ByteOrderTests: XCTestCase {
    func testComparisonsMatchTheBytes() {
        let names = [
            "", "a", "A", "ab", "abc", "b", "Z", "é", "e\u{301}", "Package.swift", "Package@swift-5.9.swift",
            "Sources/FeatureKit/File.swift", "Sources/FeatureKit/File.swift2", "Sources/FeatureKit/File.swifs",
            String(repeating: "x", count: 15), String(repeating: "x", count: 16), String(repeating: "x", count: 40),
            String(repeating: "x", count: 39) + "y", "ü/ä", "ü/ä/ö",
            String(Substring("prefix-shared-tail").dropFirst(7)),
        ]
        for left in names {
            for right in names {
                let bytes = (Array(left.utf8), Array(right.utf8))
                XCTAssertEqual(left.precedesInBytes(right), bytes.0.lexicographicallyPrecedes(bytes.1),
                               "\(left) < \(right)")
                XCTAssertEqual(left.hasSameBytes(as: right), bytes.0 == bytes.1, "\(left) == \(right)")
                let order = bytes.0 == bytes.1 ? 0 : bytes.0.lexicographicallyPrecedes(bytes.1) ? -1 : 1
                XCTAssertEqual(left.compareBytes(right), order, "\(left) <=> \(right)")
            }
        }
        XCTAssertFalse("é".hasSameBytes(as: "e\u{301}"), "canonical equivalents stay two names")
        XCTAssertEqual(names.sortedByBytes(), names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
