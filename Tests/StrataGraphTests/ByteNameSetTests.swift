import XCTest
@testable import StrataGraph

/// The byte-keyed name sets behind `SystemModules.declaresMember(_:)` and its kin.
final class ByteNameSetTests: XCTestCase {
    func testHoldsExactlyItsWords() {
        let set = ByteNameSet(words: "append count\nfirst firstIndex ==  ..<\n\nmap")
        for word in ["append", "count", "first", "firstIndex", "==", "..<", "map"] {
            XCTAssertTrue(set.contains(word), word)
        }
        for word in ["", "appen", "appendx", "Append", "firstInde", "=", "...", "count ", " map", "mapé"] {
            XCTAssertFalse(set.contains(word), word)
        }
    }

    func testManyWordsGrowTheTable() {
        let words = (0..<5_000).map { "name\($0)" }
        let set = ByteNameSet(words: words.joined(separator: " "))
        XCTAssertTrue(words.allSatisfy(set.contains))
        XCTAssertFalse(set.contains("name5000"))
        XCTAssertTrue(SystemModules.declaresMember("append") && SystemModules.declaresGlobalFunction("print")
            && SystemModules.declaresOperator("??"))
        XCTAssertFalse(SystemModules.declaresMember("paymentsDetailSnapshot"))
    }
}
