import StrataGraph
import StrataRules
import StrataText
import XCTest

final class SelfImportRuleTests: XCTestCase {
    /// Analytics imports itself at `selfImports` (none: it imports only Storage).
    private func analytics(selfImports: [Int]) -> GraphSketch {
        var sketch = GraphSketch()
        for name in ["Analytics", "Storage"] { sketch.module(name) }
        sketch.edge("Analytics", "Storage")
        if !selfImports.isEmpty { sketch.edge("Analytics", "Analytics", imports: selfImports, declared: false) }
        return sketch
    }

    func testAModuleThatImportsItself() throws {
        let file = "Sources/Analytics/Analytics.swift"
        XCTAssertEqual(try analytics(selfImports: [2, 5]).check(SelfImportRule()), [
            Violation(
                rule: "self-import", severity: .warning,
                message: "Analytics imports itself; the compiler ignores the import with a warning: remove it.",
                location: SourceLocation(file: file, line: 2, column: 1), modules: ["Analytics"],
                notes: [Note(message: "Analytics also imports itself here", location: SourceLocation(file: file, line: 5, column: 1))],
                edges: [GraphEdgeReference(from: 0, to: 0)],
                fix: .removeImports([SourceLocation(file: file, line: 2, column: 1), SourceLocation(file: file, line: 5, column: 1)],
                                    modules: [0])),
        ])
    }

    func testAnExportedImportOfItselfIsAnOverlayNotASelfImport() throws {
        let rule = SelfImportRule()
        var context = try analytics(selfImports: [2, 5]).context(options: [rule.id: rule.options])
        var edges = context.graph.edges
        let loop = try XCTUnwrap(edges.firstIndex { $0.from == $0.to })
        edges[loop].imports[0].attributes = ["_exported"]
        context.graph = ModuleGraph(modules: context.graph.modules, edges: edges)
        XCTAssertEqual(RuleRunner.run(context, rules: [rule]).map(\.location?.line), [5], "only the plain import is reported")
        edges[loop].imports[1].attributes = ["_exported"]
        context.graph = ModuleGraph(modules: context.graph.modules, edges: edges)
        XCTAssertEqual(RuleRunner.run(context, rules: [rule]), [])
    }

    func testImportsOfOtherModulesAreFine() throws {
        XCTAssertEqual(try analytics(selfImports: []).check(SelfImportRule()), [])
    }

    func testIgnoredModulesAreNotReportedAndTheSeverityIsConfigurable() throws {
        let sketch = analytics(selfImports: [2])
        XCTAssertEqual(try sketch.check(SelfImportRule(), configuration: "{modules: {ignore: ['Analytics']}}"), [])
        let errors = try sketch.check(SelfImportRule(), configuration: "{rules: {'self-import': 'error'}}")
        XCTAssertEqual(errors.map(\.severity), [.error])
        XCTAssertEqual(errors.map(\.notes), [[]])
        // It is never a cycle.
        XCTAssertEqual(try sketch.check(CycleRule()), [])
    }
}
