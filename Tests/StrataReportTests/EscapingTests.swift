import Foundation
import StrataGraph
import StrataRules
import StrataText
import XCTest
@testable import StrataReport

/// No module name or message can break the syntax of a format.
final class EscapingTests: XCTestCase {
    private let hostileName = "Evil\"]:::x --> y; %% <b>&#35;|`*\n\\end"

    func testGitHubMessagesAndPropertiesAreEscapedAsTheRunnerDecodesThem() {
        XCTAssertEqual(GitHubReporter.escapedData("50% done\r\nnext: a,b"), "50%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubReporter.escapedProperty("Sources/a:b,c%.swift"), "Sources/a%3Ab%2Cc%25.swift")
    }

    func testGitHubCommandsStayOneLinePerFinding() {
        let graph = ModuleGraph(modules: [Module(name: "A", package: ".", kind: .implementation, path: "Sources/A", files: 1)],
                                edges: [])
        let violation = Violation(rule: "cycle", severity: .error, message: "two\nlines",
                                  location: SourceLocation(file: "Sources/A/a,b.swift", line: 0, column: 0),
                                  notes: [Note(message: "note", location: SourceLocation(file: "x.swift", line: 2, column: 3))])
        let result = AnalysisResult(graph: graph, violations: [violation], diagnostics: [], packages: 1, files: 1, durationMs: 0)
        XCTAssertEqual(GitHubReporter.report(result, summary: false),
                       "::error file=Sources/A/a%2Cb.swift,line=1,col=1,title=strata cycle::two%0Alines%0Ax.swift:2:3: note\n")
    }

    func testMermaidLabelsKeepOnlySafeCharactersLiteral() {
        // Entities are `#` digits `;`; nothing else outside letters, digits and `_-./ ` is left.
        let escaped = MermaidReporter.escaped(hostileName)
            .replacingOccurrences(of: "#[0-9]+;", with: "", options: .regularExpression)
        for forbidden in ["\"", "]", ":", ";", "%", "<", "&", "|", "`", "*", "\n", "\\", "#"] {
            XCTAssertFalse(escaped.contains(forbidden), "\(forbidden) survived in \(escaped)")
        }
        XCTAssertEqual(MermaidReporter.escaped("Feature-Kit_2/é.x"), "Feature-Kit_2/é.x")
        XCTAssertEqual(MermaidReporter.escaped("a\"b"), "a#34;b")
    }

    func testMermaidNodesAreNumberedAndNamesOnlyAppearQuoted() {
        let graph = ModuleGraph(
            modules: [Module(name: hostileName, package: "Pkg \"x\"", kind: .interface, path: "", files: 0),
                      Module(name: "end", package: ".", kind: .root, path: "", files: 0)],
            edges: [ModuleEdge(from: 1, to: 0, imports: [ImportEvidence(location: SourceLocation(file: "f", line: 1, column: 1))])])
        let chart = MermaidReporter.render(ModulePicture(graph: graph))
        XCTAssertTrue(chart.contains("m1[[\"end\"]]"), chart)
        let escaped = "m0([\"Evil#34;#93;#58;#58;#58;x --#62; y#59; #37;#37; #60;b#62;#38;#35;35#59;#124;#96;#42; #92;end\"])"
        XCTAssertTrue(chart.contains(escaped), chart)
        XCTAssertTrue(chart.contains("m1 --> m0"), chart)
        XCTAssertEqual(chart.split(separator: "\n").filter { $0.contains("\"") && !$0.contains("[") }.count, 0, chart)
    }

    func testSARIFURIsArePercentEncodedRelativeReferences() {
        XCTAssertEqual(SARIFReporter.uriReference("Sources/My Module/é#1.swift"), "Sources/My%20Module/%C3%A9%231.swift")
    }

    func testMarkdownCellsCannotOpenHTMLOrEndTheCell() {
        XCTAssertEqual(GitHubSummaryReporter.cell("a|b <i>x</i> `c`\nd"), "a\\|b &lt;i&gt;x&lt;/i&gt; \\`c\\`<br>d")
    }
}
