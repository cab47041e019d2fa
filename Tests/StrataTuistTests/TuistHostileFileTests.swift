import Foundation
import StrataProject
import StrataTestSupport
import StrataText
import StrataTuist
import XCTest

/// A manifest that cannot be read is an issue that says why, at once; sources and workspace projects that leave
/// the analyzed folder (the repository, for what a workspace links in) are issues, and are never searched.
final class TuistHostileFileTests: XCTestCase {
    private func read(_ tree: TemporaryTree, _ path: String) throws -> ProjectReadResult {
        let root = tree.path
        let result = HostileFiles.finishes {
            let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(bounds: .discovering(root: root)))
            return TuistReader().read(path, context: context)
        }
        return try XCTUnwrap(result, "reading \(path) did not finish")
    }

    private func project(sources: String) -> String {
        """
        import ProjectDescription
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: \(sources)),
        ])
        """
    }

    func testAManifestThatCannotBeReadIsAFatalIssue() throws {
        let tree = try TemporaryTree()
        try HostileFiles.fifo(at: tree.path + "/Pipe/Project.swift")
        try HostileFiles.sparseFile(at: tree.path + "/Big/Project.swift")
        try HostileFiles.link(at: tree.path + "/Zero/Workspace.swift", to: "/dev/zero")
        XCTAssertEqual(try read(tree, "Pipe/Project.swift").issues, [
            ProjectIssue(message: "Project.swift is not a regular file (a folder, FIFO, socket or device); skipped",
                         location: SourceLocation(file: "Pipe/Project.swift", line: 1, column: 1), isFatal: true),
        ])
        XCTAssertEqual(try read(tree, "Big/Project.swift").issues.map(\.message),
                       ["Project.swift is 1073741824 bytes, over the 67108864-byte limit; skipped"])
        XCTAssertEqual(try read(tree, "Zero/Workspace.swift").issues.map(\.message),
                       ["Workspace.swift leads outside the analyzed folder; not read"])
    }

    func testAHelperThatCannotBeReadIsAnIssue() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Project.swift", project(sources: "\"Sources/**\""))
        try HostileFiles.sparseFile(at: tree.path + "/Tuist/ProjectDescriptionHelpers/Big.swift")
        // A helper that is a FIFO is no Swift file of the folder: never listed, never opened.
        try HostileFiles.fifo(at: tree.path + "/Tuist/ProjectDescriptionHelpers/Pipe.swift")
        let result = try read(tree, "App/Project.swift")
        XCTAssertEqual(result.issues.map(\.message), [
            "the helper Tuist/ProjectDescriptionHelpers/Big.swift is 1073741824 bytes, over the 67108864-byte limit; skipped",
        ])
    }

    func testSourcesOutsideTheAnalyzedFolderAreNotSearched() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Sources/A.swift", "let a = 1\n")
        try tree.write("App/Project.swift", project(sources: "[\"/**\", \"../../../../../../**/*.swift\", \"Sources/**\"]"))
        let result = try read(tree, "App/Project.swift")
        XCTAssertEqual(result.module("App")?.sourceFiles, ["App/Sources/A.swift"])
        let messages = result.issues.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        for message in messages {
            XCTAssertTrue(message.hasPrefix("sources '../"), message)
            XCTAssertTrue(message.hasSuffix("' is outside the analyzed folder; it is not read"), message)
        }
    }

    func testLinksOutOfASourceFolderAreNotFollowed() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Sources/A.swift", "let a = 1\n")
        try tree.write("App/Project.swift", project(sources: "\"Sources/**\""))
        try HostileFiles.link(at: tree.path + "/App/Sources/Root", to: "/")
        if HostileFiles.hasProc { try HostileFiles.link(at: tree.path + "/App/Sources/Process", to: "/proc/self") }
        let result = try read(tree, "App/Project.swift")
        XCTAssertEqual(result.module("App")?.sourceFiles, ["App/Sources/A.swift"])
        let links = (["App/Sources/Root"] + (HostileFiles.hasProc ? ["App/Sources/Process"] : [])).sortedByBytes()
        XCTAssertEqual(result.issues.map(\.message),
                       links.map { "link '\($0)' leads outside the analyzed folder and was not followed" })
    }

    func testAWorkspaceDoesNotSearchTheDisk() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Workspace.swift",
            "import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [\"/**\", \"../../../../../..\"])\n")
        let result = try read(tree, "Workspace.swift")
        XCTAssertEqual(result.modules, [])
        let messages = result.issues.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        for message in messages {
            XCTAssertTrue(message.hasPrefix("the workspace's project path '../"), message)
            XCTAssertTrue(message.hasSuffix("' is outside the analyzed folder; it is not read"), message)
        }
    }

    func testALocalPackageOutsideTheRepositoryIsNotRead() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription
            let project = Project(name: "App", packages: [.local(path: "/")], targets: [])
            """)
        let result = try read(tree, "Project.swift")
        XCTAssertEqual(result.localPackages, [])
        XCTAssertEqual(result.issues.count, 1, "\(result.issues)")
        XCTAssertTrue(result.issues.first?.message.hasSuffix("' is outside the analyzed folder; it is not read") ?? false,
                      "\(result.issues)")
    }
}
