import Foundation
import StrataReport
import XCTest

/// `ReportDiff` on hand-written reports: chains, duplicates, packages.
final class ReportDiffTests: XCTestCase {
    /// A report of the modules the edges name, all implementations but those named `*Tests` (tests).
    private func report(edges: [(String, String)], violations: [String] = []) throws -> ReportSnapshot {
        let names = Set(edges.flatMap { [$0.0, $0.1] }).sorted()
        let modules = names.map { name in
            "{\"name\": \"\(name)\", \"package\": \".\", \"kind\": \"\(name.hasSuffix("Tests") ? "test" : "implementation")\"}"
        }
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

    func testMetricChangesAreMeasuredFromTheEdgesLargestFirst() throws {
        // Base: Feature → Networking → Core. Head: App joins on top, Core → Networking closes a cycle, and
        // CoreTests (a test target) depends on Core, which changes nothing.
        let base = try report(edges: [("Feature", "Networking"), ("Networking", "Core")])
        let head = try report(edges: [("App", "Feature"), ("Feature", "Networking"), ("Networking", "Core"),
                                      ("Core", "Networking"), ("CoreTests", "Core")])
        let metrics = ReportDiff(base: base, head: head).metrics
        // Impact: Core 2 → 3 (App, Feature, Networking), Networking 1 → 3 (App, Feature, Core), Feature 0 → 1.
        XCTAssertEqual(metrics.impact.map { "\($0.module.name) \($0.base)->\($0.head)" },
                       ["Networking 1->3", "Core 2->3", "Feature 0->1"])
        // Depth: the cycle's edge counts as none, so Feature 2 → 1 and Networking 1 → 0; App is new.
        XCTAssertEqual(metrics.depth.map { "\($0.module.name) \($0.base)->\($0.head)" }, ["Feature 2->1", "Networking 1->0"])
        XCTAssertEqual(metrics.cycles.base, 0)
        XCTAssertEqual(metrics.cycles.head, 1)
        XCTAssertEqual(metrics.count, 6)
        let text = DiffTextReporter.report(ReportDiff(base: base, head: head))
        XCTAssertTrue(text.contains("Metric changes (6):\n  rebuild impact of Networking: 1 -> 3 modules (+2)\n"), text)
        XCTAssertTrue(text.contains("  depth of Networking: 1 -> 0 (-1)\n  cycles: 0 -> 1 (+1)\n"), text)
    }

    func testManyMetricChangesAreCountedPastTheFirstTen() throws {
        let leaves = (1...12).map { "Leaf\($0)" }
        let base = try report(edges: leaves.map { ("Top", $0) })
        let head = try report(edges: leaves.map { ("Top", $0) } + [("App", "Top")])
        let diff = ReportDiff(base: base, head: head)
        XCTAssertEqual(diff.metrics.impact.count, 13)
        let text = DiffTextReporter.report(diff)
        XCTAssertTrue(text.contains("  … and 3 more changes of rebuild impact (--format json lists them all)\n"), text)
        XCTAssertTrue(text.hasSuffix("1 module added, 1 edge added, rebuild impact of 13 modules changed\n"), text)
        XCTAssertEqual(DiffJSONReporter.report(diff).components(separatedBy: "\"base\": 1,").count - 1, 12, "every leaf")
    }
}
