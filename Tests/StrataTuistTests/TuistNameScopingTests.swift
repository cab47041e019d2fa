import StrataProject
import StrataScript
import StrataTestSupport
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
        let tree = try TemporaryTree()
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

    /// Nexters/keyme-iOS: `static let Core = project(target: "Core", path: …)` in `extension TargetDependency` calls
    /// ProjectDescription's `TargetDependency.project(target:path:)`; a name the extended type does not make stays unknown.
    func testAnExtensionCallsTheStaticFactoriesOfTheTypeItExtendsByName() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Dependency+Project.swift",
            """
            import ProjectDescription

            public extension TargetDependency {
                static let Core = project(target: "Core", path: .relativeToRoot("Projects/Core"))
                static let Logging = external(name: "Logging")
                static let Unknown = madeUp(name: "X")
            }
            """)
        try tree.write(
            "Projects/App/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                        dependencies: [.Core, .Logging]),
                .target(name: "Other", destinations: .iOS, product: .app, bundleId: "b", dependencies: [.Unknown]),
            ])
            """)
        let app = tree.read("Projects/App/Project.swift")
        XCTAssertEqual(app.module("App")?.dependencyNames, ["Core", "pkg:Logging"])
        XCTAssertEqual(app.module("Other")?.dependencyNames, [])
        XCTAssertEqual(app.issues.map(\.message).filter { $0.contains("madeUp") }.count, 1, "\(app.issues)")
    }
}

/// Names that reach past their own declaration: aliases naming an extended type, and static members of the types
/// around a nested type.
final class TuistAliasAndEnclosingScopeTests: XCTestCase {
    /// `extension Dep` with `typealias Dep = TargetDependency` extends `TargetDependency`; a `private` alias is
    /// seen only in its own file, so two files may each call another type `Template`. `extension [Element]`
    /// gives lists of that element type members, and an alias declared in a body holds to the block's end.
    func testAnExtensionOfAnAliasExtendsTheTypeItNames() {
        let alias = """
            import ProjectDescription
            public typealias Dep = TargetDependency
            extension Dep {
                public enum Feature {
                    public static let home = "Home"
                }
            }
            """
        let framework = """
            public struct FrameworkTemplate {}
            private typealias Template = FrameworkTemplate
            public extension Template {
                enum DefaultValue {
                    public enum BundleID {}
                }
                enum Kind { case interface, demo }
            }
            public extension Template.DefaultValue.BundleID {
                static let demo = "kr.demo"
            }
            extension Template.Kind {
                var isInterface: Bool { self == .interface }
            }
            public extension [Template.Kind] {
                var hasInterface: Bool { contains(where: \\.isInterface) }
                var firstInterface: Template.Kind? { lazy.filter(\\.isInterface).first }
            }
            public extension Template.DefaultValue {
                struct Box { let name: String }
                static func box() -> String {
                    typealias Values = FrameworkTemplate.DefaultValue
                    return Values.Box(name: Values.BundleID.demo).name
                }
            }
            """
        let other = """
            public struct OtherTemplate {}
            private typealias Template = OtherTemplate
            public extension Template {
                enum Kind { case demo }
            }
            extension [Template.Kind] {
                var hasInterface: Bool { true }
            }
            """
        let main = """
            let home = TargetDependency.Feature.home
            let bundle = FrameworkTemplate.DefaultValue.BundleID.demo
            let kinds: [FrameworkTemplate.Kind] = [.demo, .interface]
            let has = kinds.hasInterface
            let hasNot = [FrameworkTemplate.Kind.demo].hasInterface
            let other = [OtherTemplate.Kind.demo].hasInterface
            let first = kinds.firstInterface
            let box = FrameworkTemplate.DefaultValue.box()
            """
        let values = ScriptHarness.run(main, helpers: [alias, framework, other]).mapValues(ScriptHarness.render)
        XCTAssertEqual(values["home"], "\"Home\"")
        XCTAssertEqual(values["bundle"], "\"kr.demo\"")
        XCTAssertEqual(values["has"], "true")
        XCTAssertEqual(values["hasNot"], "false")
        XCTAssertEqual(values["other"], "true")
        XCTAssertEqual(values["first"], "FrameworkTemplate.Kind.interface")
        XCTAssertEqual(values["box"], "\"kr.demo\"")
    }

    /// Inside `TargetDependency.Module`, the bare `module(name:)` and `prefix` are `TargetDependency`'s, as Swift
    /// looks a name up in the type around a nested type after the nested type itself.
    func testANestedTypeSeesTheStaticMembersOfTheTypesAroundIt() {
        let helpers = """
            import ProjectDescription
            extension TargetDependency {
                public struct Module {
                    public static let keychain = module(name: "Keychain")
                    static func all() -> [String] { [label(for: "A"), label(for: "B")] }
                    enum Inner {
                        static let name = prefix + "Inner"
                    }
                }
                private static func module(name: String) -> TargetDependency {
                    .project(target: name, path: .relativeToRoot("Modules/\\(name)"))
                }
                static func label(for name: String) -> String { prefix + name }
                static let prefix = "X"
            }
            """
        let main = """
            let keychain = TargetDependency.Module.keychain
            let all = TargetDependency.Module.all()
            let inner = TargetDependency.Module.Inner.name
            """
        let values = ScriptHarness.run(main, helpers: [helpers]).mapValues(ScriptHarness.render)
        XCTAssertEqual(
            values["keychain"], ".project(target: \"Keychain\", path: .relativeToRoot(\"Modules/Keychain\"))")
        XCTAssertEqual(values["all"], "[\"XA\", \"XB\"]")
        XCTAssertEqual(values["inner"], "\"XInner\"")
    }
}
