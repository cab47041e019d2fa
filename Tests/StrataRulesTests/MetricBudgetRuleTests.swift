import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataText
import XCTest

final class MetricBudgetRuleTests: XCTestCase {
    /// App → Feed → Networking → CoreKit, App → Profile → CoreKit, FeedTests → Feed; CoreKit holds most lines.
    private func app() -> GraphSketch {
        var sketch = GraphSketch()
        for (name, lines) in [("App", 10), ("Feed", 20), ("Profile", 30), ("Networking", 40), ("CoreKit", 100)] {
            sketch.module(name, lines: lines)
        }
        sketch.module("FeedTests", lines: 5)
        sketch.chain("App", "Feed", "Networking", "CoreKit")
        sketch.chain("App", "Profile", "CoreKit")
        sketch.edge("FeedTests", "Feed")
        return sketch
    }

    func testBudgetsAreReadAsNumbersForEveryModuleOrByPattern() throws {
        let source = "{budgets: {maxImpact: {'Core*': 40, '*': 60}, maxFanOut: 12, maxDepth: 8.0, maxCriticalPath: 12}}"
        let budgets = try Configuration.parse(Array(source.utf8), file: ".strata.json", knownRules: [:]).budgets
        XCTAssertEqual(budgets.impact, ModuleBudget([ModuleBudget.Limit(pattern: try Glob("Core*"), value: 40),
                                                     ModuleBudget.Limit(pattern: try Glob("*"), value: 60)]))
        XCTAssertEqual(budgets.fanOut, ModuleBudget(all: 12))
        XCTAssertEqual(budgets.depth, ModuleBudget(all: 8))
        XCTAssertEqual(budgets.criticalPath, 12)
        XCTAssertEqual(budgets.moduleBudgets.map(\.key), ["maxImpact", "maxFanOut", "maxDepth"])
        XCTAssertEqual(budgets.impact?.limit(for: "CoreKit")?.value, 40, "the tightest of the patterns that match")
        XCTAssertEqual(budgets.impact?.limit(for: "Feed")?.value, 60)
        XCTAssertEqual(budgets.impact?.patterns.map(\.pattern), ["Core*", "*"])
        XCTAssertTrue(try Configuration.parse(Array("{}".utf8), file: "c", knownRules: [:]).budgets.isEmpty)
    }

    func testWithoutBudgetsNothingIsMeasured() throws {
        XCTAssertEqual(try app().check(MetricBudgetRule()), [])
    }

    func testAModuleOverSeveralBudgetsIsOneFindingAtItsDeclaration() throws {
        let violations = try app().check(MetricBudgetRule(),
                                         configuration: "{budgets: {maxImpact: {'Core*': 3, '*': 10}, maxDepth: 1}}")
        XCTAssertEqual(violations.map(\.message), [
            "App is over its budget: depth 3, over maxDepth 1.",
            "CoreKit is over its budget: rebuild impact 5, over maxImpact 3 ('Core*').",
            "Feed is over its budget: depth 2, over maxDepth 1.",
        ])
        XCTAssertEqual(violations.map(\.modules), [["App"], ["CoreKit"], ["Feed"]])
        XCTAssertEqual(violations.map(\.location), [1, 5, 2].map { SourceLocation(file: "Package.swift", line: $0, column: 9) })
        XCTAssertEqual(violations.map(\.severity), [.error, .error, .error])
        // FeedTests is a dependent of CoreKit, but has no depth budget of its own.
        XCTAssertEqual(violations[1].notes.map(\.message), ["Changing CoreKit recompiles App, Feed, FeedTests, Networking, Profile"])
        let both = try app().check(MetricBudgetRule(), configuration: "{budgets: {maxFanOut: 1, maxDepth: 2}}")
        XCTAssertEqual(both.map(\.message), ["App is over its budget: fan-out 2, over maxFanOut 1; depth 3, over maxDepth 2."])
    }

    func testDependentsPastFiveAreCounted() throws {
        var sketch = GraphSketch()
        sketch.module("Core")
        for index in 1...7 {
            sketch.module("Feature\(index)")
            sketch.edge("Feature\(index)", "Core")
        }
        let violations = try sketch.check(MetricBudgetRule(), configuration: "{budgets: {maxImpact: 6}}")
        XCTAssertEqual(violations.map(\.message), ["Core is over its budget: rebuild impact 7, over maxImpact 6."])
        XCTAssertEqual(violations.first?.notes.map(\.message),
                       ["Changing Core recompiles Feature1, Feature2, Feature3, Feature4, Feature5 and 2 more"])
    }

    func testIgnoredModulesAndTestsHaveNoBudget() throws {
        let violations = try app().check(
            MetricBudgetRule(), configuration: "{modules: {ignore: ['App']}, budgets: {maxDepth: 1, maxImpact: {Feed: 0}}}")
        XCTAssertEqual(violations.map(\.modules), [["Feed"]])
        XCTAssertEqual(violations.map(\.message), ["Feed is over its budget: rebuild impact 2, over maxImpact 0 ('Feed'); "
            + "depth 2, over maxDepth 1."])
    }

    func testACriticalPathOverItsBudgetIsOneFindingWithThePath() throws {
        let violations = try app().check(MetricBudgetRule(), configuration: "{budgets: {maxCriticalPath: 3}}")
        XCTAssertEqual(violations.map(\.message), [
            "The build's critical path holds 4 modules (170 lines), over maxCriticalPath 3: App -> Feed -> Networking -> CoreKit.",
        ])
        XCTAssertEqual(violations.first?.path, ["App", "Feed", "Networking", "CoreKit"])
        XCTAssertEqual(violations.first?.modules, [])
        XCTAssertEqual(violations.first?.location?.line, 1)
        XCTAssertEqual(try app().check(MetricBudgetRule(), configuration: "{budgets: {maxCriticalPath: 4}}"), [])
    }

    func testTheSeverityIsConfigurable() throws {
        let violations = try app().check(MetricBudgetRule(),
                                         configuration: "{budgets: {maxDepth: 2}, rules: {'metric-budget': 'warning'}}")
        XCTAssertEqual(violations.map(\.severity), [.warning])
    }
}
