import StrataGraph
import StrataText
import XCTest
@testable import StrataKit

/// The type, type-reference and DI graphs built from `FileFacts` values, without the file system or manifests.
final class FactGraphsTests: XCTestCase {
    func testTypesAreDeclaredPerModuleAndUsesExplainEachEdge() throws {
        var sketch = FactsSketch()
        sketch.module("Feed", ["Feed.swift": "import Models\n\nstruct FeedView {\n    var post: Post\n    var draft: Draft\n}\n"])
        sketch.module("Models", ["Post.swift": "public struct Post {}\npublic protocol Draft {}\nstruct Hidden {}\n"])
        let (graph, types, _) = sketch.build()

        let feed = try XCTUnwrap(graph.modules.firstIndex { $0.name == "Feed" })
        let models = try XCTUnwrap(graph.modules.firstIndex { $0.name == "Models" })
        XCTAssertEqual(types.declarations(of: models).map(\.name), ["Post", "Draft", "Hidden"])
        XCTAssertEqual(types.declarations(of: feed).map(\.name), ["FeedView"])

        let edge = try XCTUnwrap(graph.edges.first { $0.from == feed && $0.to == models })
        XCTAssertEqual(edge.uses.map(\.type), ["Draft", "Post"])
        XCTAssertEqual(edge.uses.first { $0.type == "Post" }?.location,
                       SourceLocation(file: "Sources/Feed/Feed.swift", line: 4, column: 15))

        let resolved = types.resolved
        let view = try XCTUnwrap(resolved.types.firstIndex { $0.name == "FeedView" })
        XCTAssertEqual(resolved.edges.filter { $0.from == view }.map { resolved.types[$0.to].name }.sorted(), ["Draft", "Post"])
        XCTAssertEqual(resolved.imports.map { $0.usedTypes }, [["Draft", "Post"]])
    }

    func testAnInternalTypeOfAnotherModuleExplainsNothing() throws {
        var sketch = FactsSketch()
        sketch.module("Feed", ["Feed.swift": "import Models\n\nlet hidden: Hidden? = nil\n"])
        sketch.module("Models", ["Hidden.swift": "struct Hidden {}\n"])
        let (graph, types, _) = sketch.build()
        XCTAssertEqual(graph.edges.map(\.uses), [[]])
        XCTAssertEqual(types.resolved.imports.map(\.isUsed), [false])
    }

    func testNeedleComponentsTheirParentsAndDependenciesAcrossModules() throws {
        var sketch = FactsSketch()
        sketch.module("App", ["Root.swift": """
            import NeedleFoundation
            import Feed

            final class RootComponent: BootstrapComponent {
                var network: Network { Network() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """])
        sketch.module("Feed", ["FeedComponent.swift": """
            import NeedleFoundation

            public protocol FeedDependency: Dependency {
                var network: Network { get }
            }

            public final class FeedComponent: Component<FeedDependency> {}
            """])
        let (graph, _, di) = sketch.build()
        let components = di.components
        XCTAssertEqual(components.components.map(\.name), ["FeedComponent", "RootComponent"])
        XCTAssertEqual(components.components.map { graph.modules[$0.module].name }, ["Feed", "App"])
        XCTAssertEqual(components.components.map(\.isRoot), [false, true])
        XCTAssertEqual(components.components[0].dependencyName, "FeedDependency")
        XCTAssertEqual(components.parents[0], [1], "RootComponent is FeedComponent's parent")
        XCTAssertEqual(components.dependencies.map(\.name), ["FeedDependency"])
        XCTAssertEqual(components.dependencies.first?.requirements.map(\.name), ["network"])
        XCTAssertEqual(components.components[1].providers.map(\.name), ["network", "feed"], "in declaration order")
    }

    func testAFileThatCouldNotBeScannedAddsNothing() {
        var sketch = FactsSketch()
        sketch.module("A", ["A.swift": "public struct A {}\n"])
        let graph = sketch.facts.graph
        var facts = sketch.facts.facts
        facts[0][0].facts = nil
        let (built, types, di) = FactGraphs.build(graph: graph, facts: facts, graphIndex: [0], jobs: 1)
        XCTAssertEqual(built.modules.map(\.name), ["A"])
        XCTAssertEqual(types.declarations, [])
        XCTAssertEqual(types.resolved.types, [])
        XCTAssertEqual(di.components.components, [])
    }
}
