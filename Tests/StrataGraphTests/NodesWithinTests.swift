import StrataGraph
import XCTest

final class NodesWithinTests: XCTestCase {
    func testTable() {
        let chain = TestGraph.chain(5)
        let cases: [(name: String, graph: TestGraph, depth: Int, starts: [Int], expected: [Int])] = [
            ("no starts", chain, 3, [], []),
            ("depth zero", chain, 0, [2], [2]),
            ("negative depth", chain, -1, [2], [2]),
            ("one step", chain, 1, [1], [1, 2]),
            ("two steps", chain, 2, [1], [1, 2, 3]),
            ("beyond the end", chain, 10, [1], [1, 2, 3, 4]),
            ("several starts, repeated", chain, 1, [3, 0, 3], [0, 1, 3, 4]),
            ("self-loop", TestGraph(2, [(0, 0), (0, 1)]), 1, [0], [0, 1]),
            ("around a cycle", TestGraph.cycle(4), 2, [3], [0, 1, 3]),
        ]
        for test in cases {
            XCTAssertEqual(nodesWithin(depth: test.depth, from: test.starts, successors: test.graph.successors),
                           test.expected, test.name)
        }
    }

    func testBothDirections() {
        let graph = TestGraph(5, [(0, 1), (1, 2), (2, 3), (4, 2)])
        var neighbours = graph.adjacency
        for (from, to) in graph.edges { neighbours[to].append(from) }
        XCTAssertEqual(nodesWithin(depth: 1, from: [2], successors: { neighbours[$0] }), [1, 2, 3, 4])
    }
}
