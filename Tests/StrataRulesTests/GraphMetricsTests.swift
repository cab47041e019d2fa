import StrataGraph
import StrataRules
import XCTest

final class GraphMetricsTests: XCTestCase {
    /// App → Feed → Networking → Core, App → Profile → Core, Profile ⇄ Cart (Cart → Profile imported only),
    /// Networking → Foundation (external), Networking imports itself.
    private func shop() -> GraphSketch {
        var sketch = GraphSketch()
        for (name, lines) in [("App", 10), ("Feed", 20), ("Profile", 30), ("Cart", 5), ("Networking", 40), ("Core", 100)] {
            sketch.module(name, lines: lines)
        }
        sketch.module("FeedInterface", lines: 3)
        sketch.module("Foundation")
        sketch.chain("App", "Feed", "Networking", "Core")
        sketch.chain("App", "Profile", "Core")
        sketch.edge("Feed", "FeedInterface")
        sketch.edge("Profile", "Cart")
        sketch.edge("Cart", "Profile", declared: false)
        sketch.edge("Networking", "Foundation")
        sketch.edge("Networking", "Networking")
        return sketch
    }

    private func metrics(_ sketch: GraphSketch, configuration: String = "{}") throws -> GraphMetrics {
        GraphMetrics(try sketch.context(configuration))
    }

    private func module(_ name: String, in metrics: GraphMetrics) throws -> ModuleMetrics {
        try XCTUnwrap(metrics.modules.first { $0.name == name })
    }

    func testCouplingImpactAndDepthLeaveOutExternalsAndSelfImports() throws {
        let metrics = try metrics(shop())
        // By hand: Core is reached by Networking, Profile, Cart (through Profile), Feed and App.
        let expected: [String: (fanIn: Int, fanOut: Int, impact: Int, impactLines: Int, depth: Int)] = [
            "App": (0, 2, 0, 0, 3),
            "Feed": (1, 2, 1, 10, 2),
            "FeedInterface": (1, 0, 2, 30, 0),
            "Profile": (2, 2, 2, 15, 1),
            "Cart": (1, 1, 2, 40, 1),
            "Networking": (1, 1, 2, 30, 1),
            "Core": (2, 0, 5, 105, 0),
        ]
        for (name, numbers) in expected {
            let module = try module(name, in: metrics)
            XCTAssertEqual(module.fanIn, numbers.fanIn, "fan-in of \(name)")
            XCTAssertEqual(module.fanOut, numbers.fanOut, "fan-out of \(name)")
            XCTAssertEqual(module.impact, numbers.impact, "impact of \(name)")
            XCTAssertEqual(module.impactLines, numbers.impactLines, "impact lines of \(name)")
            XCTAssertEqual(module.depth, numbers.depth, "depth of \(name)")
        }
        XCTAssertEqual(metrics.lines, 208)
        XCTAssertEqual(metrics.edges, 8, "the external edge and the self-import are no edges")
        XCTAssertEqual(metrics.cycles, 1)
        // Implementation → implementation: Feed → Networking, Networking → Core, Profile → Core, Profile ⇄ Cart.
        XCTAssertEqual(metrics.implementationEdges, 5)
        XCTAssertEqual(metrics.implementationEdgeShare, Ratio(5, 8))
        XCTAssertEqual(metrics.impactShare(of: try module("Core", in: metrics)).formatted(places: 2), "0.50")
    }

    func testCriticalPathIsTheHeaviestInLinesAndListsACycleWhole() throws {
        let metrics = try metrics(shop())
        // App → Feed → Networking → Core holds 10 + 20 + 40 + 100 = 170 lines; App → {Profile, Cart} → Core 145.
        XCTAssertEqual(metrics.criticalPath.map { metrics.modules[$0].name }, ["App", "Feed", "Networking", "Core"])
        XCTAssertEqual(metrics.criticalPathLines, 170)
        var heavier = shop()
        heavier.modules[3].lines = 50
        let cyclic = try self.metrics(heavier)
        // App → {Cart, Profile} → Core: 10 + 80 + 100 = 190.
        XCTAssertEqual(cyclic.criticalPath.map { cyclic.modules[$0].name }, ["App", "Cart", "Profile", "Core"])
        XCTAssertEqual(cyclic.criticalPathLines, 190)
    }

    func testChainsAreThoseOfVerticalChain() throws {
        let metrics = try metrics(shop())
        // Cart → Profile (imported only) is the cheaper edge of the cycle to cut: chains Profile → Cart and
        // Profile → Core (2), Feed → Networking → Core (3).
        XCTAssertEqual(try module("Feed", in: metrics).chain, 3)
        XCTAssertEqual(try module("Core", in: metrics).chain, 3)
        XCTAssertEqual(try module("Profile", in: metrics).chain, 2)
        XCTAssertEqual(try module("Cart", in: metrics).chain, 2)
        XCTAssertEqual(try module("App", in: metrics).chain, 0, "a root is in no chain")
        XCTAssertEqual(try module("FeedInterface", in: metrics).chain, 0)
        XCTAssertEqual(metrics.longestChain, 3)
        let ignored = try self.metrics(shop(), configuration: "{modules: {ignore: ['Networking']}}")
        XCTAssertEqual(try module("Feed", in: ignored).chain, 1)
        XCTAssertEqual(try module("Networking", in: ignored).chain, 0)
    }

    func testPackageMetricsCountTypesButNotLocalOnesExtensionsOrAliases() throws {
        var sketch = shop()
        sketch.declaration("protocol", "Fetching", in: "Networking")
        sketch.declaration("protocol", "Caching", in: "Networking")
        sketch.declaration("struct", "Client", in: "Networking")
        sketch.declaration("struct", "Scratch", in: "Networking", local: true)
        sketch.declaration("extension", "Client", in: "Networking")
        sketch.declaration("typealias", "Handler", in: "Networking")
        let networking = try module("Networking", in: try metrics(sketch))
        XCTAssertEqual(networking.types, 3)
        XCTAssertEqual(networking.protocols, 2)
        XCTAssertEqual(networking.abstractness, Ratio(2, 3))
        XCTAssertEqual(networking.instability, Ratio(1, 2))
        // |2/3 + 1/2 − 1| = 1/6.
        XCTAssertEqual(networking.distance.formatted(places: 3), "0.167")
        let app = try module("App", in: try metrics(sketch))
        XCTAssertEqual([app.instability, app.abstractness, app.distance], [Ratio(1, 1), Ratio(0, 1), Ratio(0, 1)])
    }

    func testRatiosRoundHalfUpAndNeverDivideByZero() {
        XCTAssertEqual(Ratio(2, 3).formatted(places: 2), "0.67")
        XCTAssertEqual(Ratio(1, 8).formatted(places: 2), "0.13")
        XCTAssertEqual(Ratio(5, 8).scaled(toPlaces: 0), 1)
        XCTAssertEqual(Ratio(1, 1).formatted(places: 3), "1.000")
        XCTAssertEqual(Ratio(1, 200).formatted(places: 3), "0.005")
        XCTAssertEqual(Ratio(3, 0), Ratio(0, 1))
        XCTAssertEqual(Ratio(4, 6), Ratio(2, 3))
        XCTAssertEqual(Ratio(0, 5).denominator, 1)
        XCTAssertEqual(Ratio(7, 2).formatted(places: 0), "4")
    }
}
