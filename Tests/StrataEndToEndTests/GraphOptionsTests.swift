import Foundation
import StrataTestSupport
import XCTest

/// `graph --focus/--depth/--reverse/--collapse/--cluster` on the legacy-cycles fixture
/// (App → Cart, Feed, Search; Cart ⇄ Checkout; Feed → Profile → Settings → Feed; Search → Search).
final class GraphOptionsTests: XCTestCase {
    /// The module names and `from->to` edges of `graph --format json` with `arguments`.
    private func graph(_ arguments: [String], fixture: String = "legacy-cycles") throws -> (modules: [String], edges: [String]) {
        let run = try StrataProcess.run(["graph", Fixtures.directory(fixture).path, "--format", "json"] + arguments)
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let modules = (object["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let edges = (object["edges"] as? [[String: Any]] ?? []).compactMap { edge -> String? in
            guard let from = edge["from"] as? String, let to = edge["to"] as? String else { return nil }
            return "\(from)->\(to)"
        }
        return (modules, edges)
    }

    func testFocusTakesNeighboursInBothDirectionsToTheDepth() throws {
        XCTAssertEqual(try graph(["--focus", "Profile"]).modules, ["Feed", "Profile", "Settings"])
        XCTAssertEqual(try graph(["--focus", "Profile", "--depth", "0"]).modules, ["Profile"])
        XCTAssertEqual(try graph(["--focus", "Profile", "--depth", "2"]).modules, ["App", "Feed", "Profile", "Settings"])
        // Globs and repetition.
        XCTAssertEqual(try graph(["--focus", "C*", "--depth", "0", "--focus", "Search"]).modules, ["Cart", "Checkout", "Search"])
    }

    func testReverseFollowsOnlyDependents() throws {
        let dependents = try graph(["--focus", "Settings", "--reverse"])
        XCTAssertEqual(dependents.modules, ["Profile", "Settings"])
        XCTAssertEqual(dependents.edges, ["Profile->Settings"])
        XCTAssertEqual(try graph(["--focus", "Settings", "--reverse", "--depth", "3"]).modules,
                       ["App", "Feed", "Profile", "Settings"])
    }

    func testCollapseFoldsMatchingModulesAndDropsTheEdgesInside() throws {
        let folded = try graph(["--collapse", "{Cart,Checkout}", "--collapse", "S*"])
        XCTAssertEqual(folded.modules, ["App", "Feed", "Profile", "S*", "{Cart,Checkout}"])
        XCTAssertEqual(folded.edges.sorted(), ["App->Feed", "App->S*", "App->{Cart,Checkout}", "Feed->Profile",
                                               "Profile->S*", "S*->Feed"].sorted())
        // A focus may name the folded node.
        XCTAssertEqual(try graph(["--collapse", "{Cart,Checkout}", "--focus", "{Cart,Checkout}"]).modules,
                       ["App", "{Cart,Checkout}"])
    }

    func testClusterByLayerAndMermaidOutputRender() throws {
        let run = try StrataProcess.run(["graph", Fixtures.directory("cross-package").path, "--format", "mermaid",
                                         "--focus", "Networking", "--cluster", "none"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("flowchart LR\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("subgraph p"), run.stdout)
        let layered = try StrataProcess.run(["graph", Fixtures.directory("cross-package").path, "--cluster", "layer"])
        XCTAssertEqual(layered.status, 0, layered.stderr)
        XCTAssertFalse(layered.stdout.contains("subgraph cluster_0"), "no layers are configured: \(layered.stdout)")
    }

    func testSelectionErrorsAreUsageErrors() throws {
        let path = Fixtures.directory("legacy-cycles").path
        for arguments in [["--focus", "Nope"], ["--collapse", "Nope*"], ["--depth", "1"], ["--reverse"],
                          ["--focus", "Cart", "--depth", "-1"], ["--focus", "[z-a]"], ["--format", "html", "--level", "type"]] {
            let run = try StrataProcess.run(["graph", path] + arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stdout)")
            XCTAssertTrue(run.stderr.hasPrefix("strata: error: "), run.stderr)
        }
    }
}
