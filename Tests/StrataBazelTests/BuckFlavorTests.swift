import StrataTestSupport
import XCTest

@testable import StrataBazel

/// Buck's flavors after `#` build a variant of a target (Telegram's `"//submodules/Display:Display#shared"`): the
/// dependency is on the target. Bazel's target names may hold `#`, so its labels are read as written.
final class BuckFlavorTests: XCTestCase {
    func testAFlavoredDependencyIsOnTheTarget() throws {
        let tree = try TemporaryTree([
            ".buckconfig": "",
            "A/BUCK": "apple_library(name = \"A\", srcs = [\"A.swift\"])\n",
            "A/A.swift": "",
            "C/BUCK": "apple_library(name = \"C\", srcs = [\"C.swift\"])\n",
            "C/C.swift": "",
            "B/BUCK": """
            apple_library(name = "B", srcs = ["B.swift"], deps = ["//A:A#shared", "//C:C#iphonesimulator-x86_64,static"])
            alias(name = "Flavored", actual = "//A:A#shared")
            apple_library(name = "D", srcs = ["B.swift"], deps = [":Flavored"])
            """,
            "B/B.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("B/BUCK", reader: BuckReader())
        XCTAssertEqual(result.module("B")?.dependencyList, ["A", "C"])
        XCTAssertEqual(result.module("D")?.dependencyList, ["A"])
    }

    func testABazelTargetNameMayHoldAHash() throws {
        let load = "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "A/BUILD": load + "swift_library(name = \"A#1\", module_name = \"A1\", srcs = [\"A.swift\"])\n",
            "A/A.swift": "",
            "B/BUILD": load + "swift_library(name = \"B\", module_name = \"B\", srcs = [\"B.swift\"], deps = [\"//A:A#1\"])\n",
            "B/B.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read("B/BUILD", reader: BazelReader()).module("B")?.dependencyList, ["A1"])
    }
}
