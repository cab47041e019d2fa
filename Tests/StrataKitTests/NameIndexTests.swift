import XCTest
@testable import StrataKit

/// The per-build name numbering the type-reference and DI builders share.
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
}
