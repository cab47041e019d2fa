import StrataGraph
import StrataRules
import StrataText
import XCTest
@testable import StrataKit

/// Which edits of a round are restored for a finding that appeared after it: the edit of its file, else the edits for
/// the same first module, else those about any of its modules, else all of them.
final class FixVerificationTests: XCTestCase {
    private func finding(_ rule: String, _ modules: [String], in file: String) -> Violation {
        Violation(rule: rule, severity: .warning, message: "\(modules.joined(separator: " → ")) (\(rule))",
                  location: SourceLocation(file: file, line: 1, column: 1), modules: modules)
    }

    private func result(_ violations: [Violation]) -> AnalysisResult {
        AnalysisResult(graph: ModuleGraph(modules: [], edges: []), violations: violations, diagnostics: [], packages: 1,
                       files: 3, durationMs: 0)
    }

    private func change(_ path: String, fixing finding: Violation) -> FixPlan.FileChange {
        FixPlan.FileChange(path: path, original: [], edited: [], findings: [finding])
    }

    func testANewFindingBlamesTheEditOfItsFirstModuleBeforeEditsThatShareAnotherModule() {
        // Removing Feed's dependency on Shared (which re-exported Base) makes Feed's import of Base undeclared; Tool's
        // import of Base, declared in its own file, has nothing to do with it.
        let unusedDependency = finding("unused-dependency", ["Feed", "Shared"], in: "Package.swift")
        let toolUndeclared = finding("undeclared-dependency", ["Tool", "Base"], in: "Sources/Tool/Tool.swift")
        let appeared = finding("undeclared-dependency", ["Feed", "Base"], in: "Sources/Feed/Feed.swift")
        let changes = [change("Package.swift", fixing: unusedDependency), change("Tool/project.yml", fixing: toolUndeclared)]
        let restored = FixVerification.regressions(before: result([unusedDependency, toolUndeclared]),
                                                   after: result([appeared]), changes: changes)
        XCTAssertEqual(restored.keys.sorted(), ["Package.swift"])
        XCTAssertTrue(restored["Package.swift"]?.contains("new undeclared-dependency finding: Feed → Base") == true, "\(restored)")
    }

    func testWithoutAnEditForItsFirstModuleAnyModuleItNamesIsBlamed() {
        let toolUndeclared = finding("undeclared-dependency", ["Tool", "Base"], in: "Sources/Tool/Tool.swift")
        let other = finding("undeclared-dependency", ["Other", "Util"], in: "Sources/Other/Other.swift")
        let appeared = finding("undeclared-dependency", ["Feed", "Base"], in: "Sources/Feed/Feed.swift")
        let changes = [change("Tool/project.yml", fixing: toolUndeclared), change("Other/project.yml", fixing: other)]
        let restored = FixVerification.regressions(before: result([toolUndeclared, other]), after: result([appeared]),
                                                   changes: changes)
        XCTAssertEqual(restored.keys.sorted(), ["Tool/project.yml"])
    }
}

extension FixVerificationTests {
    func testAnotherTargetsFindingInASharedFileIsNoNewFinding() {
        // Two targets compile Auth.swift; their findings were one, led by the XcodeGen target's, whose fix went in.
        var shared = finding("undeclared-dependency", ["Service", "User"], in: "Sources/Auth/Auth.swift")
        let other = finding("undeclared-dependency", ["ServiceAuth", "User"], in: "Sources/Auth/Auth.swift")
        shared.notes = [Note(message: "target 'ServiceAuth': \(other.message)", location: other.location)]
        let restored = FixVerification.regressions(before: result([shared]), after: result([other]),
                                                   changes: [change("Service/project.yml", fixing: shared)])
        XCTAssertEqual(restored, [:])
    }
}
