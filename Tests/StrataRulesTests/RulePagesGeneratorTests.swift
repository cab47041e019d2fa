import Foundation
import XCTest
@testable import strata_dev

/// `swift run strata-dev generate` on hostile pages: what the literals hold, which heads it refuses, the
/// README's markers.
final class RulePagesGeneratorTests: XCTestCase {
    static func page(_ id: String, summary: String = "A summary.", body: String = "## What it checks\nIt.\n") -> String {
        "# \(id)\n\n\(summary)\n\nDefault severity: **warning**\n\n\(body)"
    }

    func testRawStringsNeedMoreHashesThanFollowAnyQuoteOrBackslash() {
        let cases: [(String, String)] = [
            ("plain # text", "#"),
            ("a \"quote\" and a \\ backslash", "#"),
            ("\"# closes one", "##"),
            ("\\#(x) interpolates with one", "##"),
            ("\"\"\"### closes three", "####"),
            ("\\(x) and \"## and \\#", "###"),
        ]
        for (text, hashes) in cases {
            XCTAssertEqual(SwiftLiteral.delimiter(for: text), hashes, text)
        }
        XCTAssertEqual(SwiftLiteral.line("say \"#hi\"#"), "##\"say \"#hi\"#\"##")
        XCTAssertEqual(SwiftLiteral.lines("a\n\"\"\"\n"), "#\"\"\"\na\n\"\"\"\n\"\"\"#")
    }

    func testThePageHeadGivesTheSummaryAndSeverity() throws {
        let page = try RulePageFile(id: "needle-cycle", markdown: Self.page("needle-cycle", summary: "`a | b`, \"c\"."))
        XCTAssertEqual(page.summary, "`a | b`, \"c\".")
        XCTAssertEqual(page.defaultSeverity, "warning")
        XCTAssertEqual(page.propertyName, "needleCycle")
        let row = ReadmeRuleTable.table([page]).split(separator: "\n")[3]
        XCTAssertEqual(row, "| [`needle-cycle`](Rules/needle-cycle.md) | warning | `a \\| b`, \"c\". |")
    }

    func testPagesWithAnotherHeadAreRefused() {
        let refused: [(String, String)] = [
            ("Cycle", Self.page("Cycle")),
            ("cycle", Self.page("cycles")),
            ("cycle", "# cycle\n\nDefault severity: **error**\n\n## What it checks\n"),
            ("cycle", Self.page("cycle", summary: "Two\nlines.")),
            ("cycle", "# cycle\n\nA summary.\n\nDefault severity: error\n\nBody.\n"),
            ("cycle", String(Self.page("cycle").dropLast())),
            ("cycle", Self.page("cycle", body: "a\r\nb\n")),
        ]
        for (id, markdown) in refused {
            XCTAssertThrowsError(try RulePageFile(id: id, markdown: markdown), markdown)
        }
    }

    func testTheReadmeTableReplacesWhatIsBetweenItsMarkers() throws {
        let page = try RulePageFile(id: "cycle", markdown: Self.page("cycle"))
        let readme = "Intro\n<!-- rules:begin -->\nold\n<!-- rules:end -->\nAfter\n"
        XCTAssertEqual(try ReadmeRuleTable.splice([page], into: readme), "Intro\n" + ReadmeRuleTable.table([page]) + "After\n")
        for broken in ["Intro\n", "<!-- rules:end -->\n<!-- rules:begin -->\n", "<!-- rules:begin -->\n"] {
            XCTAssertThrowsError(try ReadmeRuleTable.splice([page], into: broken), broken)
        }
    }

    func testPagesAreSortedByTheirBytes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-dev-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = root.appendingPathComponent("Rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        for id in ["b", "a-b", "a", "a2"] {
            try Self.page(id).write(to: rules.appendingPathComponent("\(id).md"), atomically: true, encoding: .utf8)
        }
        try "notes\n".write(to: rules.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try RulePagesGenerator(root: root).pages().map(\.id), ["a", "a-b", "a2", "b"])
    }
}
