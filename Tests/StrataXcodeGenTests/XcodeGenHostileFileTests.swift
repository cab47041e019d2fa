import StrataProject
import StrataTestSupport
import StrataText
import StrataXcodeGen
import XCTest

/// A spec, or a file it includes, that cannot be read is an issue that says why, at once; sources and includes
/// that leave the analyzed folder are issues, and nothing outside it is listed or read.
final class XcodeGenHostileFileTests: XCTestCase {
    private func read(_ tree: TemporaryTree) throws -> ProjectReadResult {
        let root = tree.path
        let result = HostileFiles.finishes {
            let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(bounds: .discovering(root: root)))
            return XcodeGenReader().read("project.yml", context: context)
        }
        return try XCTUnwrap(result, "reading the spec did not finish")
    }

    func testIncludesThatCannotBeReadAreIssues() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [zero.yml, pipe.yml, big.yml]\nname: App\ntargets:\n  App:\n    type: application\n",
        ])
        defer { tree.remove() }
        try HostileFiles.link(at: tree.path + "/zero.yml", to: "/dev/zero")
        try HostileFiles.fifo(at: tree.path + "/pipe.yml")
        try HostileFiles.sparseFile(at: tree.path + "/big.yml")
        let result = try read(tree)
        XCTAssertEqual(result.issueLines, [
            "project.yml:1: the XcodeGen spec 'zero.yml' leads outside the analyzed folder; not read",
            "project.yml:1: the XcodeGen spec 'pipe.yml' is not a regular file (a folder, FIFO, socket or device); skipped",
            "project.yml:1: the XcodeGen spec 'big.yml' is 1073741824 bytes, over the 67108864-byte limit; skipped",
        ])
        XCTAssertEqual(result.modules.map(\.name), ["App"])
    }

    func testASpecThatIsAFifoIsAFatalIssue() throws {
        let tree = try TemporaryTree([:])
        defer { tree.remove() }
        try HostileFiles.fifo(at: tree.path + "/project.yml")
        let result = try read(tree)
        XCTAssertEqual(result.issues.map(\.message),
                       ["the XcodeGen spec 'project.yml' is not a regular file (a folder, FIFO, socket or device); skipped"])
        XCTAssertEqual(result.issues.map(\.isFatal), [true])
    }

    func testSourcesAndIncludesOutsideTheAnalyzedFolderAreNotRead() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                include: [../../../../../../../etc/app.yml]
                targets:
                  App:
                    type: application
                    sources: [../../.., App, "../../../../../../../usr"]
                """,
            "App/Main.swift": "let x = 1\n",
        ])
        defer { tree.remove() }
        let result = try read(tree)
        XCTAssertEqual(result.module("App")?.sourceFiles, ["App/Main.swift"])
        XCTAssertEqual(result.issueLines, [
            "project.yml:1: the include '../../../../../../../etc/app.yml' is outside the analyzed folder; it is not read",
            "project.yml:5: source '../../..' is outside the analyzed folder; it is not read",
            "project.yml:5: source '../../../../../../../usr' is outside the analyzed folder; it is not read",
        ])
    }

    func testLinksOutOfASourceFolderAreNotFollowed() throws {
        let tree = try TemporaryTree([
            "project.yml": "targets:\n  App:\n    type: application\n    sources: [App, Everything]\n",
            "App/Main.swift": "let x = 1\n",
        ])
        defer { tree.remove() }
        try HostileFiles.link(at: tree.path + "/App/Root", to: "/")
        try HostileFiles.link(at: tree.path + "/Everything", to: "/")
        if HostileFiles.hasProc { try HostileFiles.link(at: tree.path + "/App/Process", to: "/proc/self") }
        let result = try read(tree)
        XCTAssertEqual(result.module("App")?.sourceFiles, ["App/Main.swift"])
        let links = (["App/Root", "Everything"] + (HostileFiles.hasProc ? ["App/Process"] : [])).sortedByBytes()
        XCTAssertEqual(
            result.issues.map(\.message).sortedByBytes(),
            links.map { "link '\($0)' leads outside the analyzed folder and was not followed" })
    }

    func testALocalPackageOutsideTheRepositoryIsNotRead() throws {
        let tree = try TemporaryTree([
            "project.yml": "packages:\n  Kit:\n    path: ../../../../../..\ntargets:\n  App:\n    type: application\n",
        ])
        defer { tree.remove() }
        let result = try read(tree)
        XCTAssertEqual(result.localPackages, [])
        XCTAssertEqual(result.issueLines,
                       ["project.yml:3: local package '../../../../../..' is outside the analyzed folder; it is not read"])
    }
}
