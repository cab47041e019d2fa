import Foundation
import StrataKit
import XCTest

/// The files `strata affected` starts from: what git says changed since a revision, or what the command line names.
final class ChangedFilesTests: XCTestCase {
    private var top = ""

    override func setUpWithError() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-changes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        top = base.resolvingSymlinksInPath().path
        for file in ["App/Sources/A/A.swift", "App/Sources/B/B.swift", "App/old.txt", "Other/X.swift"] { try write(file) }
        try write(".gitignore", "*.log\n")
        try git("init -q && git add -A && git \(identity) commit -qm base && git branch base")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: top)
    }

    private let identity = "-c user.email=ci@example.com -c user.name=CI"

    private func write(_ relative: String, _ text: String = "let x = 1\n") throws {
        let url = URL(fileURLWithPath: top).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func git(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "git " + command]
        process.currentDirectoryURL = URL(fileURLWithPath: top)
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, command)
    }

    func testSinceARevisionEverythingThatDiffersFromTheMergeBaseInTheWorkingTreeCounts() throws {
        // A branch that moved on without this work: what only it changed is none of this change.
        try git("checkout -q -b ahead && echo 1 > App/ahead-only.txt && git add -A && git \(identity) commit -qm ahead"
                + " && git checkout -q base && git checkout -q -b work")
        try write("App/Sources/A/A.swift", "let committed = 1\n")
        try git("add -A && git \(identity) commit -qm work")
        try write("App/Sources/B/New.swift")
        try git("add App/Sources/B/New.swift && git mv App/old.txt App/new.txt")
        try write("App/Sources/B/B.swift", "let unstaged = 1\n")
        try write("App/Sources/C/C.swift")
        try write("App/debug.log")
        try write("Other/X.swift", "let outside = 1\n")

        let root = top + "/App"
        XCTAssertEqual(try ChangedFiles.since("ahead", root: root), [
            "../Other/X.swift", "Sources/A/A.swift", "Sources/B/B.swift", "Sources/B/New.swift", "Sources/C/C.swift",
            "new.txt", "old.txt",
        ])
        XCTAssertEqual(try ChangedFiles.since("HEAD", root: root), [
            "../Other/X.swift", "Sources/B/B.swift", "Sources/B/New.swift", "Sources/C/C.swift", "new.txt", "old.txt",
        ])
        XCTAssertEqual(try ChangedFiles.since("HEAD", root: top).first, "App/Sources/B/B.swift")
    }

    func testUnknownRevisionsAndFoldersOutsideGitAreSaidPlainly() throws {
        XCTAssertThrowsError(try ChangedFiles.since("no-such-branch", root: top)) { error in
            XCTAssertEqual("\(error)", "unknown git revision 'no-such-branch'")
        }
        let outside = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-no-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        XCTAssertThrowsError(try ChangedFiles.since("HEAD", root: outside.path)) { error in
            XCTAssertEqual("\(error)", "--since needs a git repository, and \(outside.path) is not inside one")
        }
    }

    func testNamedFilesAreRelativeToTheCurrentDirectoryElseToTheRoot() throws {
        let files = try ChangedFiles.named(
            ["App/Sources/A/A.swift", "Sources/B/B.swift", "App/Sources/Gone.swift", top + "/Other/X.swift",
             "./App/Sources/A/A.swift", "Sources/Deleted.swift", "Other/Deleted.swift"],
            root: "App", workingDirectory: top)
        // A file that exists neither way is read where it lies inside the root.
        XCTAssertEqual(files, ["../Other/X.swift", "Other/Deleted.swift", "Sources/A/A.swift", "Sources/B/B.swift",
                               "Sources/Deleted.swift", "Sources/Gone.swift"])
    }
}
