import StrataBazel
import StrataProject
import StrataTestSupport
import XCTest

/// Build files and `.bzl` files that cannot be read, and links out of the checkout: the read finishes, says
/// why, and lists or reads nothing outside the repository.
final class BazelHostileFileTests: XCTestCase {
    private func read(_ tree: TemporaryTree, _ path: String) throws -> ProjectReadResult {
        let root = tree.path
        let result = HostileFiles.finishes {
            let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(bounds: .discovering(root: root)))
            return BazelReader().read(path, context: context)
        }
        return try XCTUnwrap(result, "reading \(path) did not finish")
    }

    func testABuildFileThatIsAFifoIsAFatalIssue() throws {
        let tree = try TemporaryTree(["MODULE.bazel": ""])
        defer { tree.remove() }
        try HostileFiles.fifo(at: tree.path + "/BUILD.bazel")
        let result = try read(tree, "BUILD.bazel")
        XCTAssertEqual(result.issues.map(\.message),
                       ["BUILD.bazel is not a regular file (a folder, FIFO, socket or device); skipped"])
        XCTAssertEqual(result.issues.map(\.isFatal), [true])
    }

    func testLoadsAndGlobsThatLeadOutOfTheCheckoutReadNothing() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "BUILD.bazel": """
            load(":zero.bzl", "ZERO")
            load(":pipe.bzl", "PIPE")
            load(":big.bzl", "BIG")
            load("@rules_swift//swift:swift.bzl", "swift_library")
            swift_library(name = "App", module_name = "App", srcs = glob(["**/*.swift"]))
            """,
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        try HostileFiles.link(at: tree.path + "/zero.bzl", to: "/dev/zero")
        try HostileFiles.fifo(at: tree.path + "/pipe.bzl")
        try HostileFiles.sparseFile(at: tree.path + "/big.bzl")
        try HostileFiles.link(at: tree.path + "/Sources/Everything", to: "/")
        let result = try read(tree, "BUILD.bazel")
        XCTAssertEqual(result.module("App")?.sourceFiles, ["Sources/App.swift"], "nothing below the link to / is listed")
        XCTAssertEqual(result.manifestFiles, [])
    }
}
