import Foundation
import StrataProject
import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// The whole pipeline on a checkout a pull request made hostile: every case ends with a diagnostic, at once,
/// and no module holds a file outside the analyzed folder.
final class HostileWorkspaceTests: XCTestCase {
    /// The analyzed root, in a folder of its own (no repository around it: the root bounds everything).
    private var root = ""
    /// A folder beside the root holding a secret Swift file that links in the root lead to.
    private var outside = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("root"), withIntermediateDirectories: true)
        root = base.resolvingSymlinksInPath().path + "/root"
        outside = base.resolvingSymlinksInPath().path + "/outside"
        try write("../outside/Secret.swift", "import SecretKit\n")
        let folder = base.resolvingSymlinksInPath().path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func write(_ relative: String, _ text: String = "") throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func analyze() throws -> AnalysisResult {
        let options = AnalysisOptions(root: root, jobs: 2)
        let result = HostileFiles.finishes { Result { try Analyzer.analyze(options) } }
        return try XCTUnwrap(result, "the analysis did not finish").get()
    }

    private func messages(_ result: AnalysisResult) -> [String] {
        result.diagnostics.map { "\($0.location?.file ?? ""): \($0.rule): \($0.message)" }
    }

    private func assertNothingOutside(_ result: AnalysisResult, file: StaticString = #filePath, line: UInt = #line) {
        // A refused target keeps the path its manifest wrote, and holds no file.
        for (module, entry) in zip(result.graph.modules, result.moduleFiles.entries) {
            for source in entry.sources where source.hasPrefix("/") || source.hasPrefix("..") {
                XCTFail("\(module.name) holds \(source), outside the analyzed folder", file: file, line: line)
            }
        }
    }

    func testPathsAndLinksOutOfTheRootAreRefused() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "H",
                dependencies: [.package(path: "/"), .package(path: "../../../../../..")],
                targets: [.target(name: "Feed", path: "/"), .target(name: "Up", path: "../../.."), .target(name: "Core")]
            )
            """)
        try write("Sources/Core/Core.swift", "public struct Core {}\n")
        try HostileFiles.link(at: root + "/Sources/Core/Root", to: "/")
        try HostileFiles.link(at: root + "/Everything", to: "/")
        if HostileFiles.hasProc { try HostileFiles.link(at: root + "/Sources/Core/Process", to: "/proc/self") }
        let result = try analyze()
        assertNothingOutside(result)
        XCTAssertEqual(result.files, 1)
        let found = messages(result)
        for expected in [
            "Package.swift: manifest: local package '/' is outside the analyzed folder; it is not read",
            "Package.swift: manifest: local package '../../../../../..' is outside the analyzed folder; it is not read",
            "Package.swift: manifest: target 'Feed': path '/' is outside the package root; its sources are not read",
            "Package.swift: manifest: target 'Up': path '../../..' is outside the package root; its sources are not read",
            "Package.swift: manifest: target 'Core': symlink 'Sources/Core/Root' leads outside the analyzed folder and was not followed",
        ] {
            XCTAssertTrue(found.contains(expected), "\(expected) not in \(found)")
        }
    }

    func testAManifestThatCannotBeReadIsAnUnreadableFile() throws {
        try write("Good/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Good", targets: [.target(name: "Good")])
            """)
        try write("Good/Sources/Good/Good.swift", "let good = 1\n")
        try HostileFiles.fifo(at: root + "/Package.swift")
        try HostileFiles.sparseFile(at: root + "/Big/Package.swift")
        try HostileFiles.link(at: root + "/Zero/Package.swift", to: "/dev/zero")
        try write("Zero/Sources/Zero/Z.swift", "let z = 1\n")
        let found = messages(try analyze())
        XCTAssertTrue(found.contains(
            "Package.swift: unreadable-file: Package.swift is not a regular file (a folder, FIFO, socket or device); skipped"),
                      "\(found)")
        XCTAssertTrue(found.contains(
            "Big/Package.swift: unreadable-file: Big/Package.swift is 1073741824 bytes, over the 67108864-byte limit; skipped"),
                      "\(found)")
        XCTAssertTrue(found.contains(
            "Zero/Package.swift: unreadable-file: Zero/Package.swift leads outside the analyzed folder; not read"), "\(found)")
    }

    func testASourceNamedThroughALinkOutIsNotRead() throws {
        try HostileFiles.link(at: root + "/Linked", to: outside)
        try write("App/Main.swift", "let main = 1\n")
        try write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [App, Linked/Secret.swift]\n")
        let result = try analyze()
        XCTAssertTrue(messages(result).contains(
            "Linked/Secret.swift: unreadable-file: Linked/Secret.swift leads outside the analyzed folder; not read"),
                      "\(messages(result))")
        // Its import was never seen.
        XCTAssertFalse(result.graph.modules.contains { $0.name == "SecretKit" })
    }

    /// A file two targets compile (2fas-ios's git-crypt files, in its iOS app and its watchOS twin) is said once.
    func testAnUnreadableFileOfTwoTargetsIsSaidOnce() throws {
        let url = URL(fileURLWithPath: root + "/Shared/Keys.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x00, 0x47, 0x49, 0x54, 0x43, 0x52, 0x59, 0x50, 0x54, 0x00, 0xFF, 0xFE]).write(to: url)
        try write("project.yml", """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [Shared]
              WatchApp:
                type: application
                platform: watchOS
                sources: [Shared]
            """)
        let unreadable = messages(try analyze()).filter { $0.contains("unreadable-file") }
        XCTAssertEqual(unreadable.count, 1, "\(unreadable)")
    }

    func testTheWalkFollowsNoLinkOutOfTheRoot() throws {
        try write("Inside/i.swift", "let i = 1\n")
        try HostileFiles.link(at: root + "/Everything", to: "/")
        try HostileFiles.link(at: root + "/Beside", to: outside)
        try HostileFiles.link(at: root + "/Again", to: "Inside")
        try HostileFiles.link(at: root + "/Inside/Loop", to: "..")
        try HostileFiles.link(at: root + "/project.yml", to: "/dev/zero")
        try HostileFiles.link(at: root + "/Secret.swift", to: outside + "/Secret.swift")
        let root = self.root
        let visited = try XCTUnwrap(HostileFiles.finishes { () -> [String] in
            var walker = DirectoryWalker()
            var visited: [String] = []
            walker.walk(root) { entry in
                visited.append(entry.relativePath + (entry.isDirectory ? "/" : entry.isRegularFile ? "" : " (not a file)"))
            }
            return visited
        })
        // The folder linked inside the root is entered once, under whichever name the walk meets first.
        XCTAssertEqual(visited, ["Again/", "Secret.swift (not a file)", "project.yml (not a file)", "Again/i.swift"])
    }
}
