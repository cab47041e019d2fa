import StrataGraph
import StrataRules
import StrataTestSupport
import XCTest

final class VerticalChainRuleTests: XCTestCase {
    func testThreeImplementationsAreOneWarning() throws {
        var sketch = GraphSketch()
        for name in ["ModuleA", "ModuleB", "ModuleC"] { sketch.module(name) }
        sketch.chain("ModuleA", "ModuleB", "ModuleC")
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertEqual(violations.count, 1)
        let violation = try XCTUnwrap(violations.first)
        XCTAssertEqual(violation.message,
                       "Vertical chain of 3 implementation modules: ModuleA -> ModuleB -> ModuleC (maxLength 2).")
        XCTAssertEqual(violation.severity, .warning)
        XCTAssertEqual(violation.path, ["ModuleA", "ModuleB", "ModuleC"])
        XCTAssertEqual(violation.modules, violation.path)
        XCTAssertEqual(violation.location?.file, "Sources/ModuleA/ModuleA.swift")
        XCTAssertEqual(violation.notes.map(\.message), ["ModuleA imports ModuleB here", "ModuleB imports ModuleC here"])
        XCTAssertEqual(violation.edges.count, 2)
    }

    func testAModuleWithoutSwiftFilesEndsNoChain() throws {
        // Lakr233/Rayon: RayonModule -> NSRemoteShell -> CSSH, a binary target that holds libssh2's xcframework.
        var sketch = GraphSketch()
        for name in ["RayonModule", "NSRemoteShell", "CSSH"] { sketch.module(name) }
        sketch.chain("RayonModule", "NSRemoteShell", "CSSH")
        XCTAssertEqual(try sketch.check(VerticalChainRule()).count, 1)
        sketch.modules[sketch.modules.firstIndex { $0.name == "CSSH" } ?? 0].files = 0
        XCTAssertEqual(try sketch.check(VerticalChainRule()), [])
        // One that depends on workspace modules is a layer whatever its language (airbnb/BuckSample's `BuckLocal`).
        sketch.modules[sketch.modules.firstIndex { $0.name == "CSSH" } ?? 0].files = 1
        sketch.modules[sketch.modules.firstIndex { $0.name == "RayonModule" } ?? 0].files = 0
        XCTAssertEqual(try sketch.check(VerticalChainRule()).count, 1)
    }

    func testTwoModulesAndInterfacesBetweenAreFine() throws {
        var sketch = GraphSketch()
        for name in ["App", "ModuleA", "ModuleB", "ModuleC", "ModuleInterfaces", "ModuleATests"] { sketch.module(name) }
        sketch.chain("App", "ModuleA", "ModuleB")
        sketch.chain("ModuleATests", "ModuleA", "ModuleInterfaces")
        sketch.edge("ModuleB", "ModuleInterfaces")
        sketch.edge("ModuleC", "ModuleInterfaces")
        sketch.edge("ModuleInterfaces", "ModuleC")
        XCTAssertEqual(try sketch.check(VerticalChainRule()), [])
    }

    func testOneViolationPerTopModuleNotPerSubPath() throws {
        // A -> B -> C -> D and E -> C: two tops; B -> C -> D is a sub-path and is not reported.
        var sketch = GraphSketch()
        for name in ["A", "B", "C", "D", "E", "F"] { sketch.module(name) }
        sketch.chain("A", "B", "C", "D")
        sketch.edge("E", "C")
        sketch.edge("A", "F")
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertEqual(violations.map(\.path), [["A", "B", "C", "D"], ["E", "C", "D"]])
    }

    func testMaxLengthIgnoreAndDeclaredOnlyEdges() throws {
        var sketch = GraphSketch()
        for name in ["A", "B", "C", "D"] { sketch.module(name) }
        sketch.chain("A", "B", "C")
        sketch.edge("C", "D", imports: [])
        XCTAssertEqual(try sketch.check(VerticalChainRule(), configuration: "{rules: {'vertical-chain': {maxLength: 4}}}"), [])
        let three = try sketch.check(VerticalChainRule(), configuration: "{rules: {'vertical-chain': {maxLength: 3}}}")
        XCTAssertEqual(three.map(\.path), [["A", "B", "C", "D"]])
        XCTAssertEqual(three.first?.notes.last?.message, "C declares a dependency on D here")
        let ignored = try sketch.check(VerticalChainRule(), configuration: "{modules: {ignore: ['B']}}")
        XCTAssertEqual(ignored.map(\.path), [])
    }

