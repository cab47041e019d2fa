import StrataProject
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataCocoaPods

/// A Podfile or podspec that cannot be read is an issue that says why, at once; a pod's sources and paths
/// that leave the analyzed folder are issues, and nothing outside it is listed or read.
final class CocoaPodsHostileFileTests: XCTestCase {
    private var tree: TemporaryTree?

    override func tearDown() {
        tree?.remove()
        tree = nil
    }

    private func makeTree(_ files: [String: String]) throws -> TemporaryTree {
        let tree = try TemporaryTree(files)
        self.tree = tree
        return tree
    }

    private func read(_ tree: TemporaryTree) throws -> ProjectReadResult {
        let root = tree.path
        let result = HostileFiles.finishes {
            let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(bounds: .discovering(root: root)))
            return CocoaPodsReader().read("Podfile", context: context)
        }
        return try XCTUnwrap(result, "reading the Podfile did not finish")
    }

    func testAPodfileThatCannotBeReadIsAFatalIssue() throws {
        let cases: [(make: (String) throws -> Void, message: String)] = [
            ({ try HostileFiles.fifo(at: $0) }, "the Podfile is not a regular file (a folder, FIFO, socket or device); skipped"),
            ({ try HostileFiles.sparseFile(at: $0) }, "the Podfile is 1073741824 bytes, over the 67108864-byte limit; skipped"),
            ({ try HostileFiles.link(at: $0, to: "/dev/zero") }, "the Podfile leads outside the analyzed folder; not read"),
        ]
        for (make, message) in cases {
            let tree = try makeTree([:])
            try make(tree.path + "/Podfile")
            let result = try read(tree)
            XCTAssertEqual(result.issues, [
                ProjectIssue(message: message, location: SourceLocation(file: "Podfile", line: 1, column: 1), isFatal: true),
            ])
            tree.remove()
        }
    }

    func testAPodspecThatCannotBeReadIsAnIssue() throws {
        let tree = try makeTree(["Podfile": "target 'App' do\n  pod 'Kit', :path => 'Kit'\n  pod 'Pipe', :path => 'Pipe'\nend\n"])
        try HostileFiles.sparseFile(at: tree.path + "/Kit/Kit.podspec")
        try HostileFiles.fifo(at: tree.path + "/Pipe/Pipe.podspec")
        let result = try read(tree)
        XCTAssertEqual(result.issues.map { "\($0.location.file): \($0.message)" }, [
            "Kit/Kit.podspec: the podspec of pod 'Kit' is 1073741824 bytes, over the 67108864-byte limit; skipped",
            "Pipe/Pipe.podspec: the podspec of pod 'Pipe' is not a regular file (a folder, FIFO, socket or device); skipped",
        ])
        XCTAssertEqual(result.modules, [])
    }

    func testSourceFilesOutsideTheAnalyzedFolderAreNotRead() throws {
        let tree = try makeTree([
            "Podfile": "target 'App' do\n  pod 'Kit', :path => 'Kit'\nend\n",
            "Kit/Kit.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Kit'
                  s.source_files = '../..', '../../../**/*.swift', 'Sources/**/*.swift'
                end
                """,
            "Kit/Sources/Kit.swift": "import Foundation\n",
        ])
        try HostileFiles.link(at: tree.path + "/Kit/Sources/Root", to: "/")
        let result = try read(tree)
        XCTAssertEqual(result.module("Kit")?.sourceFiles, ["Kit/Sources/Kit.swift"])
        XCTAssertEqual(result.issues.map(\.message), [
            "source_files '../..' is outside the analyzed folder; it is not read",
            "source_files '../../../**/*.swift' is outside the analyzed folder; it is not read",
            "link 'Kit/Sources/Root' leads outside the analyzed folder and was not followed",
        ])
    }

    func testAPodPathOutsideTheRepositoryIsARemotePod() throws {
        let tree = try makeTree(["Podfile": "target 'App' do\n  pod 'Far', :path => '../../../../../..'\nend\n"])
        let result = try read(tree)
        XCTAssertEqual(result.issues.map(\.message), [
            "the path of pod 'Far' ('../../../../../..') is outside the analyzed folder; it is read as a remote pod",
        ])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Far(x)"])
    }
}
