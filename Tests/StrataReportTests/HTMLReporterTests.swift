import Foundation
import StrataGraph
import StrataRules
import StrataText
import XCTest
@testable import StrataReport

/// The HTML report's page: its data document, its escaping, and that it asks for nothing outside itself.
final class HTMLReporterTests: XCTestCase {
    private let hostile = "Z</script><img src=x onerror=alert(1)><!--"

    private func result() -> AnalysisResult {
        let modules = [
            Module(name: "App", package: ".", kind: .root, path: "Sources/App", files: 1),
            Module(name: hostile, package: ".", kind: .implementation, path: "Sources/Evil", files: 1),
            Module(name: "Core", package: "Core", kind: .interface, path: "Core/Sources/Core", files: 2, layer: "Core"),
        ]
        let location = SourceLocation(file: "Sources/App/App.swift", line: 2, column: 1)
        let edges = [
            ModuleEdge(from: 0, to: 1, declaration: SourceLocation(file: "Package.swift", line: 9, column: 5),
                       imports: [ImportEvidence(location: location)]),
            ModuleEdge(from: 1, to: 2),
            ModuleEdge(from: 2, to: 1, imports: [ImportEvidence(location: SourceLocation(file: "Core/x.swift", line: 1, column: 1))]),
        ]
        let violation = Violation(rule: "cycle", severity: .error, message: "a cycle </script>", location: location,
                                  modules: [hostile, "Core", hostile], edges: [GraphEdgeReference(from: 2, to: 1)])
        var result = AnalysisResult(graph: ModuleGraph(modules: modules, edges: edges), violations: [violation],
                                    diagnostics: [], packages: 2, files: 4, durationMs: 7)
        result.moduleFiles = ModuleFiles(entries: [ModuleFiles.Entry(sources: ["Sources/App/App.swift"]), .init(), .init()])
        return result
    }

    /// The text of the `<script type="application/json">` element, parsed.
    private func data(_ page: String) throws -> [String: Any] {
        let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"data\">\n"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let object = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testTheDataHoldsEveryModuleEdgeAndFinding() throws {
        let data = try data(HTMLReporter.report(result()))
        let modules = try XCTUnwrap(data["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["name"] as? String }, ["App", "Core", hostile])
        XCTAssertEqual(modules[0]["files"] as? [String], ["Sources/App/App.swift"])
        XCTAssertEqual(modules[1]["layer"] as? String, "Core")
        let edges = try XCTUnwrap(data["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { [$0["from"] as? Int, $0["to"] as? Int] }, [[0, 2], [1, 2], [2, 1]])
        XCTAssertEqual(edges[0]["imports"] as? [String], ["Sources/App/App.swift:2:1"])
        XCTAssertEqual(edges[0]["declaration"] as? String, "Package.swift:9:5")
        XCTAssertEqual(edges[2]["rules"] as? [String], ["cycle"])
        XCTAssertEqual(edges[2]["severity"] as? String, "error")
        let findings = try XCTUnwrap(data["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["modules"] as? [Int], [0, 1, 2])
        let metrics = try XCTUnwrap(data["metrics"] as? [String: Any])
        XCTAssertEqual((metrics["rows"] as? [[Any]])?.count, 3)
        XCTAssertEqual((data["summary"] as? [String: Int])?["errors"], 1)
    }

    func testNoTextCanEndTheScriptOrRunAsMarkup() throws {
        let page = HTMLReporter.report(result())
        let start = try XCTUnwrap(page.range(of: "id=\"data\">"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        XCTAssertFalse(page[start.upperBound..<end.lowerBound].contains("<"))
        XCTAssertEqual(try data(page)["modules"].flatMap { $0 as? [[String: Any]] }?.last?["name"] as? String, hostile)
        // Data reaches the page as text only.
        let script = HTMLPageAssets.script
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
            XCTAssertFalse(script.contains(sink), sink)
        }
    }

    func testThePageLoadsNothingFromOutside() {
        let page = HTMLReporter.report(result())
        XCTAssertTrue(page.contains("content=\"default-src 'none'"))
        for reference in ["src=\"", "href=\"", "@import", "url(http", "<link"] {
            XCTAssertFalse(page.contains(reference), reference)
        }
        let rest = page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        XCTAssertFalse(rest.contains("http:") || rest.contains("https:") || rest.contains("//cdn"))
    }

    func testTheSameInputGivesTheSameBytes() {
        XCTAssertEqual(HTMLReporter.report(result()), HTMLReporter.report(result()))
        let graph = result().graph
        XCTAssertEqual(HTMLReporter.graph(graph), HTMLReporter.graph(graph))
    }

    func testTheGraphPageHasNoFindingsAndNoTypeColumns() throws {
        let data = try data(HTMLReporter.graph(result().graph))
        XCTAssertEqual(data["mode"] as? String, "graph")
        XCTAssertEqual((data["findings"] as? [Any])?.count, 0)
        let columns = try XCTUnwrap((data["metrics"] as? [String: Any])?["columns"] as? [String])
        XCTAssertFalse(columns.contains("types"))
        XCTAssertTrue(columns.contains("impact"))
    }
}
