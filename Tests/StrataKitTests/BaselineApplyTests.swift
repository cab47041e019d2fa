import StrataGraph
import StrataRules
import XCTest
@testable import StrataKit

/// A baseline hides violations and nothing else: what the result says about the input stays.
final class BaselineApplyTests: XCTestCase {
    func testApplyingABaselineKeepsEverythingButTheHiddenViolations() {
        let graph = ModuleGraph(modules: [Module(name: "A", package: "P", kind: .implementation, path: "Sources/A", files: 1)],
                                edges: [])
        let hidden = Violation(rule: "cycle", severity: .error, message: "hidden", modules: ["A"])
        let kept = Violation(rule: "layer", severity: .error, message: "kept", modules: ["A"])
        let result = AnalysisResult(graph: graph, violations: [hidden, kept], diagnostics: [], packages: 2, projects: 3,
                                    files: 7, uncovered: UncoveredFiles(files: ["Loose.swift"]) { _ in false }, durationMs: 5)
        let gated = Baseline(violations: [hidden]).apply(to: result)
        XCTAssertEqual(gated.violations.map(\.message), ["kept"])
        XCTAssertEqual(gated.projects, 3)
        XCTAssertEqual(gated.packages, 2)
        XCTAssertEqual(gated.files, 7)
        XCTAssertEqual(gated.uncovered.count, 1)
        XCTAssertEqual(gated.graph.modules.map(\.name), ["A"])
    }
}
