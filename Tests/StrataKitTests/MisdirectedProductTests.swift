import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import StrataText
import XCTest

/// A `.product(name:package:)` whose `package:` names a local package linked with `.package(path:)`, when the
/// folder does not hold that product: the diagnostic says what the folder holds.
final class MisdirectedProductTests: XCTestCase {
    private var workspace: TemporaryTree!

    override func setUpWithError() throws {
        workspace = try TemporaryTree()
        try workspace.write("App/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Core")],
                targets: [.target(name: "Feed", dependencies: [.product(name: "Core", package: "Core")])]
            )
            """)
        try workspace.write("App/Sources/Feed/Feed.swift", "public struct Feed {}\n")
    }

    override func tearDown() {
        workspace.remove()
    }

    private func core(named name: String, products: [String], targets: [String]) throws {
        let listed = products.map { ".library(name: \"\($0)\", targets: [\"\(targets[0])\"])" }.joined(separator: ", ")
        try workspace.write("Core/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "\(name)",
                products: [\(listed)],
                targets: [\(targets.map { ".target(name: \"\($0)\")" }.joined(separator: ", "))]
            )
            """)
        for target in targets { try workspace.write("Core/Sources/\(target)/\(target).swift", "public struct \(target)Type {}\n") }
    }

    private func analyze() throws -> AnalysisResult {
        try Analyzer.analyze(AnalysisOptions(root: workspace.root.resolvingSymlinksInPath().path, jobs: 1))
    }

    func testAFolderHoldingAnotherPackageIsNamed() throws {
        try core(named: "CoreKit", products: ["CoreKit"], targets: ["CoreKit"])
        try workspace.write("App/Sources/Feed/Feed.swift", "import CoreKit\nlet kit: CoreKitType? = nil\n")
        let result = try analyze()
        XCTAssertEqual(result.diagnostics, [Diagnostic(
            rule: "manifest", severity: .warning,
            message: "target 'Feed' depends on product 'Core' of package 'Core', but '../Core' holds package 'CoreKit' "
                + "(with product 'CoreKit'), not package 'Core'",
            location: SourceLocation(file: "App/Package.swift", line: 6, column: 52))])
        // The import of what the folder does hold is still undeclared: the fix names its product.
        XCTAssertEqual(result.violations.map(\.message), [
            "Feed imports CoreKit, which its manifest does not declare: add .product(name: \"CoreKit\", package: \"Core\") "
                + "to the dependencies of target 'Feed' (App/Package.swift:6).",
        ])
    }

    func testAPackageWithoutTheProductListsItsProducts() throws {
        try core(named: "Core", products: ["CoreKit", "CoreUI", "CoreData", "CoreNet", "CoreLog", "CoreTest"],
                 targets: ["CoreKit"])
        let result = try analyze()
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "target 'Feed' depends on product 'Core' of package 'Core', but package 'Core' in '../Core' has no product "
                + "'Core' (it has products 'CoreKit', 'CoreUI', 'CoreData', 'CoreNet', 'CoreLog' and 1 more)",
        ])
    }

    /// The graph follows what the target names, so the import is declared and not reported a second time.
    func testTheProductInAnotherFolderIsPointedAt() throws {
        try core(named: "CoreKit", products: ["CoreKit"], targets: ["CoreKit"])
        try workspace.write("Packages/Core/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])],
                                  targets: [.target(name: "Core")])
            """)
        try workspace.write("Packages/Core/Sources/Core/Core.swift", "public struct CoreType {}\n")
        try workspace.write("App/Sources/Feed/Feed.swift", "import Core\nlet core: CoreType? = nil\n")
        let result = try analyze()
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "target 'Feed' depends on product 'Core' of package 'Core', but '../Core' holds package 'CoreKit' "
                + "(with product 'CoreKit'), not package 'Core'; package 'Core' with that product is in '../Packages/Core'",
        ])
        XCTAssertEqual(result.violations.map(\.rule), [])
        let modules = result.graph.modules
        let edge = try XCTUnwrap(result.graph.edges.first { modules[$0.from].name == "Feed" })
        XCTAssertEqual([modules[edge.to].name, modules[edge.to].package], ["Core", "Packages/Core"])
        XCTAssertTrue(edge.isDeclared && edge.isImported)
    }

    func testAFoundProductARemotePackageOrAPartlyReadManifestSayNothing() throws {
        try workspace.write("App/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Core"), .package(url: "https://example.com/swift-log.git", from: "1.0.0")],
                targets: [.target(name: "Feed", dependencies: [
                    .product(name: "Core", package: "Core"),
                    .product(name: "Logging", package: "swift-log"),
                ])]
            )
            """)
        try core(named: "Core", products: ["Core"], targets: ["Core"])
        XCTAssertEqual(try analyze().diagnostics.map(\.message), [])
        // Products built by a function: which ones the manifest has is not known.
        try workspace.write("Core/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            func products() -> [Product] { [.library(name: "Core", targets: ["Core"])] }
            let package = Package(name: "Core", products: products(), targets: [.target(name: "Core")])
            """)
        XCTAssertFalse(try analyze().diagnostics.contains { $0.message.contains("depends on product") })
    }
}
