import StrataProject
import StrataTestSupport
import StrataText
import StrataTuist
import XCTest

/// `Project.swift` files written out, read from disk.
final class TuistReaderTests: XCTestCase {
    func testClaimsProjectAndWorkspaceFiles() {
        let reader = TuistReader()
        XCTAssertEqual(reader.buildSystem, "tuist")
        XCTAssertTrue(reader.isProjectFile(name: "Project.swift", isDirectory: false))
        XCTAssertTrue(reader.isProjectFile(name: "Workspace.swift", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Project.swift", isDirectory: true))
        XCTAssertFalse(reader.isProjectFile(name: "Package.swift", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Config.swift", isDirectory: false))
    }

    func testProductsGiveRolesAndProductNamesGiveModuleNames() throws {
        let tree = try TemporaryTree()
        let products: [(product: String, role: ProjectModuleRole)] = [
            ("app", .root), ("appExtension", .root), ("watch2App", .root), ("watch2Extension", .root),
            ("commandLineTool", .root), ("appClip", .root), ("extensionKitExtension", .root),
            ("unitTests", .test), ("uiTests", .test),
            ("framework", .library), ("staticFramework", .library), ("staticLibrary", .library),
            ("dynamicLibrary", .library), ("bundle", .root), ("macro", .library),
        ]
        let targets = products.map {
            ".target(name: \"T\($0.product)\", destinations: .iOS, product: .\($0.product), bundleId: \"x\")"
        }
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "P", targets: [
                \(targets.joined(separator: ",\n    ")),
                .target(name: "Named", destinations: .iOS, product: .framework, productName: "My-Kit 2", bundleId: "x"),
                .target(name: "9Lives", destinations: .iOS, product: .framework, bundleId: "x"),
            ])
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.issues, [])
        for (index, expected) in products.enumerated() {
            let module = result.modules[index]
            XCTAssertEqual(module.name, "T\(expected.product)")
            XCTAssertEqual(module.role, expected.role, expected.product)
            XCTAssertEqual(module.productType, expected.product)
            XCTAssertEqual(module.container, "Project.swift")
            XCTAssertEqual(module.declaration, SourceLocation(file: "Project.swift", line: 4 + index, column: 5))
        }
        XCTAssertEqual(result.modules.suffix(2).map(\.name), ["My_Kit_2", "_9Lives"])
        XCTAssertEqual(result.manifestFiles, ["Project.swift"])
    }

    func testOlderTargetInitialiser() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Sources/Main.swift", "print(1)\n")
        try tree.write(
            "App/Project.swift",
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    Target(name: "App", platform: .iOS, product: .app, bundleId: "x",
                           sources: ["Sources/**"], dependencies: [.target(name: "Kit")]),
                    Target(name: "Kit", platform: .iOS, product: .framework, bundleId: "y"),
                ]
            )
            """)
        let result = tree.read("App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["App", "Kit"])
        XCTAssertEqual(result.module("App")?.role, .root)
        XCTAssertEqual(result.module("App")?.sourceFiles, ["App/Sources/Main.swift"])
        XCTAssertEqual(result.module("App")?.directory, "App/Sources")
        XCTAssertEqual(result.module("Kit")?.directory, "App")
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Kit"])
        XCTAssertEqual(result.module("App")?.declaration.line, 6)
    }

    func testAWarningDirectiveIsNoIssue() throws {
        // wakmusic-iOS: `#warning(…)` above the project, a note for whoever builds it.
        let tree = try TemporaryTree()
        try tree.write(
            "Kit/Project.swift",
            """
            import ProjectDescription

            #warning("move the error module")
            let project = Project(name: "Kit", targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "x", dependencies: [.target(name: "Base")]),
                .target(name: "Base", destinations: .iOS, product: .framework, bundleId: "y"),
            ])
            """)
        let result = tree.read("Kit/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("Kit")?.dependencyNames, ["Base"])
    }

    func testEveryDependencyKind() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "P", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", dependencies: [
                    .target(name: "Helper"),
                    .project(target: "Chat", path: "../Chat"),
                    .project(target: "Core-Kit", path: .relativeToRoot("Core")),
                    .external(name: "Alamofire"),
                    .package(product: "NeedleFoundation"),
                    .sdk(name: "UIKit", type: .framework),
                    .sdk(name: "libc++.tbd"),
                    .framework(path: "Frameworks/Analytics.framework"),
                    .xcframework(path: .relativeToManifest("Vendor/Crash.xcframework")),
                    .library(path: "Vendor/libFoo.a", publicHeaders: "Vendor/include", swiftModuleMap: nil),
                    .xctest,
                ]),
                .target(name: "Helper", destinations: .iOS, product: .framework, productName: "HelperKit",
                        bundleId: "y"),
            ])
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.issues, [])
        let app = try XCTUnwrap(result.module("App"))
        XCTAssertEqual(
            app.dependencyNames,
            [
                "HelperKit", "Chat", "Core_Kit", "pkg:Alamofire", "pkg:NeedleFoundation", "ext:UIKit", "ext:c++",
                "ext:Analytics", "ext:Crash", "ext:Foo", "ext:XCTest",
            ])
        XCTAssertEqual(app.dependencies.first?.location, SourceLocation(file: "Project.swift", line: 5, column: 9))
        XCTAssertEqual(app.dependencies[3].location?.line, 8)
        XCTAssertFalse(app.dependenciesPartlyRead)
        XCTAssertEqual(
            app.dependencyFix?.filled(with: "Core"),
            "add .target(name: \"Core\") to the dependencies of target 'App' (Project.swift:4)")
    }

    func testSourceGlobs() throws {
        let tree = try TemporaryTree()
        for file in [
            "Sources/A.swift", "Sources/Deep/B.swift", "Sources/Generated/G.swift", "Sources/readme.md",
            "Shared/S.swift", "Shared/Nested/N.swift", "Other/O.swift", "Single.swift", "Folder/F.swift",
            "Buildable/X/Y.swift", "Mod/Project.swift.txt",
        ] {
            try tree.write("Mod/" + file, "let x = 1\n")
        }
        try tree.write("Common/C.swift", "let c = 1\n")
        try tree.write(
            "Mod/Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "Mod", targets: [
                .target(name: "String", destinations: .iOS, product: .framework, bundleId: "a", sources: "Sources/**"),
                .target(name: "List", destinations: .iOS, product: .framework, bundleId: "b",
                        sources: ["Shared/*.swift", "Single.swift", "Folder", "Missing/**"]),
                .target(name: "Excluding", destinations: .iOS, product: .framework, bundleId: "c",
                        sources: [.glob("Sources/**", excluding: ["Sources/Generated/**"])]),
                .target(name: "GlobsList", destinations: .iOS, product: .framework, bundleId: "d",
                        sources: SourceFilesList(globs: ["Shared/**/*.swift", "../Common/**"])),
                .target(name: "Variadic", destinations: .iOS, product: .framework, bundleId: "g",
                        sources: SourceFilesList(arrayLiteral: "Single.swift", "Folder/**")),
                .target(name: "Buildable", destinations: .iOS, product: .framework, bundleId: "e",
                        buildableFolders: ["Buildable"]),
                .target(name: "None", destinations: .iOS, product: .framework, bundleId: "f"),
            ])
            """)
        let result = tree.read("Mod/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(
            result.module("String")?.sourceFiles,
            ["Mod/Sources/A.swift", "Mod/Sources/Deep/B.swift", "Mod/Sources/Generated/G.swift"])
        XCTAssertEqual(
            result.module("List")?.sourceFiles, ["Mod/Folder/F.swift", "Mod/Shared/S.swift", "Mod/Single.swift"])
        XCTAssertEqual(result.module("Excluding")?.sourceFiles, ["Mod/Sources/A.swift", "Mod/Sources/Deep/B.swift"])
        XCTAssertEqual(
            result.module("GlobsList")?.sourceFiles,
            ["Common/C.swift", "Mod/Shared/Nested/N.swift", "Mod/Shared/S.swift"])
        XCTAssertEqual(result.module("GlobsList")?.directory, ".")
        XCTAssertEqual(result.module("Variadic")?.sourceFiles, ["Mod/Folder/F.swift", "Mod/Single.swift"])
        XCTAssertEqual(result.module("Buildable")?.sourceFiles, ["Mod/Buildable/X/Y.swift"])
        XCTAssertEqual(result.module("None")?.sourceFiles, [])
        XCTAssertEqual(result.module("None")?.directory, "Mod")
    }

    func testCompilationConditionsAndLocalPackages() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App/Project.swift",
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                packages: [
                    .local(path: "../Packages/Kit"),
                    .package(path: .relativeToRoot("Vendor/Lib")),
                    .remote(url: "https://example.com/x.git", requirement: .upToNextMajor(from: "1.0.0")),
                ],
                settings: .settings(base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "PROJECT"]),
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", settings: .settings(
                        base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) FEATURE_X"],
                        configurations: [
                            .debug(name: .debug, settings: [
                                "SWIFT_ACTIVE_COMPILATION_CONDITIONS": .array(["$(inherited)", "DEBUG"]),
                            ]),
                            .release(name: "Production"),
                        ]
                    )),
                    .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "y"),
                    .target(name: "Computed", destinations: .iOS, product: .framework, bundleId: "z",
                            settings: .settings(base: SettingsDictionary().swiftActiveCompilationConditions("A", "B"))),
                ]
            )
            """)
        try tree.write("Tuist/Config.swift", "import ProjectDescription\nlet config = Config()\n")
        let result = tree.read("App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.localPackages, ["Packages/Kit", "Vendor/Lib"])
        XCTAssertEqual(
            result.module("App")?.compilationConditions,
            [
                "Debug": ["PROJECT", "FEATURE_X", "DEBUG"], "Production": ["PROJECT", "FEATURE_X"],
                "Release": ["PROJECT", "FEATURE_X"],
            ])
        XCTAssertEqual(result.module("Kit")?.compilationConditions, ["Debug": ["PROJECT"], "Release": ["PROJECT"]])
        XCTAssertEqual(
            result.module("Computed")?.compilationConditions, ["Debug": ["A", "B"], "Release": ["A", "B"]])
    }

    func testHelperMadeTargetsAreDeclaredWhereTheManifestCallsTheHelper() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift",
            """
            import ProjectDescription

            public enum Kind: String { case interface = "Interface", implementation = "", tests = "Tests" }

            extension Project {
                public static func makeModule(name: String, targets: [Kind],
                                              dependencies: [TargetDependency] = []) -> Project {
                    Project(name: name, targets: targets.map { kind in
                        .target(name: name + kind.rawValue, destinations: .iOS,
                                product: kind == .tests ? .unitTests : .framework, bundleId: "x",
                                sources: ["\\(kind == .implementation ? "Sources" : kind.rawValue)/**"],
                                dependencies: kind == .implementation
                                    ? [.target(name: name + "Interface")] + dependencies
                                    : kind == .tests ? [.target(name: name)] : [])
                    })
                }
            }
            """)
        try tree.write("Projects/Feed/Sources/Feed.swift", "let feed = 1\n")
        try tree.write("Projects/Feed/Interface/FeedAPI.swift", "let api = 1\n")
        try tree.write("Projects/Feed/Tests/FeedTests.swift", "let tests = 1\n")
        try tree.write(
            "Projects/Feed/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(
                name: "Feed",
                targets: [.interface, .implementation, .tests],
                dependencies: [
                    .project(target: "Core", path: "../Core"),
                ]
            )
            """)
        let result = tree.read("Projects/Feed/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["FeedInterface", "Feed", "FeedTests"])
        XCTAssertEqual(result.modules.map(\.role), [.library, .library, .test])
        XCTAssertEqual(result.module("Feed")?.dependencyNames, ["FeedInterface", "Core"])
        XCTAssertEqual(result.module("FeedTests")?.dependencyNames, ["Feed"])
        XCTAssertEqual(result.module("Feed")?.sourceFiles, ["Projects/Feed/Sources/Feed.swift"])
        let call = SourceLocation(file: "Projects/Feed/Project.swift", line: 4, column: 15)
        XCTAssertEqual(result.modules.map(\.declaration), [call, call, call])
        // A dependency the manifest writes is at its own line; one the helper makes is at the call.
        XCTAssertEqual(result.module("Feed")?.dependencies.map { $0.location?.line }, [4, 8])
        XCTAssertEqual(
            result.module("Feed")?.dependencyFix?.filled(with: "Core"),
            "add .target(name: \"Core\") to the dependencies of target 'Feed' (Projects/Feed/Project.swift:4)")
        XCTAssertEqual(
            result.manifestFiles,
            ["Projects/Feed/Project.swift", "Tuist/ProjectDescriptionHelpers/Project+Templates.swift"])
    }

    func testLocalPluginHelpersAreRead() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/Config.swift",
            """
            import ProjectDescription

            let config = Config(plugins: [.local(path: .relativeToRoot("Plugins/Paths"))])
            """)
        try tree.write(
            "Plugins/Paths/Plugin.swift", "import ProjectDescription\nlet plugin = Plugin(name: \"Paths\")\n")
        try tree.write(
            "Plugins/Paths/ProjectDescriptionHelpers/Modules.swift",
            """
            import ProjectDescription

            public enum Feature: String { case Home }
            extension TargetDependency {
                public static func feature(_ module: Feature) -> TargetDependency {
                    .project(target: module.rawValue, path: .relativeToRoot("Projects/\\(module.rawValue)"))
                }
            }
            """)
        try tree.write(
            "Projects/App/Project.swift",
            """
            import ProjectDescription
            import Paths

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", dependencies: [.feature(.Home)]),
            ])
            """)
        let result = tree.read("Projects/App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Home"])
        XCTAssertEqual(
            result.manifestFiles,
            [
                "Projects/App/Project.swift", "Plugins/Paths/ProjectDescriptionHelpers/Modules.swift",
                "Tuist/Config.swift", "Plugins/Paths/Plugin.swift",
            ])
    }

    func testFilesThatAreNotProjects() throws {
        let tree = try TemporaryTree()
        let manifest =
            """
            import ProjectDescription
            let project = Project(name: "X", targets: [
                .target(name: "X", destinations: .iOS, product: .app, bundleId: "x"),
            ])
            """
        try tree.write("Tuist/Templates/Project.swift", manifest)
        try tree.write(".build/checkouts/dep/Project.swift", manifest)
        try tree.write("App/Sources/Models/Project.swift", "struct Project { let name: String }\n")
        try tree.write(
            "Commented/Project.swift", "// import ProjectDescription\n// let project = Project(name: \"X\")\n")
        for path in [
            "Tuist/Templates/Project.swift", ".build/checkouts/dep/Project.swift", "App/Sources/Models/Project.swift",
            "Commented/Project.swift",
        ] {
            XCTAssertEqual(tree.read(path), ProjectReadResult(), path)
        }
    }

    func testWorkspaceReadsOnlyProjectsOutsideTheRoot() throws {
        let tree = try TemporaryTree()
        let kit =
            """
            import ProjectDescription
            let project = Project(name: "Kit", targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k", sources: "Sources/**"),
            ])
            """
        try tree.write("Shared/Kit/Project.swift", kit)
        try tree.write("Shared/Kit/Sources/Kit.swift", "let kit = 1\n")
        try tree.write("Shared/Other/Project.swift", kit.replacingOccurrences(of: "Kit", with: "Other"))
        try tree.write("Root/App/Project.swift", kit.replacingOccurrences(of: "Kit", with: "App"))
        try tree.write(
            "Root/Workspace.swift",
            """
            import ProjectDescription

            let workspace = Workspace(name: "W", projects: ["App", "../Shared/K*", .relativeToManifest("../Missing")])
            """)
        // The repository holds the analyzed folder, Root/, and Shared/ beside it.
        let context = ProjectReadContext(root: tree.path + "/Root", fileSystem: FileSystemSnapshot(), repositoryRoot: tree.path)
        let result = TuistReader().read("Workspace.swift", context: context)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["Kit"])
        XCTAssertEqual(result.module("Kit")?.sourceFiles, ["../Shared/Kit/Sources/Kit.swift"])
        XCTAssertEqual(result.module("Kit")?.container, "../Shared/Kit/Project.swift")
        XCTAssertEqual(result.manifestFiles, ["Workspace.swift", "../Shared/Kit/Project.swift"])
        try tree.write(
            "Root/Workspace.swift",
            "import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [\"App\"])\n")
        XCTAssertEqual(
            TuistReader().read("Workspace.swift", context: context),
            ProjectReadResult(manifestFiles: ["Workspace.swift"]))
    }
}
