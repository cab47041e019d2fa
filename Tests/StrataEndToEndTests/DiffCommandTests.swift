import Foundation
import StrataTestSupport
import XCTest

/// `strata diff`: two reports of a fixture, before and after adding one edge.
final class DiffCommandTests: XCTestCase {
    private var workspace: TemporaryTree!
    private var base: String { workspace.url("base.json").path }
    private var head: String { workspace.url("head.json").path }

    /// Reports of `clean` before and after `Core` starts depending on `App` (declared and imported),
    /// which closes a cycle.
    override func setUpWithError() throws {
        workspace = try TemporaryTree(copying: "clean")
        let root = workspace.root.path
        XCTAssertEqual(try StrataProcess.run(["check", root, "--format", "json", "--output", base]).status, 0)
        let cache = try workspace.text("Sources/Core/Cache.swift")
        try workspace.write("Sources/Core/Cache.swift", "import App\n" + cache)
        let manifest = try workspace.text("Package.swift")
        try workspace.write("Package.swift", manifest.replacingOccurrences(
            of: "        .target(name: \"Core\"),", with: "        .target(name: \"Core\", dependencies: [\"App\"]),"))
        XCTAssertEqual(try StrataProcess.run(["check", root, "--format", "json", "--output", head]).status, 1)
    }

    override func tearDown() {
        workspace.remove()
    }

    func testDiffPrintsExactlyTheAddedEdgeAndItsNewViolationInEveryFormat() throws {
        let fixture = Fixtures.directory("clean")
        for (format, golden) in [("text", "expected.diff.txt"), ("json", "expected.diff.json"), ("mermaid", "expected.diff.mmd")] {
            let run = try StrataProcess.run(["diff", base, head, "--format", format])
            XCTAssertEqual(run.status, 1, "a new error fails the diff: \(run.stderr)")
            XCTAssertEqual(run.stderr, "")
            Golden.assertMatches(run.stdout, file: fixture.appendingPathComponent(golden),
                                 message: "strata diff --format \(format) after Core imports App")
        }
        let text = try StrataProcess.run(["diff", base, head]).stdout
        XCTAssertTrue(text.contains("+ Core -> App"), text)
        XCTAssertFalse(text.contains("removed") || text.contains("Gone"), text)
    }

    func testReversedDiffShowsTheEdgeRemovedAndTheViolationGoneAndPasses() throws {
        let run = try StrataProcess.run(["diff", head, base])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue(run.stdout.contains("Edges removed (1):\n  - Core -> App"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Gone violations (1):"), run.stdout)
    }

    func testSameReportTwiceIsNoChange() throws {
        let run = try StrataProcess.run(["diff", base, base])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "No change in modules, edges or violations.\n")
    }

    func testBadInputsAreUsageErrors() throws {
        try workspace.write("not-a-report.json", "{\"files\": []}")
        let wrong = try StrataProcess.run(["diff", base, workspace.url("not-a-report.json").path])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("is not a strata JSON report"), wrong.stderr)
        try workspace.write("broken.json", "{\"schemaVersion\": 1, \"modules\": [], \"edges\": [], \"violations\": 3}")
        let broken = try StrataProcess.run(["diff", base, workspace.url("broken.json").path])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasSuffix("broken.json:1:64: violations: expected an array, found an integer\n"),
                      broken.stderr)
        XCTAssertEqual(try StrataProcess.run(["diff", base]).status, 2)
        XCTAssertEqual(try StrataProcess.run(["diff", base, workspace.url("missing.json").path]).status, 2)
    }
}
