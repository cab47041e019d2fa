import Foundation
import StrataProject
import StrataTestSupport
import StrataText
import XCTest

/// `ReadingBounds` and the snapshot that keeps to them: what a project names outside the root is not read,
/// and no search follows a link out of the folder it searches.
final class ReadingBoundsTests: XCTestCase {
    /// A repository (`.git`) holding the analyzed root `repo/App` and, beside it, `repo/Shared`.
    private var repository = ""
    private var root: String { repository + "/App" }

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent(".git"), withIntermediateDirectories: true)
        repository = base.resolvingSymlinksInPath().path
        try write("App/Sources/A/a.swift")
        try write("Shared/s.swift")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: repository)
    }

    private func write(_ relative: String, _ text: String = "let x = 1\n") throws {
        let url = URL(fileURLWithPath: repository + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private var snapshot: FileSystemSnapshot { FileSystemSnapshot(bounds: .discovering(root: root)) }

    func testTheRepositoryIsTheNearestFolderHoldingGit() throws {
        XCTAssertEqual(ReadingBounds.discovering(root: root).repository.text, repository)
        XCTAssertEqual(ReadingBounds.discovering(root: repository).repository.text, repository)
        // A worktree's `.git` is a file.
        try write("App/Nested/.git", "gitdir: elsewhere\n")
        XCTAssertEqual(ReadingBounds.discovering(root: root + "/Nested").repository.text, root + "/Nested")
        // Without one, the repository is the analyzed folder itself.
        let alone = ReadingBounds(root: "/nowhere/app")
        XCTAssertEqual(alone.repository, alone.root)
        XCTAssertEqual(alone.name(of: .repository), "the analyzed folder")
        XCTAssertEqual(ReadingBounds.discovering(root: root).name(of: .repository), "the repository")
        // A repository that does not hold the root is none.
        XCTAssertEqual(ReadingBounds(root: "/a/b", repository: "/c").repository.text, "/a/b")
    }

    func testScopesByComponents() {
        let bounds = ReadingBounds.discovering(root: root)
        XCTAssertEqual(bounds.scope(of: root), .root)
        XCTAssertEqual(bounds.scope(of: root + "/Sources/../Sources/A"), .root)
        XCTAssertEqual(bounds.scope(of: root + "/../Shared"), .repository)
        XCTAssertEqual(bounds.scope(of: root + "/../../.."), nil)
        XCTAssertEqual(bounds.scope(of: "/"), nil)
        XCTAssertEqual(bounds.scope(of: root + "-outside"), .repository)
        XCTAssertEqual(bounds.scope(of: repository + "-outside"), nil)
        XCTAssertTrue(bounds.contains(root + "/x", in: .repository))
        XCTAssertFalse(bounds.contains(repository + "/Shared", in: .root))
    }

    func testASearchFollowsNoLinkOutOfItsFolder() throws {
        try HostileFiles.link(at: root + "/Sources/A/Everything", to: "/")
        try HostileFiles.link(at: root + "/Sources/A/Shared", to: "../../../Shared")
        try HostileFiles.link(at: root + "/Sources/A/Zero.swift", to: "/dev/zero")
        if HostileFiles.hasProc { try HostileFiles.link(at: root + "/Sources/A/Process", to: "/proc/self") }
        // A link inside the root to a folder inside it is followed, once; a loop ends.
        try write("App/Other/o.swift")
        try HostileFiles.link(at: root + "/Sources/A/Other", to: "../../Other")
        try HostileFiles.link(at: root + "/Sources/A/Loop", to: ".")
        let (snapshot, sources) = (snapshot, root + "/Sources")
        let search = try XCTUnwrap(HostileFiles.finishes { snapshot.swiftFiles(below: sources) })
        XCTAssertEqual(search.files, ["A/Other/o.swift", "A/a.swift"])
        let leaving = ["A/Everything", "A/Shared"] + (HostileFiles.hasProc ? ["A/Process"] : [])
        XCTAssertEqual(search.linksLeaving, leaving.sortedByBytes())
        XCTAssertFalse(search.isOutsideBounds)
        let context = ProjectReadContext(root: root, fileSystem: snapshot)
        XCTAssertEqual(context.unfollowedLinks(of: search, below: root + "/Sources").first,
                       "link 'Sources/A/Everything' leads outside the analyzed folder and was not followed")
    }

    func testAFolderReachedThroughALinkOutIsNotSearched() throws {
        try HostileFiles.link(at: root + "/Everything", to: "/")
        let search = snapshot.swiftFiles(below: root + "/Everything/usr")
        XCTAssertEqual(search, FileSearch(linksLeaving: ["."]))
        XCTAssertEqual(snapshot.swiftFiles(below: "/"), FileSearch(isOutsideBounds: true))
        XCTAssertEqual(snapshot.swiftFiles(below: root + "/../../.."), FileSearch(isOutsideBounds: true))
        // What a workspace links in from beside the root is searched, within the repository.
        XCTAssertEqual(snapshot.swiftFiles(below: repository + "/Shared").files, ["s.swift"])
    }

    func testFilesAreReadOnlyInsideTheBounds() throws {
        try HostileFiles.link(at: root + "/project.pbxproj", to: "/dev/zero")
        try HostileFiles.link(at: root + "/Passwords.swift", to: "/etc/passwd")
        XCTAssertEqual(snapshot.contentsOfFile(root + "/project.pbxproj"), .failure(.outsideBounds("the analyzed folder")))
        XCTAssertEqual(snapshot.contentsOfFile(root + "/Passwords.swift"), .failure(.outsideBounds("the analyzed folder")))
        XCTAssertEqual(snapshot.contentsOfFile("/etc/passwd"), .failure(.outsideBounds("the repository")))
        XCTAssertEqual(FileReadFailure.outsideBounds("the repository").message, "leads outside the repository; not read")
        XCTAssertEqual(snapshot.contentsOfFile(repository + "/Shared/s.swift"), .success(Array("let x = 1\n".utf8)))
        // Without bounds (a test of one reader), a snapshot reads as the disk does.
        XCTAssertEqual(FileSystemSnapshot().contentsOfFile(root + "/Sources/A/a.swift"), .success(Array("let x = 1\n".utf8)))
    }

    func testSourcesNamedThroughALinkOutAreRefused() throws {
        try HostileFiles.link(at: root + "/Everything", to: "/")
        try HostileFiles.link(at: root + "/Sources/A/passwd.swift", to: "/etc/passwd")
        let refused = FileReadFailure.outsideBounds("the analyzed folder")
        XCTAssertEqual(
            snapshot.refusals(ofReading: [
                root + "/Sources/A/a.swift", root + "/Everything/etc/hosts.swift", root + "/Sources/A/passwd.swift",
                repository + "/Shared/s.swift", "/etc/hosts",
            ]),
            [nil, refused, refused, nil, .outsideBounds("the repository")])
    }

    func testAProjectsPathsKeepToItsScope() {
        let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(), repositoryRoot: repository)
        XCTAssertEqual(context.sourceScope(ofProjectIn: root + "/App"), .root)
        XCTAssertEqual(context.sourceScope(ofProjectIn: repository + "/Shared"), .repository)
        XCTAssertNil(context.refusal(of: root + "/Sources", keepingTo: .root))
        XCTAssertEqual(context.refusal(of: root + "/../Shared", keepingTo: .root), "is outside the analyzed folder; it is not read")
        XCTAssertNil(context.refusal(of: root + "/../Shared", keepingTo: .repository))
        XCTAssertEqual(context.refusal(of: "/", keepingTo: .repository), "is outside the repository; it is not read")
        // The context's snapshot keeps to its bounds.
        XCTAssertEqual(context.fileSystem.bounds, context.bounds)
    }
}
