import StrataGraph
import XCTest

final class CondensationTests: XCTestCase {
    /// 0 → 1 → 2 ⇄ 3, 1 → 4, 3 → 4, 5 → 5 (a self-loop), 6 alone, and an edge to 99 that does not exist.
    private let graph = TestGraph(7, [(0, 1), (1, 2), (2, 3), (3, 2), (1, 4), (3, 4), (5, 5), (6, 99)])

    func testComponentsAreNumberedSoThatEdgesGoDownwards() {
        let condensation = Condensation(nodeCount: 7, successors: graph.successors)
        XCTAssertEqual(condensation.members.count, 6)
        XCTAssertEqual(condensation.componentOf[2], condensation.componentOf[3])
        XCTAssertEqual(condensation.members[condensation.componentOf[2]], [2, 3])
        for component in condensation.members.indices {
            XCTAssertFalse(condensation.successors[component].contains(component), "no self-loop")
            XCTAssertTrue(condensation.successors[component].allSatisfy { $0 < component }, "\(component)")
            XCTAssertEqual(condensation.successors[component], condensation.successors[component].sorted())
        }
        // {2, 3} → 4 once, although both 3 → 4 and the component's other member could give it.
        XCTAssertEqual(condensation.successors[condensation.componentOf[2]], [condensation.componentOf[4]])
        let predecessors = condensation.predecessors()
        XCTAssertEqual(predecessors[condensation.componentOf[4]].sorted(),
                       [condensation.componentOf[1], condensation.componentOf[2]].sorted())
    }

    func testDepthsCountTheEdgesBetweenComponents() {
        let condensation = Condensation(nodeCount: 7, successors: graph.successors)
        let depths = condensation.depths()
        // 0 → 1 → {2, 3} → 4: the edge inside the cycle costs nothing.
        XCTAssertEqual((0..<7).map { depths[condensation.componentOf[$0]] }, [3, 2, 1, 1, 0, 0, 0])
    }

    func testHeaviestPathWeighsComponentsNotEdges() {
        let condensation = Condensation(nodeCount: 7, successors: graph.successors)
        // Node weights summed per component: {2, 3} weighs 1 + 1, 4 weighs 10.
        let nodeWeights = [1, 1, 1, 1, 10, 100, 0]
        let weights = condensation.members.map { $0.reduce(0) { $0 + nodeWeights[$1] } }
        // The self-loop 5 alone (100) outweighs 0 → 1 → {2, 3} → 4 (14).
        XCTAssertEqual(condensation.heaviestPath(weight: weights).map { condensation.members[$0] }, [[5]])
        var light = nodeWeights
        light[5] = 1
        let lighter = condensation.members.map { $0.reduce(0) { $0 + light[$1] } }
        XCTAssertEqual(condensation.heaviestPath(weight: lighter).map { condensation.members[$0] }, [[0], [1], [2, 3], [4]])
        XCTAssertEqual(Condensation(nodeCount: 0) { _ in [] }.heaviestPath(weight: []), [])
    }

    func testHeaviestPathBreaksTiesByLengthThenBySmallestNode() {
        // 0 → 1 → 2 and 0 → 3, all weights 0 but 3's: 0 → 3 (weight 2) against 0 → 1 → 2 (weight 2).
        let tie = TestGraph(4, [(0, 1), (1, 2), (0, 3)])
        let condensation = Condensation(nodeCount: 4, successors: tie.successors)
        let weights = condensation.members.map { [0, 1, 1, 2][$0[0]] }
        XCTAssertEqual(condensation.heaviestPath(weight: weights).map { condensation.members[$0][0] }, [0, 1, 2])
        // Equal weight and length: the smaller node first, of two unconnected nodes of weight 1.
        let pair = Condensation(nodeCount: 2) { _ in [] }
        XCTAssertEqual(pair.heaviestPath(weight: [1, 1]).map { pair.members[$0] }, [[0]])
    }

    func testAncestorTotalsCountAndWeighEveryNodeThatReaches() {
        let condensation = Condensation(nodeCount: 7, successors: graph.successors)
        let totals = condensation.ancestorTotals(weight: [1, 2, 4, 8, 16, 32, 64])
        // 4 is reached by 0, 1, 2, 3; 2 by 0, 1 and 3 (its cycle partner); 5's self-loop reaches no other node.
        XCTAssertEqual(totals.counts, [0, 1, 3, 3, 4, 0, 0])
        XCTAssertEqual(totals.weights, [0, 1, 1 + 2 + 8, 1 + 2 + 4, 1 + 2 + 4 + 8, 0, 0])
    }

    func testAncestorTotalsAgreeWithBruteForceAcrossBlocksOf64() {
        for seed in 0..<8 as Range<UInt64> {
            let nodeCount = 150
            let random = TestGraph.random(nodeCount: nodeCount, edgeCount: 220, seed: seed)
            let weights = (0..<nodeCount).map { $0 * 3 + 1 }
            let totals = Condensation(nodeCount: nodeCount, successors: random.successors).ancestorTotals(weight: weights)
            let reach = random.reachability()
            for node in 0..<nodeCount {
                let ancestors = (0..<nodeCount).filter { $0 != node && reach[$0].contains(node) }
                XCTAssertEqual(totals.counts[node], ancestors.count, "seed \(seed), node \(node)")
                XCTAssertEqual(totals.weights[node], ancestors.reduce(0) { $0 + weights[$1] }, "seed \(seed), node \(node)")
            }
        }
    }

    func testLongChainIsCondensedWithoutRecursion() {
        let chain = TestGraph.chain(100_000)
        let condensation = Condensation(nodeCount: 100_000, successors: chain.successors)
        XCTAssertEqual(condensation.depths()[condensation.componentOf[0]], 99_999)
        XCTAssertEqual(condensation.heaviestPath(weight: [Int](repeating: 1, count: 100_000)).count, 100_000)
    }
}
