import StrataGraph
import StrataKit
import StrataProject
import StrataRules
import StrataTestSupport
import XCTest

/// `--exclude` leaves out a package a manifest links by path, as it leaves out one the walk meets: a package that
/// depends on strata by path (to use its plugins from source) once had strata's own targets checked too.
final class LinkedPackageExcludeTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        // The repository: the consumer in `App`, strata in `Tools/strata`, linked from it by path.
        try FileManager.default.createDirectory(at: tree.url(".git"), withIntermediateDirectories: true)
        try tree.write("App/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Tools/strata"), .package(path: "../../Elsewhere")],
                targets: [.target(name: "App", plugins: [.plugin(name: "StrataPlugin", package: "strata")])]
            )
            """)
        try tree.write("App/Sources/App/App.swift", "public struct App {}\n")
        try tree.write("Tools/strata/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "strata",
                targets: [.executableTarget(name: "strata", dependencies: ["StrataKit"]), .target(name: "StrataKit")]
            )
            """)
        try tree.write("Tools/strata/Sources/strata/main.swift", "import StrataKit\n")
        try tree.write("Tools/strata/Sources/StrataKit/Kit.swift", "public struct Kit {}\n")
    }

    override func tearDown() {
        tree?.remove()
    }

    private func analyze(excluding patterns: [String]) throws -> AnalysisResult {
        let root = tree.root.resolvingSymlinksInPath().path
        return try Analyzer.analyze(AnalysisOptions(root: root + "/App", excludes: patterns.map { try Glob($0) }, jobs: 1))
    }

    func testALinkedPackageIsReadUnlessExcluded() throws {
        let all = try analyze(excluding: [])
        XCTAssertEqual(all.graph.modules.map(\.name), ["App", "StrataKit", "strata"])
        // The link out of the repository is said, as ever.
        XCTAssertEqual(all.diagnostics.count, 1, "\(all.diagnostics.map(\.message))")
        for patterns in [["../Tools/strata", "../../Elsewhere"], ["../Tools/**", "../../Elsewhere"], ["../Tools", "../../*"]] {
            let result = try analyze(excluding: patterns)
            XCTAssertEqual(result.graph.modules.map(\.name), ["App"], "\(patterns)")
            XCTAssertEqual(result.diagnostics.map(\.message), [], "\(patterns)")
            XCTAssertEqual(result.warnings, [], "\(patterns): a pattern that leaves out a link matches it")
        }
    }

    func testAPatternNamingTheFolderTheRootLiesInLeavesOutNoLinkBelowIt() throws {
        let result = try analyze(excluding: [".."])
        XCTAssertEqual(result.graph.modules.map(\.name), ["App", "StrataKit", "strata"])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings.first?.hasPrefix("--exclude '..' matches no file or folder") == true, "\(result.warnings)")
    }
}
