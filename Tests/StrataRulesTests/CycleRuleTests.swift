import StrataGraph
import StrataRules
import StrataText
import XCTest

final class CycleRuleTests: XCTestCase {
    /// Two tangles: Alpha, Beta and Gamma (Alpha -> Beta -> Alpha is the shortest cycle through Alpha, Beta ->
    /// Gamma -> Alpha a longer one), and Delta ⇄ Epsilon, Delta's edge declared only. Zeta is on no cycle.
    private func tangles(cyclic: Bool = true) -> GraphSketch {
        var sketch = GraphSketch()
        for name in ["Alpha", "Beta", "Delta", "Epsilon", "Gamma", "Zeta"] { sketch.module(name) }
        sketch.edge("Alpha", "Beta", imports: [2, 5])
        sketch.edge("Beta", "Gamma", imports: [3])
        sketch.edge("Gamma", "Zeta")
        sketch.edge("Delta", "Epsilon", imports: [])
        if cyclic {
            sketch.edge("Beta", "Alpha", imports: [7, 9], declared: false)
            sketch.edge("Gamma", "Alpha", imports: [4])
            sketch.edge("Epsilon", "Delta", imports: [6, 8], declared: false)
        }
        return sketch
    }

    func testEachTangleOnceAsTheShortestCycleThroughItsFirstModule() throws {
        let violations = try tangles().check(CycleRule())
        XCTAssertEqual(violations.count, 2)
        let alpha = "Sources/Alpha/Alpha.swift", beta = "Sources/Beta/Beta.swift"
        XCTAssertEqual(violations.first, Violation(
            rule: "cycle", severity: .error,
            message: "Import cycle: Alpha -> Beta -> Alpha. It is part of a group of 3 modules that depend on each other: "
                + "Alpha, Beta, Gamma. It could be made acyclic by removing: Alpha -> Beta (2 imports, uses no type).",
            location: SourceLocation(file: alpha, line: 2, column: 1),
            modules: ["Alpha", "Beta", "Alpha"],
            notes: [
                Note(message: "Alpha imports Beta here", location: SourceLocation(file: alpha, line: 2, column: 1)),
                Note(message: "Alpha imports Beta here", location: SourceLocation(file: alpha, line: 5, column: 1)),
                Note(message: "Beta imports Alpha here", location: SourceLocation(file: beta, line: 7, column: 1)),
                Note(message: "Beta imports Alpha here", location: SourceLocation(file: beta, line: 9, column: 1)),
            ],
            edges: [(0, 1), (1, 0), (1, 4), (4, 0)].map { GraphEdgeReference(from: $0, to: $1) },
            group: ["Alpha", "Beta", "Gamma"]))
        XCTAssertEqual(violations.last?.message,
                       "Import cycle: Delta -> Epsilon -> Delta. It could be made acyclic by removing: Delta -> Epsilon (declared only).")
        XCTAssertEqual(violations.last?.location, SourceLocation(file: "Package.swift", line: 22, column: 40))
        XCTAssertEqual(violations.last?.notes.map(\.message),
                       ["Delta declares a dependency on Epsilon here", "Epsilon imports Delta here", "Epsilon imports Delta here"])
        XCTAssertEqual(violations.last?.group, [])
    }

    func testAnAcyclicGraphHasNone() throws {
        XCTAssertEqual(try tangles(cyclic: false).check(CycleRule()), [])
    }

    func testImportNotesBeyondFiveAreCountedAndTheSeverityIsConfigurable() throws {
        var sketch = GraphSketch()
        for name in ["Feed", "Profile"] { sketch.module(name) }
        sketch.edge("Feed", "Profile", imports: Array(1...7))
        sketch.edge("Profile", "Feed", imports: [3], declared: false)
        let violations = try sketch.check(CycleRule(), configuration: "{rules: {cycle: 'warning'}}")
        XCTAssertEqual(violations.map(\.severity), [.warning])
        XCTAssertEqual(violations.first?.notes.map(\.message),
                       Array(repeating: "Feed imports Profile here", count: 5)
                           + ["Feed imports Profile in 2 more places", "Profile imports Feed here"])
        XCTAssertEqual(violations.first?.notes.map(\.location?.line), [1, 2, 3, 4, 5, nil, 3])
        XCTAssertEqual(violations.first?.message.hasSuffix("removing: Profile -> Feed (1 import, uses no type)."), true)
    }
}
