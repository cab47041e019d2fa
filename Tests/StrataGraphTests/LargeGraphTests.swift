import StrataGraph
import XCTest

/// Deep and large inputs: every algorithm must stay iterative (a debug build, the default stack)
/// and near-linear.
final class LargeGraphTests: XCTestCase {
    private let size = 100_000

    func testLongChain() {
        let chain = TestGraph.chain(size)
        let components = stronglyConnectedComponents(nodeCount: size, successors: chain.successors)
        XCTAssertEqual(components.count, size)
        XCTAssertEqual(components.last, [size - 1])
        XCTAssertEqual(topologicalOrder(nodeCount: size, successors: chain.successors), Array(0..<size))
        XCTAssertEqual(longestPath(nodeCount: size, isIncluded: { _ in true }, successors: chain.successors),
                       Array(0..<size))
        XCTAssertNil(shortestCycle(through: 0, isMember: { _ in true }, successors: chain.successors))
        XCTAssertEqual(nodesWithin(depth: size, from: [0], successors: chain.successors).count, size)
    }

    func testLongCycle() {
        let cycle = TestGraph.cycle(size)
        XCTAssertEqual(stronglyConnectedComponents(nodeCount: size, successors: cycle.successors), [Array(0..<size)])
        XCTAssertEqual(shortestCycle(through: 0, isMember: { _ in true }, successors: cycle.successors),
                       Array(0..<size))
        XCTAssertEqual(shortestCycle(through: 5, isMember: { _ in true }, successors: cycle.successors)?.prefix(2),
                       [5, 6])
        XCTAssertNil(topologicalOrder(nodeCount: size, successors: cycle.successors))
        XCTAssertEqual(longestPath(nodeCount: size, isIncluded: { _ in true }, successors: cycle.successors), [0])
        let edges = feedbackEdges(members: Array(0..<size), successors: cycle.successors)
        XCTAssertEqual(edges.count, 1)
        XCTAssertFalse(cycle.removing(edges).hasCycle(among: Array(0..<size)))
    }

    func testDenseRandomGraph() {
        let nodeCount = 5_000
        let graph = TestGraph.random(nodeCount: nodeCount, edgeCount: 60_000, seed: 2024)
        let components = stronglyConnectedComponents(nodeCount: nodeCount, successors: graph.successors)
        XCTAssertEqual(components.flatMap { $0 }.sorted(), Array(0..<nodeCount))
        XCTAssertNil(topologicalOrder(nodeCount: nodeCount, successors: graph.successors))
        let path = longestPath(nodeCount: nodeCount, isIncluded: { _ in true }, successors: graph.successors)
        XCTAssertFalse(path.isEmpty)
        guard let largest = components.max(by: { $0.count < $1.count }) else { return XCTFail("no component") }
        XCTAssertNotNil(shortestCycle(through: largest[0], isMember: { _ in true }, successors: graph.successors))
        let edges = feedbackEdges(members: largest, successors: graph.successors)
        XCTAssertFalse(graph.removing(edges).hasCycle(among: largest))
    }
}
