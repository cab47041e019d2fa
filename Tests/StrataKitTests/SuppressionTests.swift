import StrataGraph
import StrataRules
import StrataText
import XCTest
@testable import StrataKit

/// `strata:ignore` comments: where they are read, and what they hide. The marker is spelt in two pieces here
/// so that this file holds none itself.
final class SuppressionTests: XCTestCase {
    private let marker = "strata" + ":ignore"

    private func comments(_ source: String) -> [SuppressionComment] {
        Array(source.utf8).withUnsafeBytes { SuppressionComment.find(in: $0, file: "A.swift") }
    }

    func testCommentsAreReadWithTheirRulesAndPlace() {
        let rows: [(String, [[String]], UInt)] = [
            ("import B // \(marker) cycle — B is being split", [["cycle"]], #line),
            ("import B //\(marker) cycle, unused-import: both known", [["cycle", "unused-import"]], #line),
            ("import B // \(marker) cycle - reason", [["cycle"]], #line),
            ("  - target: Core # \(marker) undeclared-dependency", [["undeclared-dependency"]], #line),
            ("// \(marker)\nimport B", [], #line),                                   // names no rule
            ("/// `// \(marker) cycle — reason` in a doc comment", [], #line),      // quotes the syntax
            ("let text = \"// \(marker) cycle\"", [], #line),                      // inside a string
            ("import B // see \(marker) cycle", [], #line),                         // not the comment's start
            ("let x = 1", [], #line),
            ("let page = \"\"\"\n    import B // \(marker) cycle\n    \"\"\"\nimport C // \(marker) layer", [["layer"]], #line),
        ]
        for (source, rules, line) in rows {
            XCTAssertEqual(comments(source).map(\.rules), rules, source, line: line)
        }
        let placed = comments("import A\n\nimport B // \(marker) cycle\n")
        XCTAssertEqual(placed, [SuppressionComment(file: "A.swift", line: 3, column: 13, rules: ["cycle"])])
    }

    func testACommentHidesFindingsOfItsRulesOnItsLineOrTheNext() {
        let comments = [
            SuppressionComment(file: "A.swift", line: 3, column: 10, rules: ["cycle"]),
            SuppressionComment(file: "A.swift", line: 7, column: 1, rules: ["layer", "cycel"]),
            SuppressionComment(file: "B.swift", line: 1, column: 1, rules: ["vertical-chain"]),
        ]
        func violation(_ rule: String, _ file: String, _ line: Int) -> Violation {
            Violation(rule: rule, severity: .error, message: "\(rule) at \(line)",
                      location: SourceLocation(file: file, line: line, column: 1))
        }
        let violations = [violation("cycle", "A.swift", 3), violation("layer", "A.swift", 8), violation("layer", "A.swift", 9),
                          violation("cycle", "B.swift", 2)]
        let applied = Suppressions(comments: comments).apply(violations: violations, diagnostics: [],
                                                             isOff: { $0 == "vertical-chain" })
        XCTAssertEqual(applied.violations.map(\.message), ["layer at 9", "cycle at 2"])
        XCTAssertEqual(applied.hidden, 2)
        // `cycel` is misspelt; `vertical-chain` is turned off, so its comment is not reported.
        XCTAssertEqual(applied.unused.map(\.message), ["strata:ignore hides nothing: 'cycel' is no rule; did you mean 'cycle'?"])
        XCTAssertEqual(applied.unused.map(\.location?.line), [7])
        XCTAssertEqual(applied.unused.map(\.rule), ["unused-suppression"])
    }
}
