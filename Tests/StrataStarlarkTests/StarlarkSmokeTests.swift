import StrataStarlark
import XCTest

final class StarlarkSmokeTests: XCTestCase {
    func testRuleCallWithGlobAndSelect() {
        let host = MemoryHost(files: ["pkg/A.swift": "", "pkg/B.swift": "", "pkg/sub/C.swift": ""])
        let result = host.evaluate("""
        load("@rules_swift//swift:swift.bzl", "swift_library")
        swift_library(
            name = "Feed",
            srcs = glob(["**/*.swift"], exclude = ["sub/C.swift"]),
            deps = [":Core"] + select({"@platforms//os:ios": ["//UI"], "//conditions:default": []}),
        )
        """)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.targets.map(\.kind), ["swift_library"])
        XCTAssertEqual(result.targets.first?.attribute("srcs")?.elements?.compactMap(\.stringValue), ["A.swift", "B.swift"])
    }
}
