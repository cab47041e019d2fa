import Foundation
import StrataGraph
import StrataTestSupport
import XCTest
@testable import StrataKit

/// `moduleAliases:` on a product dependency: the target imports the product's module under another name.
final class ModuleAliasTests: XCTestCase {
    func testAnAliasedImportResolvesToTheProductsModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-alias-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ relative: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "Lib")],
                targets: [
                    .executableTarget(name: "App", dependencies: [
                        "Utils",
                        .product(name: "Utils", package: "Lib", moduleAliases: ["Utils": "LibUtils"]),
                    ]),
                    .target(name: "Utils"),
                ]
            )
            """)
        try write("Sources/App/main.swift", "import LibUtils\nimport Utils\n")
        try write("Sources/Utils/Own.swift", "public struct Own {}\n")
        try write("Lib/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Lib", products: [.library(name: "Utils", targets: ["Utils"])],
                                  targets: [.target(name: "Utils")])
            """)
        try write("Lib/Sources/Utils/Theirs.swift", "public struct Theirs {}\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 1))
        let modules = result.graph.modules
        let app = try XCTUnwrap(modules.firstIndex { $0.name == "App" })
        let targets = result.graph.edges.filter { $0.from == app }.map { (modules[$0.to].package, $0.imports.map(\.location.line)) }
        XCTAssertEqual(targets.map(\.0), [".", "Lib"], "App → its own Utils and Lib's Utils")
        XCTAssertEqual(targets.map(\.1), [[2], [1]], "import Utils is the own one, import LibUtils is Lib's")
        XCTAssertFalse(result.graph.modules.contains { $0.name == "LibUtils" })
        XCTAssertFalse(result.violations.contains { $0.rule.hasSuffix("dependency") }, "\(result.violations)")
    }

    /// sourcekit-lsp builds `SourceKitD` a second time as `SourceKitDForPlugin` and compiles the plug-in with
    /// `.unsafeFlags(["-module-alias", "SourceKitD=SourceKitDForPlugin"])`: its `import SourceKitD` is that module.
    func testAModuleAliasFlagRenamesADependencysModule() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let root = tree.path
        func write(_ relative: String, _ text: String) throws { try tree.write(relative, text) }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "LSP",
                targets: [
                    .target(name: "Core"),
                    .target(name: "CoreForPlugin", path: "Sources/Core"),
                    .target(name: "Plugin", dependencies: ["CoreForPlugin"],
                            swiftSettings: [.unsafeFlags(["-module-alias", "Core=CoreForPlugin"])]),
                ]
            )
            """)
        try write("Sources/Core/Core.swift", "public struct Core {}\n")
        try write("Sources/Plugin/Plugin.swift", "import Core\n\nlet core = Core()\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 1))
        let modules = result.graph.modules
        let plugin = try XCTUnwrap(modules.firstIndex { $0.name == "Plugin" })
        XCTAssertEqual(result.graph.edges.filter { $0.from == plugin }.map { "\(modules[$0.to].name) \($0.isDeclared) \($0.isImported)" },
                       ["CoreForPlugin true true"])
        XCTAssertEqual(result.violations.filter { $0.rule.hasSuffix("dependency") }.map(\.message), [])
    }
}
