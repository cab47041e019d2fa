import StrataGraph
import XCTest

/// The per-build name numbering the type-reference and DI builders share, and the fixed name sets behind
/// `SystemModules.declaresMember(_:)` and its kin.
final class NameIndexTests: XCTestCase {
    func testNamesAreNumberedInInsertionOrderAndFoundAgain() {
        var index = NameIndex()
        let names = ["", "A", "Ab", "Abc", "Abcd", "Abcdefg", "Abcdefgh", "Abcdefghi", "PaymentsDetailSnapshotProvider", "é", "e\u{301}"]
        for (number, name) in names.enumerated() { XCTAssertEqual(index.insert(name), Int32(number), name) }
        for (number, name) in names.enumerated() {
            XCTAssertEqual(index.insert(name), Int32(number), name)
            XCTAssertEqual(index.id(of: name), Int32(number), name)
            var copy = name
            XCTAssertEqual(copy.withUTF8 { index.id(of: $0) }, Int32(number), name)
        }
        XCTAssertEqual(index.count, names.count)
    }

    func testUnknownNamesAndNearMissesAreNotFound() {
        var index = NameIndex()
        _ = index.insert("Configuration")
        for miss in ["configuration", "Configuratio", "Configurations", "Configuratiom", "ConfigurationConfiguration"] {
            XCTAssertNil(index.id(of: miss), miss)
        }
    }

    func testManyNamesSurviveGrowth() {
        var index = NameIndex()
        let names = (0..<20_000).map { "Type\($0)" + String(repeating: "x", count: $0 % 19) }
        for name in names { _ = index.insert(name) }
        for (number, name) in names.enumerated() { XCTAssertEqual(index.id(of: name), Int32(number)) }
        XCTAssertEqual(index.count, names.count)
    }

    func testHoldsExactlyItsWords() {
        let set = NameIndex(words: "append count\nfirst firstIndex ==  ..<\n\nmap")
        for word in ["append", "count", "first", "firstIndex", "==", "..<", "map"] {
            XCTAssertNotNil(set.id(of: word), word)
        }
        for word in ["", "appen", "appendx", "Append", "firstInde", "=", "...", "count ", " map", "mapé"] {
            XCTAssertNil(set.id(of: word), word)
        }
    }

    func testManyWordsGrowTheTable() {
        let words = (0..<5_000).map { "name\($0)" }
        let set = NameIndex(words: words.joined(separator: " "))
        XCTAssertTrue(words.allSatisfy { set.id(of: $0) != nil })
        XCTAssertNil(set.id(of: "name5000"))
        XCTAssertTrue(SystemModules.declaresMember("append") && SystemModules.declaresGlobalFunction("print")
            && SystemModules.declaresOperator("??"))
        XCTAssertFalse(SystemModules.declaresMember("paymentsDetailSnapshot"))
    }
}
