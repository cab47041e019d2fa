import Foundation
import StrataGraph
import StrataKit
import StrataRules
import XCTest

/// The needle component graph built from a workspace, and the branch bound on graphs with exponentially
/// many DI branches.
final class NeedleGraphTests: XCTestCase {
    private var roots: [String] = []

    override func tearDown() {
        for root in roots { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Writes a one-package workspace with the given targets and files, and analyzes it.
    private func analyze(targets: String, files: [String: String]) throws -> AnalysisResult {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-needle-\(UUID().uuidString)")
        roots.append(base.path)
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "W", targets: [\(targets)])
            """
        for (path, contents) in files.merging(["Package.swift": manifest], uniquingKeysWith: { $1 }) {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return try Analyzer.analyze(AnalysisOptions(root: base.path, jobs: 2))
    }

    func testSubclassesExtensionsAcrossModulesAndPluginizedScopes() throws {
        let result = try analyze(targets: #".target(name: "App", dependencies: ["Base"]), .target(name: "Base")"#, files: [
            "Sources/Base/Base.swift": """
                import NeedleFoundation
                public protocol Logger {}
                open class Scoped<D, P, N>: PluginizedComponent<D, P, N> {}
                public protocol ChildDependency: Dependency { var logger: Logger { get }; var token: String { get } }
                public class ChildComponent: Component<ChildDependency> {}
                """,
            "Sources/App/Root.swift": """
                import Base
                import NeedleFoundation
                final class RootComponent: BootstrapComponent {
                    var feature: FeatureComponent { FeatureComponent(parent: self) }
                }
                protocol FeatureExtension: PluginExtension { var logger: Logger { get } }
                final class FeatureComponent: Scoped<EmptyDependency, FeatureExtension, FeatureNonCore> {
                    var child: ChildComponent { ChildComponent(parent: self) }
                }
                final class FeatureNonCore: NonCoreComponent<EmptyDependency> {}
                """,
            "Sources/App/FeatureNonCore+Token.swift": """
                extension FeatureNonCore {
                    var token: String { "t" }
                }
                private extension FeatureComponent {
                    var hidden: Int { 1 }
                }
                """,
        ])
        let graph = result.di.components
        let names = graph.components.map { "\($0.name)\($0.isAbstract ? " (abstract)" : "")\($0.isRoot ? " (root)" : "")" }
        XCTAssertEqual(names, ["ChildComponent", "FeatureComponent", "FeatureNonCore", "RootComponent (root)", "Scoped (abstract)"])
        let feature = try XCTUnwrap(graph.components.firstIndex { $0.name == "FeatureComponent" })
        // Its plugin extension's `logger` and its non-core component's `token` (from an extension) are provided.
        XCTAssertEqual(graph.components[feature].providers.map(\.name).sorted(), ["child", "logger", "token"])
        XCTAssertEqual(graph.components[feature].inaccessible.map(\.name), ["hidden"])
        XCTAssertEqual(graph.components[feature].dependencyName, "EmptyDependency")
        XCTAssertEqual(result.violations.filter { $0.rule.hasPrefix("needle-") }.map(\.message), [])
    }

    /// A ladder of 20 diamonds has 2^20 branches to its bottom component: the rule lists 20 and counts the rest.
    func testExponentiallyManyBranchesAreBounded() throws {
        var source = """
            import NeedleFoundation
            protocol Logger {}
            final class RootComponent: BootstrapComponent {
                var l0: L0 { L0(parent: self) }
                var r0: R0 { R0(parent: self) }
            }

            """
        let rungs = 20
        for rung in 0..<rungs {
            let next = rung + 1 < rungs ? ["L\(rung + 1)", "R\(rung + 1)"] : ["BottomComponent"]
            for side in ["L", "R"] {
                source += "final class \(side)\(rung): Component<EmptyDependency> {\n"
                for child in next { source += "    var c\(child): \(child) { \(child)(parent: self) }\n" }
                source += "}\n"
            }
        }
        source += """
            protocol BottomDependency: Dependency { var logger: Logger { get } }
            final class BottomComponent: Component<BottomDependency> {}
            """
        // 2^20 branches: an analysis that enumerated every one would not finish.
        let result = try analyze(targets: #".target(name: "App")"#, files: ["Sources/App/Ladder.swift": source])
        let missing = result.violations.filter { $0.rule == "needle-missing-provider" }
        XCTAssertEqual(missing.count, 20)
        let counted = missing.flatMap(\.notes).map(\.message)
        XCTAssertEqual(counted, ["\((1 << rungs) - 20) more DI branches lack it; only 20 are listed"])
    }

    func testBoundedPathsOnACycleStaysSimple() {
        // 0 is the root; 1 ⇄ 2 is a cycle below it; 3 is the target under 2.
        let parents: [[Int]] = [[], [0, 2], [1], [2]]
        let children: [[Int]] = [[1], [2], [1, 3], []]
        let (paths, total) = boundedPaths(to: 3, limit: 10, isSource: { $0 == 0 }, canPass: { _ in true },
                                          predecessors: { parents[$0] }, successors: { children[$0] })
        XCTAssertEqual(paths, [[0, 1, 2, 3]])
        XCTAssertNil(total)
    }
}
