import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// A binary target is a prebuilt artifact, never a module: the executable of an artifact bundle that a plugin runs
/// (README's artifact-bundle recipe, whose `StrataBinary` was once counted as a module), or an XCFramework whose
/// module an import names, which is then external.
final class BinaryTargetTests: XCTestCase {
    func testABinaryTargetIsNoModuleAndAnImportOfItIsExternal() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Consumer",
                targets: [
                    .target(name: "App", dependencies: ["Analytics"]),
                    .binaryTarget(name: "Analytics", path: "Frameworks/Analytics.xcframework"),
                    .binaryTarget(name: "StrataBinary", path: "Tools/strata.artifactbundle.zip"),
                    .plugin(
                        name: "Strata",
                        capability: .command(intent: .custom(verb: "strata", description: "Check the module graph")),
                        dependencies: ["StrataBinary"]
                    ),
                ]
            )
            """)
        try workspace.write("Sources/App/App.swift", "import Analytics\n\npublic struct App {}\n")
        try workspace.write("Plugins/Strata/Strata.swift", "import PackagePlugin\n")
        var options = AnalysisOptions(root: workspace.root.resolvingSymlinksInPath().path, jobs: 1)
        options.includeExternal = true
        let result = try Analyzer.analyze(options)
        let modules = result.graph.modules
        XCTAssertEqual(modules.map(\.name), ["Analytics", "App"])
        XCTAssertEqual(modules.map(\.kind), [.external, .implementation])
        XCTAssertEqual(result.graph.edges.map { [modules[$0.from].name, modules[$0.to].name] }, [["App", "Analytics"]])
        XCTAssertEqual(result.violations.map(\.message), [])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }
}
