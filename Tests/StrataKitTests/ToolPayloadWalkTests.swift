import Foundation
import StrataProject
import XCTest
@testable import StrataKit

/// Tool payload is never walked into: a committed Tuist installation (`.tuist-bin`) and Tuist's output folder
/// `Derived` beside a `Project.swift`, and SwiftPM's scratch folder under any name (`--scratch-path .build-linux`);
/// a `Derived` folder anywhere else is code like any other.
final class ToolPayloadWalkTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("strata-tool-payload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.resolvingSymlinksInPath().path
        for file in [
            ".tuist-bin/Templates/Package.swift", ".tuist-bin/ProjectDescription/Project.swift",
            "Feed/Project.swift", "Feed/Derived/Sources/TuistBundle+Feed.swift", "Feed/Sources/Feed.swift",
            "Feed/Sources/Derived/Counts.swift", "Lib/Derived/Values.swift", "Lib/Lib.swift",
            ".build-linux/workspace-state.json", ".build-linux/build.db", ".build-linux/checkouts/Dep/Package.swift",
            ".build-linux/checkouts/Dep/Sources/Dep/Dep.swift", "Lib/state/workspace-state.json",
        ] {
            let url = URL(fileURLWithPath: root + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let root = self.root
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    }

    private static let expected = [
        "Feed/Project.swift", "Feed/Sources/Derived/Counts.swift", "Feed/Sources/Feed.swift", "Lib/Derived/Values.swift",
        "Lib/Lib.swift",
    ]

    func testTheWalkSkipsTuistsInstallationAndItsOutputBesideAProject() {
        var walker = DirectoryWalker()
        var files: [String] = []
        walker.walk(root) { entry in
            if !entry.isDirectory, entry.name.hasSuffix(".swift") { files.append(entry.relativePath) }
        }
        XCTAssertEqual(files.sorted(), Self.expected)
    }

    func testAScratchFolderIsKnownByItsStateBesideBuildOutputWhateverItsName() {
        XCTAssertTrue(FileSystemSnapshot.isScratchFolder(holding: ["checkouts", "workspace-state.json"]))
        XCTAssertFalse(FileSystemSnapshot.isScratchFolder(holding: ["workspace-state.json"]))
        XCTAssertFalse(FileSystemSnapshot.isScratchFolder(holding: ["build.db", "Sources"]))
    }

    func testGlobsSkipThemToo() {
        XCTAssertEqual(FileSystemSnapshot().swiftFiles(below: root).files, Self.expected)
    }

    func testOnlyADerivedFolderBesideAProjectIsTuistsOutput() {
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder("Derived", besides: ["Derived", "Project.swift"]))
        XCTAssertFalse(FileSystemSnapshot.isUnsearchedFolder("Derived", besides: ["Derived", "Package.swift"]))
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder(".tuist-bin", besides: [".tuist-bin"]))
        XCTAssertTrue(FileSystemSnapshot.isUnsearchedFolder("Pods", besides: ["Pods", "Podfile"]))
    }
}
