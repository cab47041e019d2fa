import StrataGraph
import StrataRules
import XCTest

final class LayerRuleTests: XCTestCase {
    static let layers = """
        {layers: [
          {name: 'App', modules: ['App']},
          {name: 'Features', modules: ['Feed', 'Profile'], allowSameLayer: false},
          {name: 'Core', modules: ['*']},
        ]}
        """

    private func app() -> GraphSketch {
        var sketch = GraphSketch()
        for name in ["App", "Feed", "Profile", "Networking", "Storage", "FeedTests", "Foundation"] { sketch.module(name) }
        sketch.edge("App", "Feed")
        sketch.edge("Feed", "Networking")
        sketch.edge("Networking", "Storage")        // same layer, allowed
        sketch.edge("Storage", "Feed", imports: [7]) // upward
        sketch.edge("Feed", "Profile", imports: [3]) // same layer, forbidden
        sketch.edge("FeedTests", "App")              // tests have no layer
        sketch.edge("Networking", "Foundation")      // externals have no layer
        return sketch
    }

    func testUpwardAndSameLayerEdges() throws {
        let violations = try app().check(LayerRule(), configuration: Self.layers)
        XCTAssertEqual(violations.map(\.message), [
            "Feed (layer Features) depends on Profile (layer Features); "
                + "modules of layer Features may not depend on each other (allowSameLayer is false).",
            "Storage (layer Core) depends on Feed (layer Features), a higher layer.",
        ])
        XCTAssertEqual(violations.map(\.location?.line), [3, 7])
        XCTAssertEqual(violations.map(\.modules), [["Feed", "Profile"], ["Storage", "Feed"]])
    }

    func testNoLayersNoViolationsAndUnlayeredModulesAreNotChecked() throws {
        XCTAssertEqual(try app().check(LayerRule()), [])
        let partial = "{layers: [{name: 'Features', modules: ['Feed']}, {name: 'Core', modules: ['Storage']}]}"
        XCTAssertEqual(try app().check(LayerRule(), configuration: partial).map(\.modules), [["Storage", "Feed"]])
        let ignored = Self.layers.replacingOccurrences(of: "{layers", with: "{modules: {ignore: ['Storage', 'Profile']}, layers")
        XCTAssertEqual(try app().check(LayerRule(), configuration: ignored), [])
    }

    func testTestSupportBelongsToNoLayer() throws {
        // FeedMocks would be Core under '*', and Core may not depend on Features.
        var sketch = app()
        sketch.module("FeedMocks")
        sketch.edge("FeedMocks", "Feed")
        sketch.edge("FeedTests", "FeedMocks")
        XCTAssertEqual(try sketch.check(LayerRule(), configuration: Self.layers).map(\.modules),
                       [["Feed", "Profile"], ["Storage", "Feed"]])
    }
}
