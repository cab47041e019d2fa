import StrataGraph
import StrataReport
import StrataRules
import XCTest

/// The notes after the findings of the text report: what was hidden and what was not analysed, left out by `--quiet`.
final class TextReporterNotesTests: XCTestCase {
    private func result() -> AnalysisResult {
        let graph = ModuleGraph(modules: [Module(name: "App", package: ".", kind: .root, path: "Sources/App", files: 1)], edges: [])
        var result = AnalysisResult(graph: graph, violations: [], diagnostics: [], packages: 1, files: 1,
                                    uncovered: UncoveredFiles(count: 2, folders: [UncoveredFiles.Folder(path: "Legacy", files: 2)]),
                                    durationMs: 0)
        result.hiddenBySince = (3, "origin/main")
        result.hiddenBySuppressions = 1
        return result
    }

    func testTheNotesSayWhatWasHiddenAndNotAnalysed() {
        XCTAssertEqual(TextReporter.report(result()), """
            note: 2 Swift files belong to no module and were not analysed: 2 in Legacy
            note: 3 findings hidden: the tree at origin/main has them too (--since)
            note: 1 finding hidden by strata:ignore comments
            0 errors, 0 warnings in 1 module (1 package, 1 file, 0 edges)

            """)
    }

    func testQuietPrintsOnlyFindings() {
        XCTAssertEqual(TextReporter.report(result(), summary: false), "")
    }
}
