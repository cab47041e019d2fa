import StrataProject
import StrataTestSupport
import XCTest

/// A `local_path_override` names the folder of a Bazel module relative to the `MODULE.bazel` that declares it; a
/// rules repository's `examples/app` reaches the repository's root with `path = "../.."`
/// (rules_swift_package_manager's examples), and a `.bzl` file of that repository loads `//…` from its own root.
final class BazelOverrideTests: XCTestCase {
    func testAnOverrideTwoFoldersUpIsFollowed() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"my_rules\")\n",
            "swiftpkg/BUILD.bazel": "",
            "swiftpkg/defs.bzl": """
                load("//swiftpkg/internal:feature.bzl", _feature_library = "feature_library")

                feature_library = _feature_library
                """,
            "swiftpkg/internal/BUILD.bazel": "",
            "swiftpkg/internal/feature.bzl": """
                load("@rules_swift//swift:swift.bzl", "swift_library")

                def feature_library(name, deps = []):
                    swift_library(name = name, srcs = native.glob(["Sources/**/*.swift"]), module_name = name, deps = deps)
                """,
            "examples/app/MODULE.bazel": """
                module(name = "app")
                bazel_dep(name = "my_rules")
                local_path_override(module_name = "my_rules", path = "../..")
                """,
            "examples/app/Features/Home/BUILD.bazel": """
                load("@my_rules//swiftpkg:defs.bzl", "feature_library")

                feature_library(name = "Home", deps = ["//Core"])
                """,
            "examples/app/Features/Home/Sources/Home.swift": "import Core\n",
            "examples/app/Core/BUILD.bazel": """
                load("@rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Core", module_name = "Core", srcs = glob(["*.swift"]), visibility = ["//visibility:public"])
                """,
        ])
        defer { tree.remove() }
        for analyzed in ["", "examples/app"] {
            let path = analyzed.isEmpty ? "examples/app/Features/Home/BUILD.bazel" : "Features/Home/BUILD.bazel"
            let result = tree.read(path, analyzed: analyzed)
            XCTAssertEqual(result.issues, [], analyzed)
            XCTAssertEqual(result.modules.map(\.name), ["Home"], analyzed)
            XCTAssertEqual(result.modules.first?.dependencyList, ["Core"], analyzed)
        }
    }
}
