import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// Tuist's folder in another case (`tuist/`), which Tuist finds on macOS's case-insensitive file systems.
final class TuistFolderCaseTests: XCTestCase {
    func testHelpersInALowercaseTuistFolderAreRead() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "tuist/ProjectDescriptionHelpers/Target+Templates.swift",
            """
            import ProjectDescription

            extension Target {
                public static func makeSwiftLibraryTarget(name: String, dependencies: [TargetDependency]) -> Target {
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "io.\\(name)",
                            sources: ["\\(name)/*.swift"], dependencies: dependencies)
                }
            }
            """)
        try tree.write(
            "Sources/Platform/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let base = Target.makeSwiftLibraryTarget(name: "PlatformBase", dependencies: [])
            let ui = Target.makeSwiftLibraryTarget(name: "PlatformUI", dependencies: [.target(base)])
            let project = Project(name: "Platform", targets: [base, ui])
            """)
        // A manifest inside the folder is Tuist's own, whatever its case.
        try tree.write("tuist/Templates/Project.swift", "import ProjectDescription\nlet project = Project(name: \"T\")\n")

        let platform = tree.read("Sources/Platform/Project.swift")
        XCTAssertEqual(platform.issues, [])
        XCTAssertEqual(platform.modules.map(\.name), ["PlatformBase", "PlatformUI"])
        XCTAssertEqual(platform.module("PlatformUI")?.dependencyNames, ["PlatformBase"])
        XCTAssertEqual(tree.read("tuist/Templates/Project.swift"), ProjectReadResult())
    }

    /// wakmusic-iOS's `StorageFeature/interface` under the helper's `Interface/**`: on macOS the target holds its files.
    /// The folder before the glob's first wildcard is found in any case when it is not there as written, and only then;
    /// a name that two folders spell alike but for case is left as written.
    func testAGlobsFolderInAnotherCaseIsFoundAsMacOSFindsIt() throws {
        let tree = try TemporaryTree()
        try tree.write("Feature/interface/Factory.swift", "public protocol Factory {}\n")
        try tree.write("Feature/Sources/Lib/Feature.swift", "public struct Feature {}\n")
        try tree.write("Feature/Shared/a.swift", "let a = 1\n")
        try tree.write("Feature/shared/b.swift", "let b = 1\n")
        try tree.write(
            "Feature/Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "Feature", targets: [
                .target(name: "FeatureInterface", destinations: .iOS, product: .framework, bundleId: "i",
                        sources: ["Interface/**"]),
                .target(name: "Feature", destinations: .iOS, product: .framework, bundleId: "f",
                        sources: ["sources/lib/*.swift", "Sources/Lib/*.swift"]),
                .target(name: "Shared", destinations: .iOS, product: .framework, bundleId: "s", sources: ["SHARED/**"]),
            ])
            """)
        let feature = tree.read("Feature/Project.swift")
        XCTAssertEqual(feature.module("FeatureInterface")?.sourceFiles, ["Feature/interface/Factory.swift"])
        XCTAssertEqual(feature.module("Feature")?.sourceFiles, ["Feature/Sources/Lib/Feature.swift"])
        XCTAssertEqual(feature.module("Shared")?.sourceFiles, [])
    }

    func testALiteralInitializerIsTheLiteralsValue() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Target+Templates.swift",
            """
            import ProjectDescription

            extension Target {
                public static func library(name: String, sources: String, extensionSafe: Bool) -> Target {
                    let settings: [String: SettingValue] = ["APPLICATION_EXTENSION_API_ONLY": .init(booleanLiteral: extensionSafe)]
                    return .target(name: name, destinations: .iOS, product: .framework, bundleId: "io.\\(name)",
                                   sources: .init(stringLiteral: sources), settings: .settings(base: settings))
                }
            }
            """)
        try tree.write(
            "Kit/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Kit", targets: [.library(name: "Kit", sources: "Sources/**", extensionSafe: true)])
            """)
        let kit = tree.read("Kit/Project.swift")
        XCTAssertEqual(kit.issues, [])
        XCTAssertEqual(kit.modules.map(\.name), ["Kit"])
    }
}

/// Where `Tuist/Config.swift`'s local plugins are: Tuist resolves its paths against the file's own path.
final class TuistPluginLocationTests: XCTestCase {
    func testRelativeToManifestCountsFromTheConfigurationFile() throws {
        for (written, folder) in [
            ("../../Plugins/Paths", "Plugins/Paths"), ("../Helpers/Paths", "Tuist/Helpers/Paths"),
            // Nothing at the file's path: the file's folder, as strata reads other paths.
            ("../Plugins/Paths", "Plugins/Paths"),
        ] {
            let tree = try TemporaryTree()
            try tree.write(
                "Tuist/Config.swift",
                "import ProjectDescription\nlet config = Config(plugins: [.local(path: .relativeToManifest(\"\(written)\"))])\n")
            try tree.write("\(folder)/Plugin.swift", "import ProjectDescription\nlet plugin = Plugin(name: \"Paths\")\n")
            try tree.write(
                "\(folder)/ProjectDescriptionHelpers/Modules.swift",
                """
                import ProjectDescription

                extension TargetDependency {
                    public static let home: TargetDependency = .project(target: "Home", path: .relativeToRoot("Projects/Home"))
                }
                """)
            try tree.write(
                "Projects/App/Project.swift",
                """
                import ProjectDescription
                import Paths

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", dependencies: [.home]),
                ])
                """)
            let result = tree.read("Projects/App/Project.swift")
            XCTAssertEqual(result.issues, [], written)
            XCTAssertEqual(result.module("App")?.dependencyNames, ["Home"], written)
        }
    }
}
