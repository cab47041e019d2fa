import Foundation
import StrataProject
import StrataText
import XCTest
@testable import StrataCocoaPods

/// Reads `Fixtures/cocoapods-app` and checks every module, file and dependency against its SCENARIO.md.
final class FixtureTests: XCTestCase {
    private var root: String {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/cocoapods-app").path
    }

    func testCocoaPodsAppFixture() throws {
        let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot())
        let result = CocoaPodsReader().read("Podfile", context: context)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["Feed", "FeedInterface", "Chat", "ChatInterface", "Core"])
        XCTAssertTrue(result.modules.allSatisfy { $0.role == .library && $0.productType == "pod" })
        XCTAssertEqual(result.module("Feed")?.dependencyNames, ["FeedInterface", "ChatInterface", "Chat"])
        XCTAssertEqual(result.module("Chat")?.dependencyNames, ["ChatInterface", "Core"])
        XCTAssertEqual(result.module("Core")?.dependencyNames, [])
        XCTAssertEqual(result.module("Feed")?.sourceFiles, ["LocalPods/Feed/Sources/FeedViewModel.swift"])
        XCTAssertEqual(result.module("Feed")?.directory, "LocalPods/Feed/Sources")
        XCTAssertEqual(result.module("Feed")?.container, "LocalPods/Feed/Feed.podspec")
        // The podspec decides the pod in its folder: its own .xcodeproj there would describe no second module.
        XCTAssertEqual(result.module("Feed")?.decidesFolder, "LocalPods/Feed")
        XCTAssertEqual(result.module("Feed")?.declaration, SourceLocation(file: "LocalPods/Feed/Feed.podspec", line: 1, column: 11))
        XCTAssertEqual(result.module("Feed")?.dependencies.last?.location,
                       SourceLocation(file: "LocalPods/Feed/Feed.podspec", line: 16, column: 5))
        XCTAssertEqual(result.module("Feed")?.dependencyFix?.filled(with: "Core"),
                       "add s.dependency 'Core' to Feed.podspec (LocalPods/Feed/Feed.podspec:1)")
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Feed", "FeedInterface", "Chat", "ChatInterface", "Core"])
        XCTAssertEqual(result.addedDependencies(of: "FeedTests"), ["Feed"])
        XCTAssertEqual(result.addedDependencies.first?.dependency.location, SourceLocation(file: "Podfile", line: 13, column: 3))
        let covered = Set(result.modules.flatMap(\.sourceFiles))
        XCTAssertEqual(covered.count, 5)
        XCTAssertFalse(covered.contains("Tools/Scratch.swift"))
    }
}
