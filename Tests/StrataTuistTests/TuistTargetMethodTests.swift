import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// Methods that helpers declare on `Target` and `[Target]` and that give back a changed copy (RevenueCat's
/// `[ … ].addingXcodeDeploymentTargetOverrides()`).
final class TuistTargetMethodTests: XCTestCase {
    private func write(_ tree: TemporaryTree, helper: String) throws {
        try tree.write("Tuist/ProjectDescriptionHelpers/Overrides.swift", helper)
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b", sources: ["App/**"],
                            dependencies: [.target(name: "Kit")]),
                    .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "a.k", sources: ["Kit/**"]),
                ].withOverrides()
            )
            """)
    }

    /// `.target(name:destinations:product:…)` in a list that nothing types makes a `Target` (by its labels), so its
    /// extension's methods are found and run.
    func testAMethodOfTargetOnAnUntypedListRuns() throws {
        let tree = try TemporaryTree()
        try write(tree, helper: """
            import ProjectDescription

            extension Target {
                public func withOverrides() -> Target {
                    var target = self
                    target.settings = .settings(base: ["FOO": "1"])
                    return target
                }
            }

            extension [Target] {
                public func withOverrides() -> [Target] { map { $0.withOverrides() } }
            }
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["App", "Kit"])
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Kit"])
        XCTAssertEqual(result.modules.map(\.dependenciesPartlyRead), [false, false])
    }

    /// A method that gives a changed copy of a target in a way strata cannot follow gives the target as it was: the
    /// project keeps its targets, the problem is reported with what strata made of it, and the dependencies count as
    /// partly read (the method may have added some).
    func testAMethodThatCannotBeFollowedKeepsTheTargetAsItWas() throws {
        let tree = try TemporaryTree()
        try write(tree, helper: """
            import ProjectDescription

            extension Target {
                public func withOverrides() -> Target {
                    guard let deploymentTargets else { return self }
                    var target = self
                    target.settings = .settings(base: ["FLOOR": "\\(deploymentTargets)"])
                    return target
                }
            }

            extension [Target] {
                public func withOverrides() -> [Target] { map { $0.withOverrides() } }
            }
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.modules.map(\.name), ["App", "Kit"])
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Kit"])
        XCTAssertEqual(result.modules.map(\.dependenciesPartlyRead), [true, true])
        XCTAssertEqual(result.issues.count, 1, "\(result.issues)")
        let message = try XCTUnwrap(result.issues.first?.message)
        XCTAssertTrue(message.hasPrefix("cannot evaluate `deploymentTargets` in Tuist/ProjectDescriptionHelpers/Overrides.swift:5"),
                      message)
        XCTAssertTrue(message.hasSuffix("— the target is read as it was before the call, its dependencies as partly read"),
                      message)
    }

    /// A method that gives something else than the target it is called on (`func name() -> String`) gives what it
    /// gives: nothing stands for it.
    func testOnlyAMethodThatGivesTheReceiversTypeStandsForIt() throws {
        let tree = try TemporaryTree()
        try write(tree, helper: """
            import ProjectDescription

            extension Target {
                public func label() -> String { "\\(deploymentTargets!)" }
                public func withOverrides() -> Target { self }
            }

            extension [Target] {
                public func withOverrides() -> [Target] { filter { !$0.label().isEmpty } }
            }
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.modules.map(\.name), [])
        XCTAssertFalse(result.issues.isEmpty)
    }
}
