import Foundation
import StrataProject
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A repository that commits the projects Tuist generates (sanghun0724/Omos-New): the manifest declares the targets,
/// and the generated project, which also links what Tuist derives, is not read.
final class TuistGeneratedProjectTests: XCTestCase {
    func testTheFoldersTuistGeneratesIntoAreNotSearched() {
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder("App.xcodeproj", besides: ["Project.swift", "Sources"]))
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder("App.xcworkspace", besides: ["Project.swift"]))
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder("Omos.xcworkspace", besides: ["Workspace.swift", "Projects"]))
        XCTAssertFalse(FileSystemSnapshot.isUnsearchedFolder("App.xcodeproj", besides: ["Workspace.swift", "project.yml"]))
        XCTAssertFalse(FileSystemSnapshot.isUnsearchedFolder("App.xcworkspace", besides: ["App.xcodeproj"]))
    }

    func testACommittedGeneratedProjectChangesNothing() throws {
        let plain = try TemporaryTree(copying: "tuist-app")
        let committed = try TemporaryTree(copying: "tuist-app")
        // An Xcode project whose targets are named as the manifests' and link other modules.
        let project = Fixtures.directory("fix-xcode").appendingPathComponent("App.xcodeproj")
        try FileManager.default.copyItem(at: project, to: committed.url("Projects/App/App.xcodeproj"))
        try FileManager.default.copyItem(at: project, to: committed.url("Projects/App/App.xcworkspace"))
        let expected = try Analyzer.analyze(AnalysisOptions(root: plain.path, jobs: 1))
        let read = try Analyzer.analyze(AnalysisOptions(root: committed.path, jobs: 1))
        XCTAssertEqual(read.graph.modules.map(\.name), expected.graph.modules.map(\.name))
        XCTAssertEqual(read.graph.edges.count, expected.graph.edges.count)
        XCTAssertEqual(read.violations.map(\.message), expected.violations.map(\.message))
    }
}
