import StrataGraph
import StrataRules
import StrataText
import XCTest

final class NeedleUnknownDependencyRuleTests: XCTestCase {
    /// The page's example: `ChatComponent: Component<ChatDependency>`, the protocol declared nowhere unless asked.
    private func chat(declared: Bool) -> DISketch {
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("ChatComponent", dependency: "ChatDependency", line: 7)
        sketch.child("ChatComponent", of: "RootComponent")
        if declared { sketch.dependency("ChatDependency", in: "ChatInterfaces") }
        return sketch
    }

    func testADependencyProtocolDeclaredNowhere() throws {
        XCTAssertEqual(try chat(declared: false).check(NeedleUnknownDependencyRule()), [
            Violation(
                rule: "needle-unknown-dependency", severity: .error,
                message: "Missing dependency protocol data model with name ChatDependency, for ChatComponent: "
                    + "no protocol ChatDependency is declared in the workspace.",
                location: SourceLocation(file: "Sources/App/ChatComponent.swift", line: 7, column: 1),
                modules: ["App"], components: ["ChatComponent", "ChatDependency"]),
        ])
    }

    func testAProtocolInAnyModuleAndNeedlesEmptyDependencyAreKnown() throws {
        var sketch = chat(declared: true)
        sketch.component("SettingsComponent", dependency: "NeedleFoundation.EmptyDependency")
        sketch.component("AboutComponent", dependency: "EmptyDependency")
        XCTAssertEqual(try sketch.check(NeedleUnknownDependencyRule()), [])
    }

    func testAGenericBaseIsNoComponentItsSubclassesAre() throws {
        // `UberComponent<D>: Component<D>`: its dependency is its own parameter. Feed passes a known protocol,
        // Profile one declared nowhere.
        var sketch = DISketch()
        sketch.component("UberComponent", dependency: "D", isAbstract: true)
        sketch.component("FeedComponent", in: "Feed", dependency: "FeedDependency", subclassing: "UberComponent")
        sketch.component("ProfileComponent", in: "Profile", dependency: "ProfileDependency", subclassing: "UberComponent")
        sketch.dependency("FeedDependency", in: "Feed")
        let violations = try sketch.check(NeedleUnknownDependencyRule(),
                                          configuration: "{rules: {'needle-unknown-dependency': 'warning'}}")
        XCTAssertEqual(violations.map(\.components), [["ProfileComponent", "ProfileDependency"]])
        XCTAssertEqual(violations.map(\.modules), [["Profile"]])
        XCTAssertEqual(violations.map(\.severity), [.warning])
    }

    func testASubclassThatInheritsTheDependencyIsReportedOnceAtTheClassThatNamesIt() throws {
        // The page: "A component that inherits its dependency from another component class is reported once, at that class."
        var sketch = chat(declared: false)
        sketch.component("GroupChatComponent", subclassing: "ChatComponent")
        XCTAssertEqual(try sketch.check(NeedleUnknownDependencyRule()).map(\.components), [["ChatComponent", "ChatDependency"]])
    }
}
