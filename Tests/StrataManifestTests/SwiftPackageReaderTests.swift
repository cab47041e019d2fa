import StrataManifest
import StrataProject
import StrataTestSupport
import StrataText
import XCTest

/// The SwiftPM reader on whole package folders: which targets become modules, where every target's sources
/// are, and what kept a manifest from being read.
final class SwiftPackageReaderTests: XCTestCase {
    static let kitManifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [
                .target(name: "Kit"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
                .plugin(name: "Lint", capability: .buildTool(), dependencies: ["LintTool"]),
                .binaryTarget(name: "LintTool", path: "Tools/LintTool.zip"),
                .binaryTarget(name: "Bundle", path: "Tools/Bundle.artifactbundle"),
            ]
        )
        """

    func testTestsAreModulesPluginsAndTheirToolsAreNotButTheirFoldersBelongToThePackage() throws {
        let tree = try TemporaryTree(["Packages/Kit/Package.swift": Self.kitManifest])
        try tree.touch("Packages/Kit/Sources/Kit/Kit.swift", "Packages/Kit/Tests/KitTests/KitTests.swift",
                       "Packages/Kit/Plugins/Lint/Plugin.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let reader = SwiftPackageReader()
        XCTAssertEqual(reader.buildSystem, "swiftpm")
        XCTAssertTrue(reader.isProjectFile(name: "Package.swift", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Package.swift", isDirectory: true))
        XCTAssertTrue(reader.isManifestFile(name: "Package@swift-6.0.swift"))
        XCTAssertFalse(reader.isManifestFile(name: "Kit.swift"))

        let result = reader.read("Packages/Kit/Package.swift", context: context)
        XCTAssertEqual(result.modules.map(\.name), ["Kit", "KitTests"])
        XCTAssertEqual(result.modules.map(\.role), [.library, .test])
        XCTAssertEqual(result.modules.map(\.package), ["Packages/Kit", "Packages/Kit"])
        XCTAssertEqual(result.modules.map(\.container), ["Packages/Kit/Package.swift", "Packages/Kit/Package.swift"])
        XCTAssertEqual(result.modules.map(\.sourceFiles), [["Packages/Kit/Sources/Kit/Kit.swift"],
                                                            ["Packages/Kit/Tests/KitTests/KitTests.swift"]])
        XCTAssertEqual(result.modules[1].dependencies,
                       [ProjectDependency(name: "Kit", kind: .packageModuleOrProduct,
                                          location: SourceLocation(file: "Packages/Kit/Package.swift", line: 8, column: 54))])
        XCTAssertEqual(result.sourceFolders.sorted(), ["Packages/Kit/Plugins/Lint", "Packages/Kit/Sources/Kit",
                                                       "Packages/Kit/Tests/KitTests"])
        XCTAssertEqual(result.manifestFiles, ["Packages/Kit/Package.resolved"])
        XCTAssertEqual(result.packages.map(\.folderName), ["Kit"])
        XCTAssertEqual(result.packages.first?.products.map(\.modules), [["Kit"]])
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(reader.read("Packages/Package.swift", context: context), ProjectReadResult())
    }

    func testTargetKindsAndDependenciesInTheNeutralModel() throws {
        let tree = try TemporaryTree(["Package.swift": manifest(targets: """
            .target(name: "Tool"),
            .macro(name: "Macros"),
            .target(name: "Lib", dependencies: [.target(name: "Macros"),
                .product(name: "Net", package: "net", moduleAliases: ["Net": "NetKit"], condition: .when(platforms: [.linux]))]),
            """)])
        try tree.touch("Sources/Tool/main.swift", "Sources/Macros/M.swift", "Sources/Lib/L.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let result = SwiftPackageReader().read("Package.swift", context: context)
        XCTAssertEqual(result.modules.map(\.role), [.root, .library, .library], "a target with main.swift is an executable")
        XCTAssertEqual(result.modules.map(\.productType), ["regular", "macro", "regular"])
        XCTAssertEqual(result.modules.map(\.infersTestSupport), [true, false, true])
        XCTAssertNil(result.modules[0].dependencyFix, "the rules write a package's fix from its products")
        let lib = result.modules[2]
        XCTAssertEqual(lib.dependencies.map(\.kind), [.packageModule, .linkedProduct(package: "net")])
        XCTAssertEqual(lib.dependencies[1].platforms, ["linux"])
        XCTAssertEqual(lib.dependencies[1].moduleAliases, ["Net": "NetKit"])
        XCTAssertEqual(lib.build.dependencyPlatforms, ["linux"])
        XCTAssertFalse(lib.build.isBuiltOnlyForPlatforms)
    }

    /// `Tuist/Package.swift` lists the packages Tuist integrates; a target it declares is never built (PiCK_iOS_V2).
    func testTuistsPackageListIsNoPackage() throws {
        let tree = try TemporaryTree([
            "App/Tuist/Package.swift": manifest(targets: #".target(name: "AppPackage")"#), "App/Tuist/Config.swift": "",
            "Other/Tuist/Package.swift": manifest(targets: #".target(name: "Kept")"#),
            // A Tuist plugin in a folder called Tuist (Beside-15-1/app-ios): its package builds a task's executable.
            "Plugins/Tuist/Package.swift": manifest(targets: #".executableTarget(name: "tuist-my-cli")"#),
            "Plugins/Tuist/Plugin.swift": "", "Plugins/Project.swift": "",
        ])
        try tree.touch("Other/Tuist/Sources/Kept/K.swift", "Plugins/Tuist/Sources/tuist-my-cli/main.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        XCTAssertEqual(SwiftPackageReader().read("App/Tuist/Package.swift", context: context), ProjectReadResult())
        // A folder that happens to be called Tuist, in no Tuist project, holds a package like any other.
        XCTAssertEqual(SwiftPackageReader().read("Other/Tuist/Package.swift", context: context).modules.map(\.name), ["Kept"])
        XCTAssertEqual(SwiftPackageReader().read("Plugins/Tuist/Package.swift", context: context).modules.map(\.name),
                       ["tuist-my-cli"])
    }

    func testWhatKeptAManifestFromBeingReadIsSaid() throws {
        let tree = try TemporaryTree(["Partly/Package.swift": manifest(targets: ".target(name: compute())"), "Fifo/": ""])
        try HostileFiles.fifo(at: tree.path + "/Fifo/Package.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let reader = SwiftPackageReader()
        let partly = try XCTUnwrap(reader.read(packageAt: "Partly", context: context))
        XCTAssertEqual(partly.problem, .partlyRead)
        XCTAssertFalse(partly.manifest.issues.isEmpty)
        let partlyResult = reader.read("Partly/Package.swift", context: context)
        XCTAssertEqual(partlyResult.issues.map(\.location.file), ["Partly/Package.swift"])
        XCTAssertEqual(partlyResult.remedy, "--manifest swiftpm reads the manifest with SwiftPM itself")
        let fifo = try XCTUnwrap(reader.read(packageAt: "Fifo", context: context))
        XCTAssertEqual(fifo.problem, .unreadable(.notRegularFile))
        XCTAssertEqual(fifo.manifest, PackageManifest())
        XCTAssertEqual(reader.read("Fifo/Package.swift", context: context).unreadableFiles,
                       [UnreadableProjectFile(file: "Fifo/Package.swift", failure: .notRegularFile)])
    }
}
