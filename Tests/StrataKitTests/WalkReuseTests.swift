import Foundation
import StrataManifest
import StrataProject
import StrataRules
import XCTest
@testable import StrataKit

/// The packages' target sources come from the listings the discovery walk recorded: they must be exactly
/// what a fresh resolution on disk finds, also where the walk did not enter (skipped folder names,
/// excluded paths, a directory already entered through a symlink) or did not look (outside the root).
final class WalkReuseTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        // A repository holding the root and, beside it, a local package the root links.
        let repository = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("strata-walk-reuse-\(UUID().uuidString)")
        let base = repository.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        root = base.resolvingSymlinksInPath().path
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A"), .target(name: "B", path: "Custom/B", exclude: ["Old"]),
                .executableTarget(name: "App"), .testTarget(name: "ATests"),
            ])
            """
        try write("App/Package.swift", manifest)
        try write("App/Package@swift-5.8.swift", manifest)
        let outsideName = URL(fileURLWithPath: root).lastPathComponent + "-outside"
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Root", dependencies: [.package(path: "../\(outsideName)")],
                                  targets: [.target(name: "Solo")])
            """)
        try write("Sources/Solo/s.swift")
        for file in [
            "App/Sources/A/a.swift", "App/Sources/A/Pods/p.swift", "App/Sources/A/node_modules/n.swift",
            "App/Sources/A/Gen/g.swift", "App/Sources/A/.hidden/h.swift", "App/Sources/A/.build/b.swift",
            "App/Sources/A/R.bundle/r.swift", "App/Sources/A/Nested/Package.swift", "App/Sources/A/Nested/n.swift",
            "App/Custom/B/b.swift", "App/Custom/B/Old/o.swift", "App/Custom/B/Deep/Deeper/d.swift",
            "App/Sources/App/main.swift", "App/Tests/ATests/t.swift",
        ] {
            try write(file)
        }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/App/Sources/A/Linked",
                                                   withDestinationPath: "../../Custom/B/Deep")
        // A local package outside the root: the walk never sees it.
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/Sources/A", withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: outside + "/Package.swift"))
        try Data().write(to: URL(fileURLWithPath: outside + "/Sources/A/x.swift"))
        addTeardownBlock { try? FileManager.default.removeItem(at: repository) }
    }

    private func write(_ relative: String, _ text: String = "") throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testSourcesFromTheWalkMatchAFreshResolution() throws {
        for excludes in [[], [try Glob("App/Sources/A/Gen"), try Glob("**/Deep")]] {
            let options = AnalysisOptions(root: root, excludes: excludes, jobs: 2)
            var phases = PhaseTimes()
            let loaded = WorkspaceLoader(options: options, rootPath: root).load(phases: &phases)
            let outside = "../\(URL(fileURLWithPath: root).lastPathComponent)-outside"
            XCTAssertEqual(loaded.packages.map(\.directory), [".", outside, "App", "App/Sources/A/Nested"])
            let fromDisk = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(),
                                              repositoryRoot: URL(fileURLWithPath: root).deletingLastPathComponent().path)
            for project in loaded.projects where !project.result.packages.isEmpty {
                let fresh = SwiftPackageReader().read(project.path, context: fromDisk)
                XCTAssertEqual(project.result.modules.map(\.sourceFiles), fresh.modules.map(\.sourceFiles),
                               "\(project.path), excludes \(excludes.count)")
            }
            let app = try XCTUnwrap(loaded.projects.first { $0.result.packages.first?.directory == "App" })
            XCTAssertEqual(app.result.modules.first?.sourceFiles, [
                "App/Sources/A/Gen/g.swift", "App/Sources/A/Linked/Deeper/d.swift", "App/Sources/A/Pods/p.swift",
                "App/Sources/A/a.swift", "App/Sources/A/node_modules/n.swift",
            ])
        }
    }

    /// What the walk recorded is answered without the disk; what it did not record is read from the disk.
    func testSnapshotAnswersFromTheRecordAndFallsBackToTheDisk() throws {
        var walker = DirectoryWalker()
        walker.walk(root) { _ in }
        let snapshot = walker.snapshot
        let recorded = "\(root)/App/Sources/A"
        XCTAssertEqual(snapshot.contents(ofDirectory: recorded)?.names.sorted(),
                       FileSystemProbe.contents(ofDirectory: recorded)?.names.sorted())
        try write("App/Sources/A/late.swift")
        try write("App/Sources/A/Pods/late.swift")
        XCTAssertFalse(snapshot.contents(ofDirectory: recorded)?.names.contains("late.swift") ?? true,
                       "the walk listed this folder: its record answers, without the file written since")
        XCTAssertTrue(snapshot.contents(ofDirectory: recorded + "/Pods")?.names.contains("late.swift") ?? false,
                      "the walk skips Pods, so its listing comes from the disk")
        XCTAssertEqual(snapshot.entry(recorded + "/Linked")?.isSymlink, true)
        XCTAssertEqual(snapshot.entry(recorded + "/Linked")?.kind, .directory)
        XCTAssertEqual(FileSystemSnapshot().entry(recorded + "/late.swift")?.kind, .regularFile)
    }
}
