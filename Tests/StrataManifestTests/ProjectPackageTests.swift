import StrataManifest
import StrataProject
import StrataText
import XCTest

/// A manifest's package in the neutral project model: what the pipeline resolves product dependencies and links with.
final class ProjectPackageTests: XCTestCase {
    func testProductsKeepTheirTargetsAndSayWhichAreLibraries() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "CoreKit",
                products: [
                    .library(name: "Core", targets: ["Core", "CoreModels"]),
                    .executable(name: "core-tool", targets: ["Tool"]),
                    .plugin(name: "Lint", targets: ["LintPlugin"]),
                ],
                dependencies: [.package(path: "../Shared"), .package(url: "https://example.com/a.git", from: "1.0.0")],
                targets: [.target(name: "Core"), .target(name: "CoreModels"), .executableTarget(name: "Tool"),
                          .plugin(name: "LintPlugin", capability: .buildTool())]
            )
            """)
        let package = read.projectPackage(directory: "Packages/core-kit", manifestFile: "Packages/core-kit/Package.swift",
                                          folderName: "core-kit")
        XCTAssertEqual(package, ProjectPackage(
            directory: "Packages/core-kit", manifestFile: "Packages/core-kit/Package.swift", name: "CoreKit",
            folderName: "core-kit",
            products: [
                ProjectProduct(name: "Core", isLibrary: true, modules: ["Core", "CoreModels"]),
                ProjectProduct(name: "core-tool", isLibrary: false, modules: ["Tool"]),
                ProjectProduct(name: "Lint", isLibrary: false, modules: ["LintPlugin"]),
            ],
            // Only local packages are links, each at its path in the manifest (relative to the root).
            links: [ProjectPackageLink(path: "../Shared",
                                       location: SourceLocation(file: "Packages/core-kit/Package.swift", line: 10, column: 35))],
            isFullyRead: true))
        // `.product(name:package:)` may name the package by its folder or by its own name, in any case.
        XCTAssertEqual(package.identities, ["core-kit", "corekit"])
    }

    func testAManifestReadInPartMayLackProducts() {
        let read = readManifest(manifest(targets: #".target(name: "A")"#, before: "let names = compute()",
                                         after: "package.products = names.map { .library(name: $0, targets: [$0]) }"))
        XCTAssertFalse(read.issues.isEmpty)
        XCTAssertFalse(read.projectPackage(directory: ".", manifestFile: "Package.swift", folderName: "App").isFullyRead)
    }
}