    func testATopModuleWithTwoLongBranchesGetsOneWarningForItsLongestChain() throws {
        // Aggregator -> Alpha -> Beta -> Gamma and Aggregator -> Delta -> Epsilon: two chains from one top module.
        // Beta -> Zeta -> Gamma is longer than Beta -> Gamma, so it is the one shown; the two others are counted.
        var sketch = GraphSketch()
        for name in ["Aggregator", "Alpha", "Beta", "Delta", "Epsilon", "Gamma", "Zeta"] { sketch.module(name) }
        sketch.chain("Aggregator", "Alpha", "Beta", "Gamma")
        sketch.chain("Aggregator", "Delta", "Epsilon")
        sketch.chain("Beta", "Zeta", "Gamma")
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertEqual(violations.map(\.path), [["Aggregator", "Alpha", "Beta", "Zeta", "Gamma"]])
        XCTAssertEqual(violations.first?.location?.file, "Sources/Aggregator/Aggregator.swift")
        XCTAssertEqual(violations.first?.notes.map(\.message), [
            "Aggregator imports Alpha here", "Alpha imports Beta here", "Beta imports Zeta here", "Zeta imports Gamma here",
            "Aggregator starts 2 other chains longer than maxLength (2)",
        ])
        XCTAssertNil(violations.first?.notes.last?.location)
    }

    func testBetweenEqualChainsTheOneWhoseNamesSortFirstIsShown() throws {
        // Top -> Middle -> Zulu and Top -> Middle -> Alpha share their first edge; Top -> Bravo -> Charlie
        // is as long. Top -> Short is not too long and is not counted.
        var sketch = GraphSketch()
        for name in ["Alpha", "Bravo", "Charlie", "Middle", "Short", "Top", "Zulu"] { sketch.module(name) }
        sketch.chain("Top", "Middle", "Zulu")
        sketch.edge("Middle", "Alpha")
        sketch.chain("Top", "Bravo", "Charlie")
        sketch.edge("Top", "Short")
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertEqual(violations.map(\.path), [["Top", "Bravo", "Charlie"]])
        XCTAssertEqual(violations.first?.notes.last?.message, "Top starts 2 other chains longer than maxLength (2)")
        let one = try sketch.check(VerticalChainRule(), configuration: "{modules: {ignore: ['Zulu', 'Bravo']}}")
        XCTAssertEqual(one.map(\.path), [["Top", "Middle", "Alpha"]])
        XCTAssertEqual(one.first?.notes.last?.message, "Middle imports Alpha here", "no other chain, no note")
    }

    func testCountlessOtherChainsAreNotSpelledOut() throws {
        // Top, then 21 layers of two modules, each depending on both of the next layer: 2^21 chains.
        var sketch = GraphSketch()
        let layers = (0..<21).map { layer in ["L\(layer)a", "L\(layer)b"] }
        sketch.module("Top")
        for layer in layers { for name in layer { sketch.module(name) } }
        for name in layers[0] { sketch.edge("Top", name) }
        for (upper, lower) in zip(layers, layers.dropFirst()) {
            for from in upper { for to in lower { sketch.edge(from, to) } }
        }
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertEqual(violations.map(\.path.count), [22])
        XCTAssertEqual(violations.first?.notes.last?.message,
                       "Top starts more than a million other chains longer than maxLength (2)")
    }

    func testCyclesAreCutWhereTheCycleRuleWouldCutThem() throws {
        // A -> B ⇄ C -> D, with C -> B an undeclared import: the cheapest edge to remove, so the chain
        // A -> B -> C -> D remains.
        var sketch = GraphSketch()
        for name in ["A", "B", "C", "D"] { sketch.module(name) }
        sketch.chain("A", "B", "C", "D")
        sketch.edge("C", "B", declared: false)
        XCTAssertEqual(try sketch.check(VerticalChainRule()).map(\.path), [["A", "B", "C", "D"]])
        XCTAssertEqual(try sketch.check(CycleRule()).first?.message.hasSuffix("removing: C -> B (1 import, uses no type)."), true)
    }

    func testLargeDenseGraphWithCyclesFinishes() throws {
        var sketch = GraphSketch()
        let names = (0..<1_000).map { "M\($0)" }
        for name in names { sketch.module(name) }
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<8_000 {
            let from = generator.next(below: 1_000), to = generator.next(below: 1_000)
            sketch.edge(names[from], names[to])
        }
        let violations = try sketch.check(VerticalChainRule())
        XCTAssertFalse(violations.isEmpty)
        for violation in violations {
            XCTAssertGreaterThan(violation.path.count, 2)
            XCTAssertEqual(Set(violation.path).count, violation.path.count, "a chain never repeats a module")
            XCTAssertEqual(violation.edges.count, violation.path.count - 1, "every link is an edge of the graph")
        }
    }

    func testTestSupportModulesAreOutOfChains() throws {
        // FeedMocks -> Feed -> Networking and Profile -> ProfileTestSupport -> Storage would be chains of three.
        var sketch = GraphSketch()
        for name in ["Feed", "FeedMocks", "Networking", "Profile", "ProfileTestSupport", "Storage"] { sketch.module(name) }
        sketch.chain("FeedMocks", "Feed", "Networking")
        sketch.chain("Profile", "ProfileTestSupport", "Storage")
        XCTAssertEqual(try sketch.check(VerticalChainRule()), [])
    }
}
