import XCTest
@testable import StrataKit

/// The per-file table from a name's `String` to the node it resolves to.
final class FileNodesTests: XCTestCase {
    func testNamesAreFoundByTheStringsTheyWereRecordedWith() {
        var nodes = FileNodes()
        nodes.startFile()
        let long = "PaymentsDetailSnapshotProvider"
        nodes.insert("State", node: 3)
        nodes.insert(long, node: 7)
        nodes.insert("Unknown", node: nil)
        XCTAssertEqual(nodes.node("State"), .some(3))
        XCTAssertEqual(nodes.node(long), .some(7))
        XCTAssertEqual(nodes.node("Unknown"), .some(nil))
        XCTAssertTrue(nodes.node("Stat") == nil)
    }

    func testAnEqualNameMadeAgainIsAMissNeverAWrongNode() {
        var nodes = FileNodes()
        nodes.startFile()
        let first = String(repeating: "Configuration", count: 3)
        nodes.insert(first, node: 1)
        let again = String(repeating: "Configuration", count: 3)
        let other = String(repeating: "Configuratiom", count: 3)
        XCTAssertTrue(nodes.node(again) == .some(1) || nodes.node(again) == nil)
        XCTAssertTrue(nodes.node(other) == nil)
    }

    func testEachFileStartsEmptyAndTheTableGrows() {
        var nodes = FileNodes()
        nodes.startFile()
        let names = (0..<500).map { "T\($0)" }
        for (node, name) in names.enumerated() { nodes.insert(name, node: Int32(node)) }
        for (node, name) in names.enumerated() { XCTAssertEqual(nodes.node(name), .some(Int32(node)), name) }
        nodes.startFile()
        for name in names { XCTAssertTrue(nodes.node(name) == nil, name) }
    }
}
