import StrataGraph
import StrataRules
import StrataText
import XCTest

/// A finding about a dependency is shown where people write code: at an import in a file they write,
/// else at the manifest line, and in a generated file only when there is nothing else (where the
/// pipeline drops it). The sketch's generated imports are in `Sources/<module>/NeedleGenerated.swift`.
final class GeneratedEvidenceTests: XCTestCase {
    private func location(_ file: String, _ line: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    func testACycleIsShownAtTheFirstEdgePeopleWrote() throws {
        var sketch = GraphSketch()
        for name in ["Feed", "Profile"] { sketch.module(name) }
        sketch.edge("Feed", "Profile", imports: [], declared: false, generated: [3])
        sketch.edge("Profile", "Feed", imports: [4])
        let cycle = try XCTUnwrap(sketch.check(CycleRule()).first)
        XCTAssertEqual(cycle.modules, ["Feed", "Profile", "Feed"])
        XCTAssertEqual(cycle.location, location("Sources/Profile/Profile.swift", 4))
        XCTAssertEqual(cycle.notes.first?.location, location("Sources/Feed/NeedleGenerated.swift", 3))

        var generatedOnly = GraphSketch()
        for name in ["Feed", "Profile"] { generatedOnly.module(name) }
        generatedOnly.edge("Feed", "Profile", imports: [], declared: false, generated: [3])
        generatedOnly.edge("Profile", "Feed", imports: [], declared: false, generated: [5])
        XCTAssertEqual(try generatedOnly.check(CycleRule()).first?.location,
                       location("Sources/Feed/NeedleGenerated.swift", 3), "nowhere else to show it")
    }

    func testAVerticalChainIsShownAtTheManifestOrDownTheChain() throws {
        var sketch = GraphSketch()
        for name in ["Low", "Mid", "Top"] { sketch.module(name) }
        sketch.edge("Top", "Mid", imports: [], generated: [1])
        sketch.edge("Mid", "Low", imports: [2])
        XCTAssertEqual(try sketch.check(VerticalChainRule()).first?.location?.file, "Package.swift")
        sketch.edges[0].declared = false
        XCTAssertEqual(try sketch.check(VerticalChainRule()).first?.location, location("Sources/Mid/Mid.swift", 2))
    }

    func testEdgeRulesPreferAnImportPeopleWroteThenTheManifest() throws {
        var sketch = GraphSketch()
        for name in ["App", "Auth", "Chat", "ChatInterface", "Feed", "Settings"] { sketch.module(name) }
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterface")
        sketch.edge("Auth", "Chat", imports: [6], generated: [1])
        sketch.edge("Feed", "Chat", imports: [], generated: [2])
        sketch.edge("Settings", "Feed", imports: [7], declared: false, generated: [2])
        let feedDeclaration = SourceLocation(file: "Package.swift", line: 24, column: 40)
        let bypass = try sketch.check(InterfaceBypassRule())
        XCTAssertEqual(bypass.map(\.location), [location("Sources/Auth/Auth.swift", 6), feedDeclaration])
        XCTAssertEqual(bypass.map { $0.notes.map(\.message) }, [
            ["Auth also imports Chat here", "Auth declares its dependency on Chat here"],
            ["Feed imports Chat here"],
        ])
        XCTAssertEqual(bypass[1].notes.first?.location, location("Sources/Feed/NeedleGenerated.swift", 2))

        let upward = "{layers: [{name: 'Top', modules: ['Chat']}, {name: 'Bottom', modules: ['Feed', 'Auth']}]}"
        XCTAssertEqual(try sketch.check(LayerRule(), configuration: upward).map(\.location),
                       [location("Sources/Auth/Auth.swift", 6), feedDeclaration])

        let undeclared = try sketch.check(UndeclaredDependencyRule())
        XCTAssertEqual(undeclared.map(\.location), [location("Sources/Settings/Settings.swift", 7)])
        XCTAssertEqual(undeclared.first?.notes.first?.message, "Settings also imports Feed here")
        XCTAssertEqual(undeclared.first?.notes.first?.location, location("Sources/Settings/NeedleGenerated.swift", 2))
    }
}
