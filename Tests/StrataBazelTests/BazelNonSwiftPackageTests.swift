import StrataProject
import StrataTestSupport
import XCTest

/// A package of C++, Java or Kotlin rules from repositories not on disk declares no Swift module: what could not be
/// evaluated there is not reported (envoyproxy/envoy-mobile's 80 such packages); in a package with Swift files it is.
final class BazelNonSwiftPackageTests: XCTestCase {
    func testSkippedPartsAreReportedOnlyWhereSwiftFilesAre() throws {
        let build = """
            load("@envoy//bazel:envoy_build_system.bzl", "envoy_package")

            envoy_package()
            cc_library(name = "c", srcs = ["x.cc"])
            """
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"x\")\n",
            "native/BUILD": build,
            "native/x.cc": "",
            "native/sub/BUILD": "",
            "native/sub/Lost.swift": "",
            "mixed/BUILD": build,
            "mixed/x.cc": "",
            "mixed/Sources/Thing.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read("native/BUILD").issueLines, [], "its only Swift file is in a package of its own")
        XCTAssertEqual(tree.read("mixed/BUILD").issueLines, [
            "mixed/BUILD:3: envoy_package(), loaded from @envoy//bazel:envoy_build_system.bzl, is not on disk; "
                + "the targets it declares are not read"
        ])
    }
}
