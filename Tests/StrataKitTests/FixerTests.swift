import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// `strata fix` on files: the edits written, a second run that changes nothing, a dry run that writes nothing, and an
/// edit that goes wrong restored to the original bytes.
final class FixerTests: XCTestCase {
    private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Demo",
        targets: [
            .target(name: "Core"),
            .target(name: "Util"),
            .target(name: "Feed", dependencies: ["Util"]),
        ]
    )

    """

    private func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "Package.swift": manifest,
            "Sources/Core/Core.swift": "public struct Token {\n    public init() {}\n}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "import Core\nimport Util\n\npublic let token = Token()\n",
        ])
    }

    private func options(_ tree: TemporaryTree) -> AnalysisOptions {
        AnalysisOptions(root: tree.path, jobs: 1)
    }

    private func contents(_ tree: TemporaryTree, _ path: String) throws -> String {
        try String(contentsOf: tree.url(path), encoding: .utf8)
    }

    func testFixesThenHasNothingLeft() throws {
        let tree = try tree()
        let outcome = try Fixer.fix(options(tree), rules: Set(FixableRules.ids), dryRun: false)
        XCTAssertEqual(outcome.applied.map(\.finding.rule).sorted(), ["undeclared-dependency", "unused-dependency", "unused-import"])
        XCTAssertTrue(outcome.notApplicable.isEmpty && outcome.restored.isEmpty)
        XCTAssertEqual(outcome.changedFiles, ["Package.swift", "Sources/Feed/Feed.swift"])
        XCTAssertEqual(try contents(tree, "Sources/Feed/Feed.swift"), "import Core\n\npublic let token = Token()\n")
        XCTAssertTrue(try contents(tree, "Package.swift").contains(#".target(name: "Feed", dependencies: ["Core"]),"#))
        let check = try Analyzer.analyze(options(tree))
        XCTAssertEqual(check.violations.map(\.rule), [])
        let again = try Fixer.fix(options(tree), rules: Set(FixableRules.ids), dryRun: false)
        XCTAssertTrue(again.applied.isEmpty && again.changedFiles.isEmpty)
        // No temporary file is left beside the edited ones.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.url("Sources/Feed").path), ["Feed.swift"])
    }

    func testDryRunWritesNothingAndPrintsTheDiff() throws {
        let tree = try tree()
        let outcome = try Fixer.fix(options(tree), rules: [UnusedImportRule().id], dryRun: true)
        // The blank line of context is one space.
        XCTAssertEqual(outcome.diff, "--- a/Sources/Feed/Feed.swift\n+++ b/Sources/Feed/Feed.swift\n@@ -1,4 +1,3 @@\n"
            + " import Core\n-import Util\n \n public let token = Token()\n")
        XCTAssertEqual(try contents(tree, "Sources/Feed/Feed.swift"), "import Core\nimport Util\n\npublic let token = Token()\n")
    }

    func testAnEditThatBringsANewFindingIsRestored() throws {
        let tree = try tree()
        let original = try contents(tree, "Sources/Feed/Feed.swift")
        // The import goes, but the edit also makes Feed import itself.
        let outcome = try Fixer.fix(options(tree), rules: [UnusedImportRule().id], dryRun: false) { plan in
            for index in plan.files.indices { plan.files[index].edited += Array("import Feed\n".utf8) }
        }
        XCTAssertEqual(outcome.restored.map(\.finding.rule), ["unused-import"])
        XCTAssertTrue(outcome.restored.first?.reason.contains("new self-import finding") ?? false, "\(outcome.restored)")
        XCTAssertTrue(outcome.applied.isEmpty)
        XCTAssertEqual(try contents(tree, "Sources/Feed/Feed.swift"), original)
    }

    func testAnEditThatLeavesItsFindingIsRestored() throws {
        let tree = try tree()
        let original = try contents(tree, "Sources/Feed/Feed.swift")
        let outcome = try Fixer.fix(options(tree), rules: [UnusedImportRule().id], dryRun: false) { plan in
            for index in plan.files.indices { plan.files[index].edited = plan.files[index].original + Array("// edited\n".utf8) }
        }
        XCTAssertEqual(outcome.restored.map(\.finding.rule), ["unused-import"])
        XCTAssertTrue(outcome.restored.first?.reason.contains("still reported") ?? false, "\(outcome.restored)")
        XCTAssertEqual(try contents(tree, "Sources/Feed/Feed.swift"), original)
    }

    func testALinkIsNeverEdited() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest,
            "Sources/Core/Core.swift": "public struct Token {}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Elsewhere/Feed.swift": "import Util\nimport Core\n\nlet token = Token()\n",
        ])
        try FileManager.default.createDirectory(at: tree.url("Sources/Feed"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.url("Sources/Feed/Feed.swift").path,
                                                   withDestinationPath: tree.url("Elsewhere/Feed.swift").path)
        let outcome = try Fixer.fix(options(tree), rules: [UnusedImportRule().id], dryRun: false)
        XCTAssertTrue(outcome.applied.isEmpty)
        XCTAssertTrue(outcome.notApplicable.allSatisfy { $0.reason.contains("not a regular file") }, "\(outcome.notApplicable)")
    }

    func testAChainOfTheSameTopModuleIsTheSameFinding() {
        let longer = Violation(rule: VerticalChainRule().id, severity: .warning, message: "a", path: ["Feed", "User", "Models", "Client"])
        let shorter = Violation(rule: VerticalChainRule().id, severity: .warning, message: "b", path: ["Feed", "Models", "Client"])
        XCTAssertEqual(FindingKey(longer), FindingKey(shorter))
        XCTAssertNotEqual(FindingKey(longer), FindingKey(Violation(rule: VerticalChainRule().id, severity: .warning, message: "a",
                                                                   path: ["Chat", "User", "Models", "Client"])))
    }

    func testAnImportUsedOnlyToQualifyANameIsUsed() throws {
        // `Core.Token` while Feed declares a `Token` of its own: removing `import Core` would break the build.
        let tree = try TemporaryTree([
            "Package.swift": manifest,
            "Sources/Core/Core.swift": "public struct Token {\n    public init() {}\n}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "import Core\nimport Util\n\nstruct Token {}\n"
                + "let token = Core.Token()\nlet helper = Util.Helper()\n",
        ])
        let result = try Analyzer.analyze(options(tree))
        XCTAssertEqual(result.violations.filter { $0.rule == UnusedImportRule().id }.map(\.modules), [])
    }
}
