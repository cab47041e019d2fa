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

    /// Team-Notitime/NOFFICE-iOS: a demo app's `.target(name: "\(target.name)")` is named by the manifest's argument; the
    /// helper's resource synthesizer `.custom(name: "Assets", …)` writes the same name and is no place of it.
    func testALiteralOfAnotherCallIsNoPlaceOfADependency() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Module.swift",
            """
            import ProjectDescription

            public enum ModulePath: String { case Assets }
            extension Project {
                public static func module(name: String) -> Project {
                    let target = Target.target(name: name, destinations: .iOS, product: .framework, bundleId: "x")
                    let demo = Target.target(name: "\\(name)App", destinations: .iOS, product: .app, bundleId: "y",
                                             dependencies: [.target(name: "\\(target.name)")])
                    return Project(name: name, targets: [target, demo],
                                   resourceSynthesizers: [.custom(name: "Assets", parser: .assets, extensions: ["xcassets"])])
                }
            }
            """)
        try tree.write(
            "Projects/Assets/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(name: ModulePath.Assets.rawValue)
            """)
        let result = tree.read("Projects/Assets/Project.swift")
        XCTAssertEqual(result.module("AssetsApp")?.dependencies.map(\.name), ["Assets"])
        XCTAssertEqual(result.module("AssetsApp")?.dependencies.map(\.location),
                       [SourceLocation(file: "Projects/Assets/Project.swift", line: 4, column: 15)])
    }
}
