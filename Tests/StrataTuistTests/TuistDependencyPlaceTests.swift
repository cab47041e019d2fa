import StrataProject
import StrataTestSupport
import StrataText
import StrataTuist
import XCTest

/// Where a dependency a helper gives its targets is placed: where the helper writes it, once for every target.
final class TuistDependencyPlaceTests: XCTestCase {
    /// team-aliens/DMS-iOS: `interfaceDependencies: [TargetDependency] = [.Shared.UtilityModule]`, a static member whose
    /// target name comes from an enum case, not a literal.
    func testADefaultArgumentsDependencyIsAtTheHelpersLine() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Modules.swift",
            """
            import ProjectDescription

            public enum SharedPaths: String { case UtilityModule }
            extension TargetDependency {
                public enum Shared {}
            }
            public extension TargetDependency.Shared {
                static let UtilityModule = TargetDependency.project(
                    target: SharedPaths.UtilityModule.rawValue, path: .relativeToRoot("Projects/UtilityModule"))
            }
            extension Project {
                public static func makeModule(name: String, interfaceDependencies: [TargetDependency] = [.Shared.UtilityModule],
                                              dependencies: [TargetDependency] = []) -> Project {
                    Project(name: name, targets: [
                        .target(name: name + "Interface", destinations: .iOS, product: .framework, bundleId: "x",
                                dependencies: interfaceDependencies),
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "y",
                                dependencies: dependencies),
                    ])
                }
            }
            """)
        try tree.write(
            "Projects/Auth/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(
                name: "Auth",
                dependencies: [.Shared.UtilityModule]
            )
            """)
        let result = tree.read("Projects/Auth/Project.swift")
        XCTAssertEqual(result.issues, [])
        let helper = SourceLocation(file: "Tuist/ProjectDescriptionHelpers/Modules.swift", line: 12, column: 94)
        XCTAssertEqual(result.module("AuthInterface")?.dependencies.map(\.name), ["UtilityModule"])
        XCTAssertEqual(result.module("AuthInterface")?.dependencies.map(\.location), [helper])
        // The same member passed by the manifest is where the manifest writes it.
        XCTAssertEqual(result.module("Auth")?.dependencies.map(\.location),
                       [SourceLocation(file: "Projects/Auth/Project.swift", line: 6, column: 20)])
    }
}
