import StrataGraph
import StrataRules
import StrataText
import XCTest

/// One story per problem, the architecture first: an architecture finding absorbs the hygiene findings about
/// its edges; among hygiene findings, a removal absorbs the others on its line about the same modules.
final class FindingConsolidationTests: XCTestCase {
    private let manifestLine = SourceLocation(file: "Package.swift", line: 8, column: 58)
    private let importLine = SourceLocation(file: "Sources/App/App.swift", line: 2, column: 1)
    private let graph: ModuleGraph = {
        var sketch = GraphSketch()
        for name in ["App", "Core", "FeatureInterface", "ModuleB", "ModuleC", "Networking"] { sketch.module(name) }
        sketch.edge("FeatureInterface", "Networking")
        sketch.edge("ModuleB", "ModuleC")
        sketch.edge("ModuleC", "ModuleB", declared: false)
        sketch.edge("App", "Networking", imports: [2, 5], declared: false)
        return sketch.graph()
    }()

    private func edge(_ from: String, _ to: String) -> GraphEdgeReference {
        let index = { (name: String) in self.graph.modules.firstIndex { $0.name == name } ?? -1 }
        return GraphEdgeReference(from: index(from), to: index(to))
    }

    private func finding(_ rule: String, _ severity: Severity, at location: SourceLocation, _ modules: [String],
                         edges: [GraphEdgeReference] = []) -> Violation {
        Violation(rule: rule, severity: severity, message: "\(rule) says so", location: location, modules: modules, edges: edges)
    }

    func testTheArchitectureFindingLeadsAndKeepsItsRuleAndSeverity() {
        let purity = finding("interface-purity", .error, at: manifestLine, ["FeatureInterface", "Networking"],
                             edges: [edge("FeatureInterface", "Networking")])
        let unused = finding("unused-dependency", .warning, at: manifestLine, ["FeatureInterface", "Networking"],
                             edges: [edge("FeatureInterface", "Networking")])
        let consolidated = FindingConsolidation.consolidate([purity, unused], in: graph)
        XCTAssertEqual(consolidated.map(\.rule), ["interface-purity"])
        XCTAssertEqual(consolidated[0].severity, .error)
        XCTAssertEqual(consolidated[0].notes, [Note(message: "also unused-dependency: unused-dependency says so", location: manifestLine)])
    }

    func testAnUndeclaredImportThatClosesACycleIsNotToldToBeDeclared() {
        let cycleLine = SourceLocation(file: "Sources/ModuleC/ModuleC.swift", line: 2, column: 1)
        let cycle = finding("cycle", .error, at: cycleLine, ["ModuleB", "ModuleC", "ModuleB"],
                            edges: [edge("ModuleB", "ModuleC"), edge("ModuleC", "ModuleB")])
        let undeclared = finding("undeclared-dependency", .warning, at: cycleLine, ["ModuleC", "ModuleB"],
                                 edges: [edge("ModuleC", "ModuleB")])
        let unusedImport = finding("unused-import", .warning, at: SourceLocation(file: "Sources/ModuleB/Other.swift", line: 1, column: 1),
                                   ["ModuleB", "ModuleC"], edges: [edge("ModuleB", "ModuleC")])
        let consolidated = FindingConsolidation.consolidate([cycle, undeclared, unusedImport], in: graph)
        XCTAssertEqual(consolidated.map(\.rule), ["cycle"])
        XCTAssertEqual(consolidated[0].notes.map(\.message), [
            "also undeclared-dependency: ModuleC imports ModuleB without declaring it; settle this finding instead of declaring it",
            "also unused-import: unused-import says so",
        ])
        XCTAssertFalse(consolidated[0].notes.contains { $0.message.contains("add") })
    }

    func testARemovalAbsorbsTheHygieneFindingsItSettles() {
        let undeclared = finding("undeclared-dependency", .warning, at: importLine, ["App", "Core"])
        let unusedImport = finding("unused-import", .warning, at: importLine, ["App", "Core"])
        let consolidated = FindingConsolidation.consolidate([undeclared, unusedImport], in: graph)
        XCTAssertEqual(consolidated.map(\.rule), ["unused-import"])
        XCTAssertEqual(consolidated[0].notes.map(\.message),
                       ["removing it also settles undeclared-dependency: undeclared-dependency says so"])
    }

    func testARemovalDoesNotSettleAnUndeclaredModuleThatAnotherFileImportsToo() {
        let undeclared = finding("undeclared-dependency", .warning, at: importLine, ["App", "Networking"],
                                 edges: [edge("App", "Networking")])
        let unusedImport = finding("unused-import", .warning, at: importLine, ["App", "Networking"],
                                   edges: [edge("App", "Networking")])
        XCTAssertEqual(FindingConsolidation.consolidate([undeclared, unusedImport], in: graph), [undeclared, unusedImport])
    }

    func testFindingsElsewhereOrAboutOtherModulesStand() {
        let layer = finding("layer", .error, at: manifestLine, ["Feature", "App"])
        let unused = finding("unused-dependency", .warning, at: manifestLine, ["FeatureInterface", "Networking"],
                             edges: [edge("FeatureInterface", "Networking")])
        let undeclared = finding("undeclared-dependency", .warning, at: importLine, ["App", "Core"])
        XCTAssertEqual(FindingConsolidation.consolidate([layer, unused, undeclared], in: graph), [layer, unused, undeclared])
    }
}
