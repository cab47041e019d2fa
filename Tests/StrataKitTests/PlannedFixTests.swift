import StrataRules
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataKit

/// Each finding's fix as the JSON report gives it: edits in lines and columns of the files as analysed, with the text
/// they replace; the same edit for findings that need it; a grouped finding's fixes planned together.
final class PlannedFixTests: XCTestCase {
    private func planned(_ tree: TemporaryTree, grouped: Bool = false) throws -> [Violation] {
        let options = AnalysisOptions(root: tree.path, jobs: 1)
        var result = try Analyzer.analyze(options)
        if grouped { result = try Gates().apply(to: result, options: options) }
        return try Fixer.planningFixes(of: result, root: tree.path).violations
    }

    private func manifest(feedDependencies: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Demo",
            targets: [
                .target(name: "Core"),
                .target(name: "Util"),
                .target(name: "Feed", dependencies: [\(feedDependencies)]),
            ]
        )

        """
    }

    func testARemovalInACRLFFileWithoutAFinalLineBreak() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest(feedDependencies: #""Core", "Util""#),
            "Sources/Core/Core.swift": "public struct Token {\n    public init() {}\n}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "import Core\r\nimport Util\r\n\r\npublic let token = Token()",
        ])
        let finding = try XCTUnwrap(try planned(tree).first { $0.rule == UnusedImportRule().id })
        XCTAssertEqual(finding.plannedFix, .edits([FileEdits(path: "Sources/Feed/Feed.swift", edits: [
            LineEdit(start: TextPosition(line: 2, column: 1), end: TextPosition(line: 3, column: 1),
                     oldText: "import Util\r\n", newText: ""),
        ])]))
        // Findings of other rules carry none; a plain analysis plans nothing.
        XCTAssertTrue(try planned(tree).filter { !FixableRules.ids.contains($0.rule) }.allSatisfy { $0.plannedFix == nil })
        XCTAssertTrue(try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1)).violations.allSatisfy { $0.plannedFix == nil })
    }

    func testAnInsertionInsideALine() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest(feedDependencies: #""Util""#),
            "Sources/Core/Core.swift": "public struct Token {\n    public init() {}\n}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "import Core\nimport Util\n\nlet token = Token()\nlet helper = Helper()\n",
        ])
        let finding = try XCTUnwrap(try planned(tree).first { $0.rule == UndeclaredDependencyRule().id })
        // The sorted list stays sorted: `"Core", ` goes before `"Util"`, after the 8 spaces and the 37 bytes of
        // `.target(name: "Feed", dependencies: [`.
        XCTAssertEqual(finding.plannedFix, .edits([FileEdits(path: "Package.swift", edits: [
            LineEdit(start: TextPosition(line: 9, column: 46), end: TextPosition(line: 9, column: 46), oldText: "", newText: #""Core", "#),
        ])]))
    }

    func testFindingsThatNeedOneEditGetTheSameEdit() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest(feedDependencies: #""Core""#),
            "Sources/Core/Core.swift": "public struct Token {}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "import Core\n\nlet x = 1\n",
        ])
        let options = AnalysisOptions(root: tree.path, jobs: 1)
        var result = try Analyzer.analyze(options)
        let index = try XCTUnwrap(result.violations.firstIndex { $0.rule == UnusedImportRule().id })
        var twin = result.violations[index]
        twin.message += " (another target's finding)"
        result.violations.append(twin)
        let fixes = try Fixer.planningFixes(of: result, root: tree.path).violations
        XCTAssertNotNil(fixes[index].plannedFix)
        XCTAssertEqual(fixes[index].plannedFix, fixes[fixes.count - 1].plannedFix)
    }

    func testAGroupedFindingsFixesArePlannedTogether() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest(feedDependencies: #""Core", "Util""#),
            "Sources/Core/Core.swift": "public struct Token {}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Sources/Feed/Feed.swift": "let x = 1\n",
        ])
        let findings = try planned(tree, grouped: true).filter { $0.rule == UnusedDependencyRule().id }
        XCTAssertEqual(findings.count, 1, "Feed's two unused dependencies are one finding")
        guard case .edits(let files)? = findings.first?.plannedFix else { return XCTFail("\(findings)") }
        XCTAssertEqual(files.map(\.path), ["Package.swift"])
        XCTAssertEqual(files[0].edits.map(\.oldText).joined(), #""Core", "Util""#, "both entries go, in edits that do not overlap")
        XCTAssertTrue(files[0].edits.allSatisfy { $0.newText.isEmpty && $0.start.line == 9 })
    }

    func testAFixOfAFileThatIsALinkIsNotApplicable() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest(feedDependencies: #""Core""#),
            "Sources/Core/Core.swift": "public struct Token {}\n",
            "Sources/Util/Util.swift": "public struct Helper {}\n",
            "Elsewhere/Feed.swift": "import Core\n\nlet x = 1\n",
        ])
        try tree.makeFolder("Sources/Feed")
        try tree.symlink("Sources/Feed/Feed.swift", to: "../../Elsewhere/Feed.swift")
        let finding = try XCTUnwrap(try planned(tree).first { $0.rule == UnusedImportRule().id })
        XCTAssertEqual(finding.plannedFix,
                       .notApplicable(reason: "Sources/Feed/Feed.swift is not a regular file below the root (a link is never edited)"))
    }
}
