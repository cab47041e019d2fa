import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// `Fixtures/metrics`: every number the pipeline measures against the values worked out by hand in its
/// SCENARIO.md, from the files' lines, the manifest's edges and the declared types.
final class MetricsFixtureTests: XCTestCase {
    private func measure(includeTests: Bool = false) throws -> GraphMetrics {
        var options = AnalysisOptions(root: Fixtures.directory("metrics").path, includeTests: includeTests)
        options.runsRules = false
        options.measures = true
        return try XCTUnwrap(try Analyzer.analyze(options).metrics)
    }

    private struct Expected {
        var files, lines, fanIn, fanOut, impact, impactLines, depth, chain, types, protocols: Int
        /// Instability, abstractness and distance as fractions.
        var i: Ratio, a: Ratio, d: Ratio
    }

    /// The table of SCENARIO.md.
    private let expected: [String: Expected] = [
        "App": Expected(files: 1, lines: 6, fanIn: 0, fanOut: 2, impact: 0, impactLines: 0, depth: 3, chain: 0,
                        types: 0, protocols: 0, i: Ratio(1, 1), a: Ratio(0, 1), d: Ratio(0, 1)),
        "Feature": Expected(files: 2, lines: 19, fanIn: 1, fanOut: 2, impact: 1, impactLines: 6, depth: 2, chain: 4,
                            types: 2, protocols: 0, i: Ratio(2, 3), a: Ratio(0, 1), d: Ratio(1, 3)),
        "FeatureInterfaces": Expected(files: 1, lines: 9, fanIn: 1, fanOut: 0, impact: 2, impactLines: 25, depth: 0,
                                      chain: 0, types: 3, protocols: 2, i: Ratio(0, 1), a: Ratio(2, 3), d: Ratio(1, 3)),
        "Networking": Expected(files: 2, lines: 22, fanIn: 2, fanOut: 2, impact: 2, impactLines: 25, depth: 1, chain: 4,
                               types: 3, protocols: 1, i: Ratio(1, 2), a: Ratio(1, 3), d: Ratio(1, 6)),
        "Core": Expected(files: 1, lines: 40, fanIn: 1, fanOut: 0, impact: 3, impactLines: 47, depth: 0, chain: 3,
                         types: 3, protocols: 1, i: Ratio(0, 1), a: Ratio(1, 3), d: Ratio(2, 3)),
        "Logging": Expected(files: 1, lines: 10, fanIn: 2, fanOut: 1, impact: 4, impactLines: 54, depth: 0, chain: 4,
                            types: 2, protocols: 1, i: Ratio(1, 3), a: Ratio(1, 2), d: Ratio(1, 6)),
        "Analytics": Expected(files: 1, lines: 7, fanIn: 1, fanOut: 1, impact: 4, impactLines: 57, depth: 0, chain: 4,
                              types: 1, protocols: 0, i: Ratio(1, 2), a: Ratio(0, 1), d: Ratio(1, 2)),
    ]

    func testEveryModuleMeasuresWhatWasWorkedOutByHand() throws {
        let metrics = try measure()
        XCTAssertEqual(metrics.modules.map(\.name).sorted(), expected.keys.sorted())
        for module in metrics.modules {
            let want = try XCTUnwrap(expected[module.name])
            let got = Expected(files: module.files, lines: module.lines, fanIn: module.fanIn, fanOut: module.fanOut,
                               impact: module.impact, impactLines: module.impactLines, depth: module.depth,
                               chain: module.chain, types: module.types, protocols: module.protocols,
                               i: module.instability, a: module.abstractness, d: module.distance)
            XCTAssertEqual("\(got)", "\(want)", module.name)
            XCTAssertEqual(metrics.impactShare(of: module), Ratio(want.impactLines, 113), module.name)
        }
    }

    func testTheWholeGraphMeasuresWhatWasWorkedOutByHand() throws {
        let metrics = try measure()
        XCTAssertEqual(metrics.files, 9)
        XCTAssertEqual(metrics.lines, 113)
        XCTAssertEqual(metrics.edges, 8)
        XCTAssertEqual(metrics.implementationEdges, 5)
        XCTAssertEqual(metrics.implementationEdgeShare.formatted(places: 2), "0.63")
        XCTAssertEqual(metrics.cycles, 1)
        XCTAssertEqual(metrics.longestChain, 4)
        XCTAssertEqual(metrics.criticalPath.map { metrics.modules[$0].name }, ["App", "Feature", "Networking", "Core"])
        XCTAssertEqual(metrics.criticalPathLines, 87)
    }

    func testTestTargetsCountOnlyWhenIncluded() throws {
        let metrics = try measure(includeTests: true)
        let impacts = Dictionary(uniqueKeysWithValues: metrics.modules.map { ($0.name, $0.impact) })
        // FeatureTests (8 lines) → Feature: one more dependent for Feature and everything below it.
        XCTAssertEqual(impacts, ["App": 0, "FeatureTests": 0, "Feature": 2, "FeatureInterfaces": 3, "Networking": 3,
                                 "Core": 4, "Logging": 5, "Analytics": 5])
        XCTAssertEqual(metrics.lines, 121)
        // FeatureTests → Feature → Networking → Core now holds 8 + 19 + 22 + 40 = 88 lines, one more than from App.
        XCTAssertEqual(metrics.criticalPath.map { metrics.modules[$0].name }, ["FeatureTests", "Feature", "Networking", "Core"])
    }
}
