import StrataGraph
import StrataRules
import StrataText
import XCTest
@testable import StrataKit

/// An import is not removed from a file that another target compiles too (that target may use it), and the refusal
/// names the same file on every run: the first of the finding's places that another target compiles.
final class FixPlannerSharedFileTests: XCTestCase {
    func testTheRefusalNamesTheFirstSharedFileInTheFindingsOrder() throws {
        // Shared-iOS and Shared-watchOS folded into one `Shared`, whose files the app compiles too (as a synchronised
        // folder of an Xcode project can): eight files import Shared.
        let files = (1...8).map { "Sources/Settings/Picker\($0).swift" }
        let places = [7, 3, 5, 1, 8, 2, 6, 4].map { SourceLocation(file: files[$0 - 1], line: 2, column: 1) }
        let graph = ModuleGraph(modules: [
            Module(name: "HomeAssistant", package: "App", kind: .root, path: "Sources", files: 8),
            Module(name: "Shared", package: "App", kind: .implementation, path: "Sources", files: 8),
        ], edges: [])
        var result = AnalysisResult(graph: graph, violations: [], diagnostics: [], packages: 0, files: 8, durationMs: 0)
        result.moduleFiles = ModuleFiles(entries: [ModuleFiles.Entry(sources: files), ModuleFiles.Entry(sources: files)])
        let finding = Violation(rule: "self-import", severity: .warning, message: "Shared imports itself",
                                location: places[0], modules: ["Shared"], fix: .removeImports(places, modules: [1]))
        let planner = FixPlanner(rules: ["self-import"]) { _ in .success([]) }
        for _ in 0..<3 {
            guard case .failure(let refusal) = planner.operations(for: finding, result: result) else {
                return XCTFail("an import of a file another target compiles is removed")
            }
            XCTAssertEqual(refusal.message,
                           "Sources/Settings/Picker7.swift is also compiled by target 'HomeAssistant', which may use the import")
        }
    }
}
