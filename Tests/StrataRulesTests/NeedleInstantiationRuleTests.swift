import StrataGraph
import StrataRules
import StrataText
import XCTest

final class NeedleInstantiationRuleTests: XCTestCase {
    /// The page's example: a coordinator builds the login component with the root as its parent.
    private func login() -> DISketch {
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("LoginComponent")
        sketch.child("LoginComponent", of: "RootComponent")
        return sketch
    }

    func testAParentThatIsNotSelf() throws {
        var sketch = login()
        sketch.instantiation("LoginComponent", parentLabel: true, line: 5)
        XCTAssertEqual(try sketch.check(NeedleInstantiationRule()), [
            Violation(
                rule: "needle-instantiation", severity: .error,
                message: "LoginComponent is instantiated incorrectly (its parent argument is not `self`). All components "
                    + "must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                location: SourceLocation(file: "Sources/App/App.swift", line: 5, column: 9),
                modules: ["App"], components: ["LoginComponent"]),
        ])
    }

    func testAskingTheParentIsFine() throws {
        XCTAssertEqual(try login().check(NeedleInstantiationRule()), [])
    }

    func testNoParentArgumentInAnotherModuleAndAConfiguredSeverity() throws {
        var sketch = login()
        sketch.component("FeedComponent", in: "Feed")
        sketch.instantiation("FeedComponent", in: "Feed", line: 3)
        sketch.instantiation("LoginComponent", parentLabel: true, line: 8)
        let violations = try sketch.check(NeedleInstantiationRule(), configuration: "{rules: {'needle-instantiation': 'warning'}}")
        XCTAssertEqual(violations.map(\.components), [["LoginComponent"], ["FeedComponent"]])
        XCTAssertEqual(violations.map(\.modules), [["App"], ["Feed"]])
        XCTAssertEqual(violations.last?.message,
                       "FeedComponent is instantiated incorrectly (it has no `parent:` argument). All components must be "
                           + "instantiated by parent components, by passing `self` as the argument to the parent parameter.")
        XCTAssertEqual(violations.map(\.severity), [.warning, .warning])
    }
}
