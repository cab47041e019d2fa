import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// A binary target that is a tool is never a module: an artifact bundle, or what a plugin runs (README's
/// artifact-bundle recipe, whose `StrataBinary` was once counted as a module). One that holds an XCFramework is a
/// module with no Swift file, which targets import and declare.
final class BinaryTargetTests: XCTestCase {
    func testAToolIsNoModuleAndAnXCFrameworkIsOne() throws {
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
                    .binaryTarget(name: "Lint", url: "https://example.com/lint.zip", checksum: "00"),
                    .binaryTarget(name: "Bundled", path: "Tools/bundled.artifactbundle"),
                    .plugin(name: "LintPlugin", capability: .buildTool(), dependencies: ["Lint"]),
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
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.resolvingSymlinksInPath().path, jobs: 1))
        let modules = result.graph.modules
        XCTAssertEqual(modules.map(\.name), ["Analytics", "App"])
        XCTAssertEqual(modules.map(\.files), [0, 1])
        let edges = result.graph.edges.map { [modules[$0.from].name, modules[$0.to].name, "\($0.isDeclared)"] }
        XCTAssertEqual(edges, [["App", "Analytics", "true"]])
        XCTAssertEqual(result.violations.map(\.message), [])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }
}
