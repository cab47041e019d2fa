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

    /// `android_binary` is native up to Bazel 7 (envoy-mobile calls it without a `load`); rules_xcodeproj's
    /// `xcode_schemes` is a module of functions from a repository not on disk, not a rule.
    func testNativeAndroidRulesAndSchemeFunctionsOfAnotherRepository() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"x\")\n",
            "BUILD.bazel": """
                load("@rules_xcodeproj//xcodeproj:defs.bzl", "xcode_schemes", "xcodeproj")

                xcodeproj(name = "project", schemes = [xcode_schemes.scheme(name = "Lib")])
                android_binary(name = "app", manifest = "AndroidManifest.xml")
                """,
            "Root.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read("BUILD.bazel").issueLines, [
            "BUILD.bazel:3: xcode_schemes.scheme() could not be evaluated: xcode_schemes.scheme from "
                + "@rules_xcodeproj//xcodeproj:defs.bzl is not evaluated"
        ])
    }
}
