import Foundation
import StrataProject
import StrataText
import StrataXcodeGen
import XCTest

/// The `Fixtures/xcodegen-app` scenario as the reader sees it.
final class XcodeGenFixtureTests: XCTestCase {
    private var fixtureRoot: String {
        var url = URL(fileURLWithPath: FileSystemProbe.realPath(#filePath) ?? #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let path = url.appendingPathComponent("Fixtures/xcodegen-app").path
        return FileSystemProbe.realPath(path) ?? path
    }

    func testTheFixtureReadsAsItsScenarioSays() throws {
        let context = ProjectReadContext(root: fixtureRoot, fileSystem: FileSystemSnapshot(),
                                         projectPaths: ["project.yml"])
        let result = XcodeGenReader().read("project.yml", context: context)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.localPackages, [])
        XCTAssertEqual(result.modules.map(\.name),
                       ["App", "Feed", "FeedInterface", "ChatInterface", "Chat", "Core", "FeedTests"])
        XCTAssertEqual(result.modules.map(\.role), [.root, .library, .library, .library, .library, .library, .test])
        XCTAssertEqual(result.module("App")?.dependencyList, ["Feed", "Chat", "Core", "FeedInterface", "ChatInterface"])
        XCTAssertEqual(result.module("Feed")?.dependencyList, ["FeedInterface", "ChatInterface", "Chat"])
        XCTAssertEqual(result.module("Chat")?.dependencyList, ["ChatInterface", "Core"])
        XCTAssertEqual(result.module("FeedTests")?.dependencyList, ["Feed"])
        XCTAssertEqual(result.module("Feed")?.sourceFiles, ["Feed/FeedViewModel.swift", "Feed/UnreadBadge.swift"])
        XCTAssertEqual(result.module("Feed")?.directory, "Feed")
        XCTAssertEqual(result.module("Core")?.sourceFiles, ["Core/Identifier.swift", "Core/Logger.swift"])
        XCTAssertEqual(result.module("Feed")?.compilationConditions, ["Debug": ["DEBUG"]])
        let covered = Set(result.modules.flatMap(\.sourceFiles))
        XCTAssertFalse(covered.contains("Tools/Scratch.swift"))
        XCTAssertEqual(covered.count, 10)
        let feed = try XCTUnwrap(result.module("Feed"))
        XCTAssertEqual(feed.declaration, SourceLocation(file: "project.yml", line: 38, column: 3))
        XCTAssertEqual(feed.dependencyFix?.filled(with: "Core"),
                       "add \"- target: Core\" to the dependencies of target 'Feed' (project.yml:38)")
    }
}
