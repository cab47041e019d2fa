import StrataGraph
import StrataRules
import StrataText
import XCTest

final class NeedleCycleRuleTests: XCTestCase {
    /// The page's example: onboarding and signup instantiate each other.
    private func signup(cyclic: Bool = true) -> DISketch {
        var sketch = DISketch()
        sketch.root("RootComponent")
        sketch.component("OnboardingComponent")
        sketch.component("SignupComponent")
        sketch.child("OnboardingComponent", of: "RootComponent", line: 2)
        sketch.child("SignupComponent", of: "OnboardingComponent", line: 4)
        if cyclic { sketch.child("OnboardingComponent", of: "SignupComponent", line: 6) }
        return sketch
    }

    func testComponentsThatInstantiateEachOther() throws {
        let path = ["OnboardingComponent", "SignupComponent", "OnboardingComponent"]
        let first = SourceLocation(file: "Sources/App/OnboardingComponent.swift", line: 4, column: 9)
        XCTAssertEqual(try signup().check(NeedleCycleRule()), [
            Violation(
                rule: "needle-cycle", severity: .error,
                message: "Dependency cycle detected along the path of OnboardingComponent->SignupComponent->OnboardingComponent.",
                location: first, modules: ["App"], path: path, components: ["OnboardingComponent", "SignupComponent"],
                notes: [
                    Note(message: "OnboardingComponent instantiates SignupComponent here", location: first),
                    Note(message: "SignupComponent instantiates OnboardingComponent here",
                         location: SourceLocation(file: "Sources/App/SignupComponent.swift", line: 6, column: 9)),
                ]),
        ])
    }

    func testATreeHasNoCycle() throws {
        XCTAssertEqual(try signup(cyclic: false).check(NeedleCycleRule()), [])
    }

    func testOneViolationPerGroupAsItsShortestCycleAndASelfLoop() throws {
        // Alpha -> Beta -> Gamma -> Alpha and Beta -> Alpha across three modules: one group, its shortest cycle
        // through Alpha; Solo instantiates itself. An ambiguous link (two Twin components) makes no cycle.
        var sketch = DISketch()
        sketch.component("AlphaComponent", in: "Feed")
        sketch.component("BetaComponent", in: "Chat")
        sketch.component("GammaComponent", in: "Profile")
        sketch.component("SoloComponent")
        sketch.component("TwinComponent", in: "Feed")
        sketch.component("TwinComponent", in: "Chat")
        sketch.child("BetaComponent", of: "AlphaComponent")
        sketch.child("GammaComponent", of: "BetaComponent")
        sketch.child("AlphaComponent", of: "GammaComponent")
        sketch.child("AlphaComponent", of: "BetaComponent", line: 12)
        sketch.child("SoloComponent", of: "SoloComponent", line: 5)
        sketch.child("TwinComponent", of: "SoloComponent", line: 6)
        let violations = try sketch.check(NeedleCycleRule(), configuration: "{rules: {'needle-cycle': 'warning'}}")
        XCTAssertEqual(violations.map(\.path), [
            ["AlphaComponent", "BetaComponent", "AlphaComponent"], ["SoloComponent", "SoloComponent"],
        ])
        XCTAssertEqual(violations.map(\.modules), [["Chat", "Feed", "Profile"], ["App"]])
        XCTAssertEqual(violations.map(\.components), [["AlphaComponent", "BetaComponent", "GammaComponent"], ["SoloComponent"]])
        XCTAssertEqual(violations.map(\.notes.count), [2, 1])
        XCTAssertEqual(violations.last?.location, SourceLocation(file: "Sources/App/SoloComponent.swift", line: 5, column: 9))
        XCTAssertEqual(violations.map(\.severity), [.warning, .warning])
    }
}
