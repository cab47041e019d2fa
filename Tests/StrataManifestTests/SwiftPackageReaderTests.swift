import StrataManifest
import StrataProject
import StrataTestSupport
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

    func testTestsPluginsAndTheirToolsAreNoModulesButTheirFoldersBelongToThePackage() throws {
        let tree = try TemporaryTree(["Packages/Kit/Package.swift": Self.kitManifest])
        try tree.touch("Packages/Kit/Sources/Kit/Kit.swift", "Packages/Kit/Tests/KitTests/KitTests.swift",
                       "Packages/Kit/Plugins/Lint/Plugin.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let reader = SwiftPackageReader()
        XCTAssertTrue(reader.isProjectFile(name: "Package.swift", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Package.swift", isDirectory: true))
        XCTAssertTrue(reader.isManifestFile(name: "Package@swift-6.0.swift"))
        XCTAssertFalse(reader.isManifestFile(name: "Kit.swift"))
        XCTAssertTrue(reader.holdsPackage(tree.path + "/Packages/Kit", fileSystem: context.fileSystem))
        XCTAssertFalse(reader.holdsPackage(tree.path + "/Packages", fileSystem: context.fileSystem))

        let package = try XCTUnwrap(reader.read(packageAt: "Packages/Kit", context: context))
        XCTAssertEqual(package.manifestFile, "Packages/Kit/Package.swift")
        XCTAssertEqual(package.targets.map(\.name), ["Kit"])
        XCTAssertEqual(package.sources.map { $0?.files }, [["Sources/Kit/Kit.swift"]])
        XCTAssertEqual(package.targetDirectories.sorted(), ["Packages/Kit/Plugins/Lint", "Packages/Kit/Sources/Kit",
                                                            "Packages/Kit/Tests/KitTests"])
        XCTAssertEqual(package.projectPackage.folderName, "Kit")
        XCTAssertEqual(package.projectPackage.products.map(\.modules), [["Kit"]])
        XCTAssertNil(package.problem)

        let withTests = try XCTUnwrap(SwiftPackageReader(includesTests: true).read(packageAt: "Packages/Kit", context: context))
        XCTAssertEqual(withTests.targets.map(\.name), ["Kit", "KitTests"])
        XCTAssertNil(reader.read(packageAt: "Packages", context: context))
    }

    func testWhatKeptAManifestFromBeingReadIsSaid() throws {
        let tree = try TemporaryTree(["Partly/Package.swift": manifest(targets: ".target(name: compute())"), "Fifo/": ""])
        try HostileFiles.fifo(at: tree.path + "/Fifo/Package.swift")
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let reader = SwiftPackageReader()
        let partly = try XCTUnwrap(reader.read(packageAt: "Partly", context: context))
        XCTAssertEqual(partly.problem, .partlyRead)
        XCTAssertFalse(partly.manifest.issues.isEmpty)
        let fifo = try XCTUnwrap(reader.read(packageAt: "Fifo", context: context))
        XCTAssertEqual(fifo.problem, .unreadable(.notRegularFile))
        XCTAssertEqual(fifo.manifest, PackageManifest())
    }
}
