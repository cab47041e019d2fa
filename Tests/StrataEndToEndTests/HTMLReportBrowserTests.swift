import Foundation
import StrataGraph
import StrataReport
import StrataTestSupport
import XCTest

/// The HTML report in a real browser, opened from a file: it loads without a console error, draws one node per
/// module, and a click on a module lists its dependencies. Skipped without a browser, except in CI.
final class HTMLReportBrowserTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The modules of `check --format json` on the same fixture, and the dependencies of `module` there.
    private func expected(_ fixture: String, _ module: String) throws -> (modules: Int, dependencies: [String]) {
        let run = try StrataProcess.run(["check", Fixtures.directory(fixture).path, "--format", "json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(report["modules"] as? [[String: Any]])
        let edges = try XCTUnwrap(report["edges"] as? [[String: Any]])
        let names = modules.compactMap { $0["name"] as? String }
        let targets = Set(edges.filter { $0["from"] as? String == module }.compactMap { $0["to"] as? String })
        return (modules.count, names.filter(targets.contains))
    }

    func testTheCheckPageLoadsDrawsEveryModuleAndAClickShowsTheDependencies() throws {
        let browser = try HeadlessBrowser.find()
        let page = directory.appendingPathComponent("report.html")
        let run = try StrataProcess.run(["check", Fixtures.directory("layers").path, "--format", "html", "--output", page.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let expected = try expected("layers", "Feed")
        let report = try HeadlessBrowser.selfTest(in: browser.dumpDOM(page, selfTest: "Feed"))
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.nodes, expected.modules)
        XCTAssertEqual(report.modules, expected.modules)
        XCTAssertEqual(report.selected, "Feed")
        XCTAssertEqual(report.dependencies, expected.dependencies)
        XCTAssertFalse(report.dependencies.isEmpty)
        XCTAssertEqual(report.dependents, ["App"])
        // A small graph is painted whole, its labels at a size that can be read.
        XCTAssertGreaterThanOrEqual(report.scale, 0.75)
        XCTAssertEqual(report.labelsInView, expected.modules)
    }

    func testFindingsFilterByRuleAndSeverityAndAClickShowsTheFindingsEdges() throws {
        let browser = try HeadlessBrowser.find()
        let page = directory.appendingPathComponent("report.html")
        let run = try StrataProcess.run(["check", Fixtures.directory("graph-views").path, "--format", "html", "--output", page.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let json = try StrataProcess.run(["check", Fixtures.directory("graph-views").path, "--format", "json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let violations = try XCTUnwrap(report["violations"] as? [[String: Any]])
        let rule = { (name: String) in violations.filter { $0["rule"] as? String == name }.count }

        let cycles = try HeadlessBrowser.selfTest(in: browser.dumpDOM(page, selfTest: "App", query: [("rule", "cycle")]))
        XCTAssertEqual(cycles.errors, [])
        XCTAssertEqual(cycles.findingsShown.count, rule("cycle"))
        XCTAssertTrue(cycles.findingsShown.allSatisfy { $0.hasPrefix("cycle: ") }, "\(cycles.findingsShown)")
        XCTAssertEqual(Set(cycles.edgesShown), ["AnalyticsClient -> ApiClient", "ApiClient -> AnalyticsClient"])
        XCTAssertEqual(cycles.packages, ["NewsApp (10)", "Packages/DesignKit (1)"], "the root package by its name, not '.'")

        let warnings = try HeadlessBrowser.selfTest(in: browser.dumpDOM(page, selfTest: "App", query: [("severity", "warning")]))
        XCTAssertEqual(warnings.findingsShown.count, violations.filter { $0["severity"] as? String == "warning" }.count)
        XCTAssertFalse(warnings.findingsShown.contains { $0.hasPrefix("cycle: ") })
        XCTAssertFalse(warnings.edgesShown.isEmpty, "the first warning's edge is drawn out")
    }

    func testTheGraphPageLoadsToo() throws {
        let browser = try HeadlessBrowser.find()
        let page = directory.appendingPathComponent("graph.html")
        let run = try StrataProcess.run(["graph", Fixtures.directory("import-cycle").path, "--format", "html", "--output", page.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let expected = try expected("import-cycle", "ModuleB")
        let report = try HeadlessBrowser.selfTest(in: browser.dumpDOM(page, selfTest: "ModuleB"))
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.nodes, expected.modules)
        XCTAssertEqual(report.dependencies, expected.dependencies)
    }

    func testAModuleNamedLikeMarkupStaysText() throws {
        let browser = try HeadlessBrowser.find()
        let hostile = "<img src=x onerror=\"document.title='owned';console.error('owned')\">"
            + "</script><script>console.error('owned')</script>"
        let graph = ModuleGraph(
            modules: [Module(name: "App", package: ".", kind: .root, path: "Sources/App", files: 1),
                      Module(name: hostile, package: "<b>pkg</b>", kind: .implementation, path: "Sources/X", files: 1)],
            edges: [ModuleEdge(from: 0, to: 1)])
        let page = directory.appendingPathComponent("hostile.html")
        try HTMLReporter.graph(graph).write(to: page, atomically: true, encoding: .utf8)
        let dom = try browser.dumpDOM(page, selfTest: "App")
        let report = try HeadlessBrowser.selfTest(in: dom)
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.dependencies, [hostile])
        XCTAssertFalse(dom.contains("<img"), "the name became an element")
        XCTAssertFalse(dom.contains("<title>owned"), "the name ran as code")
    }
}
