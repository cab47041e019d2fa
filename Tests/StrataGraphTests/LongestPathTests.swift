import StrataGraph
import XCTest

final class LongestPathTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, excluded: Set<Int>, expected: [Int])] = [
            ("empty graph", TestGraph(0), [], []),
            ("nothing included", TestGraph.chain(3), [0, 1, 2], []),
            ("single node", TestGraph(1), [], [0]),
            ("self-loop is ignored", TestGraph(1, [(0, 0)]), [], [0]),
            ("two-node cycle: edges inside ignored", TestGraph(2, [(1, 0), (0, 1)]), [], [0]),
            ("chain", TestGraph(3, [(0, 1), (1, 2)]), [], [0, 1, 2]),
            ("excluded node cuts the chain", TestGraph(4, [(0, 1), (1, 2), (2, 3)]), [1], [2, 3]),
            ("tie: smallest first node", TestGraph(4, [(2, 3), (0, 1)]), [], [0, 1]),
            ("tie: smallest next node", TestGraph(4, [(0, 2), (0, 1), (1, 3), (2, 3)]), [], [0, 1, 3]),
            ("longer beats smaller ids", TestGraph(5, [(0, 1), (2, 3), (3, 4)]), [], [2, 3, 4]),
            ("a component counts once", TestGraph(5, [(0, 1), (1, 2), (2, 1), (2, 3), (3, 4)]), [],
             [2, 3, 4]),
            ("through a component", TestGraph(4, [(0, 1), (1, 2), (2, 1), (1, 3)]), [], [0, 1, 3]),
            ("figure-eight", TestGraph(4, [(0, 1), (1, 0), (0, 2), (2, 0), (2, 3)]), [], [2, 3]),
            ("disconnected", TestGraph(6, [(5, 4), (4, 3), (0, 1)]), [], [5, 4, 3]),
        ]
        for test in cases {
            let path = longestPath(nodeCount: test.graph.nodeCount, isIncluded: { !test.excluded.contains($0) },
                                   successors: test.graph.successors)
            XCTAssertEqual(path, test.expected, test.name)
        }
    }

    func testMatchesBruteForceOnRandomAcyclicGraphs() {
        for seed in 0..<30 as Range<UInt64> {
            let random = TestGraph.random(nodeCount: 9, edgeCount: 16, seed: seed)
            let graph = TestGraph(9, random.edges.filter { $0.0 < $0.1 })
            let path = longestPath(nodeCount: 9, isIncluded: { _ in true }, successors: graph.successors)
            XCTAssertEqual(path, bruteForceLongestPath(graph), "seed \(seed)")
        }
    }

    /// Every path of the acyclic graph, longest first, then lexicographically smallest.
    private func bruteForceLongestPath(_ graph: TestGraph) -> [Int] {
        var paths = (0..<graph.nodeCount).map { [$0] }
        var best: [Int] = []
        while let path = paths.popLast() {
            if path.count > best.count || (path.count == best.count && path.lexicographicallyPrecedes(best)) {
                best = path
            }
            if let last = path.last { paths += graph.adjacency[last].map { path + [$0] } }
        }
        return best
    }
}
