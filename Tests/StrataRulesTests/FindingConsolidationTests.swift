import StrataGraph
import StrataRules
import XCTest

/// One import, one story: a removal finding absorbs the other findings on its line about the same modules.
final class FindingConsolidationTests: XCTestCase {
    private let manifestLine = SourceLocation(file: "Package.swift", line: 8, column: 58)
    private let importLine = SourceLocation(file: "Sources/App/App.swift", line: 2, column: 1)

    private func finding(_ rule: String, _ severity: Severity, at location: SourceLocation, _ modules: [String],
                         edges: [GraphEdgeReference] = []) -> Violation {
        Violation(rule: rule, severity: severity, message: "\(rule) says so", location: location, modules: modules, edges: edges)
    }

    func testARemovalAbsorbsTheFindingsItSettlesAndKeepsTheirSeverity() {
        let purity = finding("interface-purity", .error, at: manifestLine, ["FeatureInterface", "Networking"],
                             edges: [GraphEdgeReference(from: 1, to: 2)])
        let unused = finding("unused-dependency", .warning, at: manifestLine, ["FeatureInterface", "Networking"])
        let undeclared = finding("undeclared-dependency", .warning, at: importLine, ["App", "Core"])
        let unusedImport = finding("unused-import", .warning, at: importLine, ["App", "Core"])
        let consolidated = FindingConsolidation.consolidate([purity, unused, undeclared, unusedImport])
        XCTAssertEqual(consolidated.map(\.rule), ["unused-dependency", "unused-import"])
        XCTAssertEqual(consolidated.map(\.severity), [.error, .warning])
        XCTAssertEqual(consolidated[0].notes, [Note(message: "removing it also settles interface-purity: interface-purity says so",
                                                    location: manifestLine)])
        XCTAssertEqual(consolidated[0].edges, [GraphEdgeReference(from: 1, to: 2)])
        XCTAssertEqual(consolidated[1].notes.map(\.message), ["removing it also settles undeclared-dependency: undeclared-dependency says so"])
    }

    func testFindingsElsewhereOrAboutOtherModulesStand() {
        let layer = finding("layer", .error, at: manifestLine, ["Feature", "App"])
        let unused = finding("unused-dependency", .warning, at: manifestLine, ["FeatureInterface", "Networking"])
        let undeclared = finding("undeclared-dependency", .warning, at: importLine, ["App", "Core"])
        XCTAssertEqual(FindingConsolidation.consolidate([layer, unused, undeclared]), [layer, unused, undeclared])
    }
}
