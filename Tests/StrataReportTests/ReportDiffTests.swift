import Foundation
import StrataReport
import XCTest

/// `ReportDiff` on hand-written reports: chains, duplicates, packages.
final class ReportDiffTests: XCTestCase {
    private func report(edges: [(String, String)], violations: [String]) throws -> ReportSnapshot {
        let names = Set(edges.flatMap { [$0.0, $0.1] }).sorted()
        let modules = names.map { "{\"name\": \"\($0)\", \"package\": \".\", \"kind\": \"implementation\"}" }
        let edgeText = edges.map { "{\"from\": \"\($0.0)\", \"fromPackage\": \".\", \"to\": \"\($0.1)\", \"toPackage\": \".\"}" }
        let text = "{\"schemaVersion\": 1, \"modules\": [\(modules.joined(separator: ","))], "
            + "\"edges\": [\(edgeText.joined(separator: ","))], \"violations\": [\(violations.joined(separator: ","))]}"
        return try ReportSnapshot(json: Data(text.utf8), name: "test")
    }

    private func chain(_ path: [String]) -> String {
        let list = path.map { "\"\($0)\"" }.joined(separator: ",")
        return "{\"rule\": \"vertical-chain\", \"severity\": \"warning\", \"message\": \"chain\", \"path\": [\(list)]}"
    }

    func testTheLongestChainChangeIsReportedFromVerticalChainViolations() throws {
        let base = try report(edges: [("A", "B"), ("B", "C")], violations: [chain(["A", "B", "C"])])
        let head = try report(edges: [("A", "B"), ("B", "C"), ("C", "D")], violations: [chain(["A", "B", "C", "D"])])
        let diff = ReportDiff(base: base, head: head)
        XCTAssertEqual(diff.longestChain?.base, ["A", "B", "C"])
        XCTAssertEqual(diff.longestChain?.head, ["A", "B", "C", "D"])
        XCTAssertEqual(diff.edgesAdded.map { "\($0.from.name)->\($0.to.name)" }, ["C->D"])
        XCTAssertEqual(diff.modulesAdded.map(\.name), ["D"])
        XCTAssertTrue(DiffTextReporter.report(diff).contains("Longest implementation chain: 3 -> 4 modules (A -> B -> C -> D)"))
        // A new warning fails only with --strict.
        XCTAssertFalse(diff.fails(strict: false))
        XCTAssertTrue(diff.fails(strict: true))
        XCTAssertTrue(DiffJSONReporter.report(diff).contains("\"longestChain\""))
    }

    func testWithoutChainsThereIsNoChainField() throws {
        let same = try report(edges: [("A", "B")], violations: [])
        let diff = ReportDiff(base: same, head: same)
        XCTAssertNil(diff.longestChain)
        XCTAssertTrue(diff.isEmpty)
        XCTAssertFalse(DiffJSONReporter.report(diff).contains("longestChain"))
    }

    func testARepeatedViolationIsNewOnlyForItsExtraOccurrence() throws {
        let cycle = "{\"rule\": \"cycle\", \"severity\": \"error\", \"message\": \"m\", \"modules\": [\"A\", \"B\", \"A\"]}"
        let rotated = "{\"rule\": \"cycle\", \"severity\": \"error\", \"message\": \"m2\", \"modules\": [\"B\", \"A\", \"B\"]}"
        let base = try report(edges: [("A", "B"), ("B", "A")], violations: [cycle])
        let head = try report(edges: [("A", "B"), ("B", "A")], violations: [rotated, cycle])
        let diff = ReportDiff(base: base, head: head)
        XCTAssertEqual(diff.newViolations.count, 1)
        XCTAssertTrue(diff.goneViolations.isEmpty)
    }
}
