import StrataProject
import StrataTuist
import XCTest

/// Bare type names looked up as Swift does: a type nested in another type is in scope only inside that type.
final class TuistNameScopingTests: XCTestCase {
    /// Helpers that nest `Project` in `TargetDependency` and `Workspace` in `Scheme`, as plugins of real apps do.
    private let dependencyHelpers = """
        import ProjectDescription

        extension TargetDependency {
            public struct Project {
                public struct Feature {}
            }
            // Inside TargetDependency, `Project` is the nested type.
            public static let settings: TargetDependency = Project.Feature.Settings
        }

        extension TargetDependency.Project.Feature {
            public static let Home = TargetDependency.project(target: "Home", path: .relativeToRoot("Projects/Home"))
            public static let Settings = TargetDependency.project(
                target: "Settings", path: .relativeToRoot("Projects/Settings"))
        }

        extension Scheme {
            public struct Workspace {}
        }
        """

    /// Outside `TargetDependency`, `Project` is ProjectDescription's, also inside `extension Project`.
    private let templateHelpers = """
        import ProjectDescription

        extension Project {
            public static func app(name: String, dependencies: [TargetDependency]) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "x", dependencies: dependencies),
                ])
            }
        }
        """

    func testANestedTypeIsNotInScopeOutsideTheTypeAroundIt() throws {
        let tree = try TemporaryTree(self)
        try tree.write("Tuist/ProjectDescriptionHelpers/Dependencies.swift", dependencyHelpers)
        try tree.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", templateHelpers)
        try tree.write(
            "App/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "App", dependencies: [.Project.Feature.Home, .settings])
            """)
        try tree.write(
            "Kit/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project: Project = .init(name: "Kit", targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k"),
            ])
            """)
        try tree.write(
            "Workspace.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let workspace = Workspace(name: "W", projects: ["App", "Kit"])
            """)

        let app = tree.read("App/Project.swift")
        XCTAssertEqual(app.issues, [])
        XCTAssertEqual(app.modules.map(\.name), ["App"])
        XCTAssertEqual(app.module("App")?.dependencyNames, ["Home", "Settings"])

        let kit = tree.read("Kit/Project.swift")
        XCTAssertEqual(kit.issues, [])
        XCTAssertEqual(kit.modules.map(\.name), ["Kit"])

        XCTAssertEqual(tree.read("Workspace.swift").issues, [])
    }
}
