import XCTest
@testable import StrataKit

/// `strata fix`'s edits of Bazel and Buck build files: labels added to and removed from a rule's `deps`, `deps` made
/// when the rule has none, a list built in code and a macro's other rules refused; `#` comments are Starlark's.
final class BuildFileEditorTests: XCTestCase {
    private func edited(_ source: String, adding: [String] = [], removing: [String] = [], named name: String? = nil) throws -> String {
        let text = SourceText(starlark: Array(source.utf8))
        let lines = source.components(separatedBy: "\n")
        let rule = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("(") })
        let removed = removing.compactMap { needle -> (line: Int, column: Int)? in
            guard let line = lines.firstIndex(where: { $0.contains(needle) }), let range = lines[line].range(of: needle) else { return nil }
            return (line + 1, lines[line].utf8.distance(from: lines[line].startIndex, to: range.lowerBound) + 1)
        }
        let edits = try BuildFileEditor.edits(adding: adding, removing: removed, forRuleAt: (rule + 1, 1), named: name, in: text)
        return String(decoding: try XCTUnwrap(edits.applied(to: text.bytes)), as: UTF8.self)
    }

    func testAddsAndRemovesLabels() throws {
        let source = """
        swift_library(
            name = "Feed",
            deps = [
                "//Modules/Chat",  # the chat screen
                "//Modules/Models",
            ],
        )
        """
        XCTAssertEqual(try edited(source, adding: ["\"//Modules/Core\""], named: "Feed"), """
        swift_library(
            name = "Feed",
            deps = [
                "//Modules/Chat",  # the chat screen
                "//Modules/Core",
                "//Modules/Models",
            ],
        )
        """)
        XCTAssertEqual(try edited(source, removing: ["\"//Modules/Chat\""]), """
        swift_library(
            name = "Feed",
            deps = [
                "//Modules/Models",
            ],
        )
        """)
    }

    func testMakesDepsAfterTheName() throws {
        let source = "swift_library(\n    name = \"Feed\",\n    srcs = glob([\"*.swift\"]),\n)\n"
        XCTAssertEqual(try edited(source, adding: ["\"//Modules/Core\""], named: "Feed"),
                       "swift_library(\n    name = \"Feed\",\n    deps = [\"//Modules/Core\"],\n    srcs = glob([\"*.swift\"]),\n)\n")
    }

    func testRefusesDepsBuiltInCodeAndAMacrosOtherRules() {
        let selected = "swift_library(\n    name = \"Feed\",\n    deps = [\":a\"] + select({\"//c\": [\":b\"]}),\n)\n"
        XCTAssertThrowsError(try edited(selected, adding: ["\"//Modules/Core\""], named: "Feed"))
        let macro = "feature_module(\n    name = \"Feed\",\n    deps = [],\n)\n"
        XCTAssertThrowsError(try edited(macro, adding: ["\"//Modules/Core\""], named: "FeedTests"))
    }
}
