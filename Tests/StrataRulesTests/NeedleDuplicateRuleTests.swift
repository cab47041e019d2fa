import StrataGraph
import StrataRules
import StrataText
import XCTest

final class NeedleDuplicateRuleTests: XCTestCase {
    /// The page's example: the root instantiates `DetailComponent`, which Feed and Profile both declare.
    private func shop(profileDetail: String = "DetailComponent") -> DISketch {
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("DetailComponent", in: "Feed")
        sketch.component(profileDetail, in: "Profile")
        sketch.child("DetailComponent", of: "RootComponent")
        sketch.child(profileDetail, of: "RootComponent")
        return sketch
    }

    func testTwoComponentsOfOneNameInOneGraph() throws {
        let feed = SourceLocation(file: "Sources/Feed/DetailComponent.swift", line: 1, column: 1)
        XCTAssertEqual(try shop().check(NeedleDuplicateRule()), [
            Violation(
                rule: "needle-duplicate", severity: .warning,
                message: "Needle does not support components with the same name DetailComponent: 2 are declared in one "
                    + "DI graph (Feed, Profile).",
                location: feed, modules: ["Feed", "Profile"], components: ["DetailComponent"],
                notes: [
                    Note(message: "DetailComponent is declared in Feed here", location: feed),
                    Note(message: "DetailComponent is declared in Profile here",
                         location: SourceLocation(file: "Sources/Profile/DetailComponent.swift", line: 1, column: 1)),
                ]),
        ])
    }

    func testDistinctNamesAreFine() throws {
        XCTAssertEqual(try shop(profileDetail: "ProfileDetailComponent").check(NeedleDuplicateRule()), [])
    }

    func testSeparateGraphsMayShareNamesButOneGraphsDependencyProtocolsMayNot() throws {
        // Feed and Profile each have their own root and SettingsComponent: two graphs. The app's ChatComponent
        // names ChatDependency, which both feature modules declare: both belong to the app's graph.
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("ChatComponent", dependency: "ChatDependency")
        sketch.child("ChatComponent", of: "RootComponent")
        for module in ["Feed", "Profile"] {
            sketch.root("\(module)RootComponent", in: module)
            sketch.component("SettingsComponent", in: module)
            sketch.child("SettingsComponent", of: "\(module)RootComponent")
            sketch.dependency("ChatDependency", in: module, line: 4)
        }
        let violations = try sketch.check(NeedleDuplicateRule(), configuration: "{rules: {'needle-duplicate': 'error'}}")
        XCTAssertEqual(violations.map(\.message), [
            "Needle does not support dependency protocols with the same name ChatDependency: 2 are declared in one "
                + "DI graph (Feed, Profile).",
        ])
        XCTAssertEqual(violations.map(\.location), [SourceLocation(file: "Sources/Feed/ChatDependency.swift", line: 4, column: 1)])
        XCTAssertEqual(violations.map(\.severity), [.error])
    }
}

/// Graphs told apart by their roots: what needle's generator sees from one root.
final class NeedleDuplicateRootsTests: XCTestCase {
    /// sanghun0724/Omos-New: the app and a demo app each have an `AppComponent` root and an `AppRootComponent`, and
    /// both build the feature library's `TodayComponent`. Joined through it, they are still two graphs.
    func testRootsSharingALibrarysComponentAreSeparateGraphs() throws {
        var sketch = DISketch()
        for module in ["App", "Demo"] {
            sketch.root("AppComponent", in: module)
            sketch.component("AppRootComponent", in: module, dependency: "AppRootDependency")
            sketch.dependency("AppRootDependency", in: module)
        }
        sketch.component("TodayComponent", in: "Today")
        sketch.child("AppRootComponent", of: "AppComponent")
        sketch.child("TodayComponent", of: "AppRootComponent")
        XCTAssertEqual(try sketch.check(NeedleDuplicateRule()), [])
        // A root that reaches both of a name is reported once, however many roots reach them.
        sketch.component("TodayComponent", in: "Legacy")
        sketch.child("TodayComponent", of: "AppComponent")
        XCTAssertEqual(try sketch.check(NeedleDuplicateRule()).map(\.modules), [["Legacy", "Today"]])
    }
}
