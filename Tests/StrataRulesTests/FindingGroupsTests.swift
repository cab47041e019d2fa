import StrataGraph
import StrataRules
import StrataText
import XCTest

/// One warning per module and hygiene rule, each finding a note.
final class FindingGroupsTests: XCTestCase {
    private func result(_ violations: [Violation]) -> AnalysisResult {
        var sketch = GraphSketch()
        sketch.module("Feed")
        return AnalysisResult(graph: sketch.graph(), types: TypeGraph(declarations: []), di: DIGraph(), violations: violations,
                              diagnostics: [], packages: 1, files: 1, durationMs: 0)
    }

    private func undeclared(_ module: String, _ imported: String, line: Int, from index: Int = 0) -> Violation {
        Violation(rule: "undeclared-dependency", severity: .warning, message: "\(module) imports \(imported): add it",
                  location: SourceLocation(file: "Sources/\(module)/File.swift", line: line, column: 1),
                  modules: [module, imported], notes: [Note(message: "target '\(module)' is declared here")],
                  edges: [GraphEdgeReference(from: index, to: line)])
    }

    func testAModulesFindingsOfOneRuleBecomeOneWithEachAsANote() throws {
        let cycle = Violation(rule: "cycle", severity: .error, message: "cycle", modules: ["A", "B", "A"])
        let grouped = FindingGroups.grouping(result([
            undeclared("Feed", "Settings", line: 5), cycle, undeclared("Feed", "Chat", line: 3),
            undeclared("Chat", "Core", line: 2, from: 1), undeclared("Feed", "Core", line: 4),
        ])).violations
        XCTAssertEqual(grouped.map(\.rule).sorted(), ["cycle", "undeclared-dependency", "undeclared-dependency"])
        let feed = try XCTUnwrap(grouped.first { $0.modules.first == "Feed" })
        XCTAssertEqual(feed.message, "Feed imports 3 modules its build files do not declare: Chat, Core and Settings; "
                       + "each note says what to add where.")
        XCTAssertEqual(feed.location?.line, 3)
        XCTAssertEqual(feed.modules, ["Feed", "Chat", "Core", "Settings"])
        XCTAssertEqual(feed.notes.map(\.message),
                       ["Feed imports Chat: add it", "Feed imports Core: add it", "Feed imports Settings: add it"])
        XCTAssertEqual(feed.notes.map(\.location?.line), [3, 4, 5])
        XCTAssertEqual(feed.edges.count, 3)
        // A module's only finding of a rule stays as it was.
        XCTAssertEqual(grouped.first { $0.modules.first == "Chat" }, undeclared("Chat", "Core", line: 2, from: 1))
    }

    func testTwoModulesOfOneNameInTwoPackagesAreNotJoined() {
        let grouped = FindingGroups.grouping(result([
            undeclared("App", "Core", line: 1, from: 0), undeclared("App", "Chat", line: 2, from: 1),
        ])).violations
        XCTAssertEqual(grouped.count, 2)
    }

    func testUnusedImportsAreGroupedByTheImportingModule() {
        let unused = (1...3).map { line in
            Violation(rule: "unused-import", severity: .warning, message: "Feed imports Core, but this file uses none of its types.",
                      location: SourceLocation(file: "Sources/Feed/F\(line).swift", line: 1, column: 1), modules: ["Feed", "Core"])
        }
        let grouped = FindingGroups.grouping(result(unused)).violations
        XCTAssertEqual(grouped.count, 1)
        XCTAssertEqual(grouped[0].message,
                       "Feed has 3 imports whose files use none of the imported module's types (Core); each note says where.")
        XCTAssertEqual(grouped[0].notes.map(\.location?.file), ["Sources/Feed/F1.swift", "Sources/Feed/F2.swift", "Sources/Feed/F3.swift"])
    }

    func testOneDependencyDeclaredTwiceIsSaidInTheSingular() {
        let unused = [3, 9].map { line in
            Violation(rule: "unused-dependency", severity: .warning, message: "App declares Kit for nothing.",
                      location: SourceLocation(file: "project.pbxproj", line: line, column: 1), modules: ["App", "Kit"],
                      edges: [GraphEdgeReference(from: 0, to: 1)])
        }
        XCTAssertEqual(FindingGroups.grouping(result(unused)).violations.map(\.message), [
            "App declares 1 dependency (2 entries) that none of its files imports: Kit; each note says where to remove it.",
        ])
    }

    func testChainsThatGoOnThroughTheSameModulesAreOneFinding() {
        let chain = { (top: String, line: Int) in
            Violation(rule: "vertical-chain", severity: .warning,
                      message: "Vertical chain of 4 implementation modules: \(top) -> Api -> Auth -> Keychain (maxLength 2).",
                      location: SourceLocation(file: "Sources/\(top)/\(top).swift", line: line, column: 1),
                      modules: [top, "Api", "Auth", "Keychain"], path: [top, "Api", "Auth", "Keychain"])
        }
        let other = Violation(rule: "vertical-chain", severity: .warning, message: "Vertical chain of 3 …",
                              location: SourceLocation(file: "Sources/Shop/Shop.swift", line: 1, column: 1),
                              modules: ["Shop", "Cart", "Price"], path: ["Shop", "Cart", "Price"])
        let grouped = FindingGroups.grouping(result([chain("Pick", 2), other, chain("Feed", 1)])).violations
        XCTAssertEqual(grouped.count, 2)
        let joined = grouped.first { $0.modules.first == "Feed" }
        XCTAssertEqual(joined?.message, "2 modules top vertical chains of 4 implementation modules through Api -> Auth -> "
                       + "Keychain: Feed and Pick; each note is one chain.")
        XCTAssertEqual(joined?.path, ["Feed", "Api", "Auth", "Keychain"])
        XCTAssertEqual(joined?.notes.count, 2)
        XCTAssertTrue(grouped.contains(other))
    }
}
