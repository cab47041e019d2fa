import StrataGraph
import XCTest
@testable import StrataKit

final class ModuleGroupingTests: XCTestCase {
    func testLastWord() {
        let cases: [(String, String?)] = [
            ("SettingsFeature", "Feature"), ("APIClient", "Client"), ("NetworkAPI", "API"), ("SharedUI", "UI"),
            ("Core", "Core"), ("Base64", "Base64"), ("lowercase", nil), ("snake_case", nil), ("", nil), ("UI", "UI"),
        ]
        for (name, word) in cases { XCTAssertEqual(ModuleGrouping.lastWord(of: name), word, name) }
    }

    /// Suffixes two modules share make groups (a plural joins its singular); the rest go to `Other` in one
    /// package; layers win in `auto` when modules have them.
    func testGroups() {
        let names = ["ChatFeature", "FeedFeature", "ChatInterface", "FeedInterfaces", "ApiClient", "Models"]
        let modules = names.map { Module(name: $0, package: ".", kind: .implementation, path: "", files: 1) }
        let edges = [ModuleEdge(from: 0, to: 2), ModuleEdge(from: 1, to: 3), ModuleEdge(from: 0, to: 4), ModuleEdge(from: 1, to: 4),
                     ModuleEdge(from: 0, to: 1)]
        let picture = ModuleGrouping.auto.fold(ModuleGraph(modules: modules, edges: edges), packageNames: [:])
        XCTAssertEqual(picture.graph.modules.map(\.name), ["*Feature", "*Interface(s)", "Other"])
        XCTAssertEqual(picture.memberCounts, [2, 2, 2])
        XCTAssertEqual(picture.graph.edges.map { "\($0.from)->\($0.to)" }, ["0->1", "0->2"])
        XCTAssertEqual(picture.edgeCounts, [2, 2])
        var layered = modules
        layered[0].layer = "Features"
        let byLayer = ModuleGrouping.auto.fold(ModuleGraph(modules: layered, edges: edges), packageNames: [:])
        XCTAssertEqual(byLayer.graph.modules.map(\.name), ["Features", "Other"])
    }
}
