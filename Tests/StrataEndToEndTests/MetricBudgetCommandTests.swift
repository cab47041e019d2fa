import Foundation
import StrataTestSupport
import XCTest

/// Budgets through the command line: `Fixtures/metric-budget` fails as configured, passes once its budgets
/// allow its numbers, and a budget pattern that matches no module is a warning.
final class MetricBudgetCommandTests: XCTestCase {
    private var workspace: TemporaryTree!

    override func setUpWithError() throws {
        workspace = try TemporaryTree(copying: "metric-budget")
    }

    override func tearDown() {
        workspace.remove()
    }

    func testBudgetsFailUntilTheyAllowTheNumbers() throws {
        let over = try StrataProcess.run(["check", ".", "--format", "json"], in: workspace.root)
        XCTAssertEqual(over.status, 1, over.stderr)
        XCTAssertEqual(over.stdout.components(separatedBy: "\"rule\": \"metric-budget\"").count - 1, 3, over.stdout)
        // The numbers strata metrics prints: CoreNetworking's impact is 4, App's depth 3, the critical path 4 modules.
        try workspace.write(".strata.json", "{budgets: {maxImpact: {'Core*': 4}, maxDepth: 3, maxCriticalPath: 4}}")
        let within = try StrataProcess.run(["check", "."], in: workspace.root)
        XCTAssertEqual(within.status, 0, within.stdout)
        XCTAssertFalse(within.stdout.contains("metric-budget"), within.stdout)
        try workspace.write(".strata.json", "{budgets: {maxDepth: 2}, rules: {'metric-budget': 'warning'}}")
        let warning = try StrataProcess.run(["check", "."], in: workspace.root)
        XCTAssertEqual(warning.status, 0, warning.stdout)
        XCTAssertEqual(try StrataProcess.run(["check", ".", "--strict"], in: workspace.root).status, 1)
    }

    func testABudgetPatternThatMatchesNoModuleIsAWarning() throws {
        try workspace.write(".strata.json", "{budgets: {maxImpact: {'CoreNetwork': 4, 'Core*': 4}, maxFanOut: {'Legacy*': 1}}}")
        let run = try StrataProcess.run(["check", "."], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertEqual(run.stderr, """
            strata: warning: the configuration's budgets.maxImpact pattern 'CoreNetwork' matches no module; did you mean 'CoreNetworking'?
            strata: warning: the configuration's budgets.maxFanOut pattern 'Legacy*' matches no module

            """)
        XCTAssertEqual(try StrataProcess.run(["metrics", "."], in: workspace.root).stderr, run.stderr,
                       "metrics reads the same configuration")
    }
}
