import StrataGraph
import XCTest

final class TopologicalOrderTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, expected: [Int]?)] = [
            ("empty graph", TestGraph(0), []),
            ("single node", TestGraph(1), [0]),
            ("self-loop", TestGraph(1, [(0, 0)]), nil),
            ("two-node cycle", TestGraph(2, [(0, 1), (1, 0)]), nil),
            ("figure-eight", TestGraph(3, [(0, 1), (1, 0), (0, 2), (2, 0)]), nil),
            ("cycle behind a DAG", TestGraph(4, [(0, 1), (1, 2), (2, 3), (3, 2)]), nil),
            ("reversed chain", TestGraph(3, [(2, 1), (1, 0)]), [2, 1, 0]),
            ("isolated nodes by id", TestGraph(3), [0, 1, 2]),
            ("smallest ready id first", TestGraph(4, [(3, 0), (2, 1)]), [2, 1, 3, 0]),
            ("diamond", TestGraph(4, [(0, 2), (0, 1), (1, 3), (2, 3)]), [0, 1, 2, 3]),
            ("disconnected", TestGraph(5, [(4, 0), (1, 2)]), [1, 2, 3, 4, 0]),
            ("repeated edges", TestGraph(2, [(1, 0), (1, 0)]), [1, 0]),
        ]
        for test in cases {
            XCTAssertEqual(topologicalOrder(nodeCount: test.graph.nodeCount, successors: test.graph.successors),
                           test.expected, test.name)
        }
    }

    func testOrdersRandomAcyclicGraphs() {
        for seed in 0..<30 as Range<UInt64> {
            // Keeping only the edges from a smaller to a larger id gives an acyclic graph.
            let random = TestGraph.random(nodeCount: 30, edgeCount: 80, seed: seed)
            let graph = TestGraph(30, random.edges.filter { $0.0 < $0.1 })
            guard let order = topologicalOrder(nodeCount: 30, successors: graph.successors) else {
                return XCTFail("seed \(seed): acyclic graph reported as cyclic")
            }
            XCTAssertEqual(order.sorted(), Array(0..<30))
            var position = [Int](repeating: 0, count: 30)
            for (index, node) in order.enumerated() { position[node] = index }
            for (from, to) in graph.edges { XCTAssertLessThan(position[from], position[to], "seed \(seed)") }
        }
    }
}
