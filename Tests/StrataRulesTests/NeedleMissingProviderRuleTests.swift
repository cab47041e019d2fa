import StrataGraph
import StrataRules
import StrataText
import XCTest

final class NeedleMissingProviderRuleTests: XCTestCase {
    /// The page's example: the root holds a `private` logger, so needle cannot read it.
    private func chat(rootProvides: [String] = [], rootHides: [String] = ["logger"]) -> DISketch {
        var sketch = DISketch()
        sketch.root("RootComponent", provides: rootProvides, hidden: rootHides)
        sketch.component("ChatComponent", dependency: "ChatDependency")
        sketch.dependency("ChatDependency", requires: ["logger: Logger"])
        sketch.child("ChatComponent", of: "RootComponent")
        return sketch
    }

    func testARequirementNoAncestorProvides() throws {
        XCTAssertEqual(try chat().check(NeedleMissingProviderRule()), [
            Violation(
                rule: "needle-missing-provider", severity: .error,
                message: "Could not find a provider for (logger: Logger) which was required by ChatDependency, "
                    + "along the DI branch of ^->RootComponent->ChatComponent.",
                location: SourceLocation(file: "Sources/App/ChatDependency.swift", line: 2, column: 9),
                modules: ["App"], path: ["RootComponent", "ChatComponent"],
                components: ["ChatComponent", "ChatDependency.logger"],
                notes: [Note(message: "RootComponent declares logger: Logger, but it is private: needle cannot read it",
                             location: SourceLocation(file: "Sources/App/RootComponent.swift", line: 2, column: 9))]),
        ])
    }

    func testAProviderOfTheSameNameAndTypeSatisfiesIt() throws {
        XCTAssertEqual(try chat(rootProvides: ["logger: Logger"], rootHides: []).check(NeedleMissingProviderRule()), [])
        // Types compare as needle compares them: whitespace between punctuation aside.
        var spaced = DISketch()
        spaced.root("RootComponent", provides: ["settings: [String:Int]"])
        spaced.component("ChatComponent", dependency: "ChatDependency")
        spaced.dependency("ChatDependency", requires: ["settings: [String: Int]"])
        spaced.child("ChatComponent", of: "RootComponent")
        XCTAssertEqual(try spaced.check(NeedleMissingProviderRule()), [])
    }

    func testAPropertyOfTheTypeUnderAnotherNameIsSuggested() throws {
        let violations = try chat(rootProvides: ["appLogger: Logger", "console: Logger"], rootHides: [])
            .check(NeedleMissingProviderRule())
        XCTAssertEqual(violations.map(\.message), [
            "Could not find a provider for (logger: Logger) which was required by ChatDependency, along the DI branch "
                + "of ^->RootComponent->ChatComponent. Found possible matches [appLogger, console] at RootComponent.",
        ])
        XCTAssertEqual(violations.map(\.notes), [[]])
    }

    func testOnlyTheBranchesThatLackItAcrossModules() throws {
        // RootComponent (App) -> FeedComponent (Feed) -> ChatComponent (Chat), and RootComponent -> ProfileComponent
        // (App) -> ChatComponent: only the Feed branch lacks the logger. An orphan is not checked.
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("FeedComponent", in: "Feed")
        sketch.component("ProfileComponent", provides: ["logger: Logger"])
        sketch.component("ChatComponent", in: "Chat", dependency: "ChatDependency")
        sketch.component("OrphanComponent", dependency: "ChatDependency")
        sketch.dependency("ChatDependency", in: "Chat", requires: ["logger: Logger"])
        sketch.child("FeedComponent", of: "RootComponent")
        sketch.child("ProfileComponent", of: "RootComponent")
        sketch.child("ChatComponent", of: "FeedComponent")
        sketch.child("ChatComponent", of: "ProfileComponent")
        let violations = try sketch.check(NeedleMissingProviderRule(), configuration: "{rules: {'needle-missing-provider': 'warning'}}")
        XCTAssertEqual(violations.map(\.path), [["RootComponent", "FeedComponent", "ChatComponent"]])
        XCTAssertEqual(violations.map(\.modules), [["App", "Feed", "Chat"]])
        XCTAssertEqual(violations.map(\.severity), [.warning])
        XCTAssertEqual(violations.map(\.location), [SourceLocation(file: "Sources/Chat/ChatDependency.swift", line: 2, column: 9)])
    }

    func testAtMostTwentyBranchesTheLastCountingTheOthers() throws {
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("ChatComponent", dependency: "ChatDependency")
        sketch.dependency("ChatDependency", requires: ["logger: Logger"])
        for number in 1...23 {
            sketch.component("Step\(number)Component")
            sketch.child("Step\(number)Component", of: "RootComponent")
            sketch.child("ChatComponent", of: "Step\(number)Component")
        }
        let violations = try sketch.check(NeedleMissingProviderRule())
        XCTAssertEqual(violations.count, 20)
        XCTAssertEqual(violations.map(\.notes.count), Array(repeating: 0, count: 19) + [1])
        XCTAssertEqual(violations.last?.notes, [Note(message: "3 more DI branches lack it; only 20 are listed")])
    }
}
