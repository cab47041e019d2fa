import StrataGraph
import XCTest

final class ShortestCycleTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, start: Int, members: Set<Int>?, expected: [Int]?)] = [
            ("single node", TestGraph(1), 0, nil, nil),
            ("self-loop", TestGraph(1, [(0, 0)]), 0, nil, [0]),
            ("self-loop beats a longer cycle", TestGraph(2, [(0, 1), (1, 0), (0, 0)]), 0, nil, [0]),
            ("two-node cycle from either end", TestGraph(2, [(0, 1), (1, 0)]), 1, nil, [1, 0]),
            ("chain has none", TestGraph.chain(4), 0, nil, nil),
            ("figure-eight takes the shorter loop", TestGraph(4, [(0, 2), (2, 3), (3, 0), (0, 1), (1, 0)]), 0, nil,
             [0, 1]),
            ("figure-eight through the other node", TestGraph(4, [(0, 2), (2, 3), (3, 0), (0, 1), (1, 0)]), 3, nil,
             [3, 0, 2]),
            ("tie broken by successor order", TestGraph(3, [(0, 2), (0, 1), (1, 0), (2, 0)]), 0, nil, [0, 2]),
            ("tie deeper in the path", TestGraph(5, [(0, 2), (0, 1), (1, 3), (2, 4), (3, 0), (4, 0)]), 0, nil,
             [0, 2, 4]),
            ("first parent wins", TestGraph(4, [(0, 1), (0, 2), (2, 3), (1, 3), (3, 0)]), 0, nil, [0, 1, 3]),
            ("non-members are avoided", TestGraph(4, [(0, 1), (1, 0), (0, 2), (2, 3), (3, 0)]), 0, [0, 2, 3],
             [0, 2, 3]),
            ("no cycle among members", TestGraph(2, [(0, 1), (1, 0)]), 0, [0], nil),
            ("start need not be a member", TestGraph(2, [(0, 1), (1, 0)]), 0, [1], [0, 1]),
            ("cycle elsewhere is not through start", TestGraph(3, [(0, 1), (1, 2), (2, 1)]), 0, nil, nil),
        ]
        for test in cases {
            let result = shortestCycle(through: test.start, isMember: { test.members?.contains($0) ?? true },
                                       successors: test.graph.successors)
            XCTAssertEqual(result, test.expected, test.name)
        }
    }

    func testLengthMatchesBruteForceOnRandomGraphs() {
        for seed in 0..<40 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 10, edgeCount: 18, seed: seed)
            let reach = graph.reachability()
            for start in 0..<10 {
                let cycle = shortestCycle(through: start, isMember: { _ in true }, successors: graph.successors)
                XCTAssertEqual(cycle != nil, reach[start].contains(start), "seed \(seed), start \(start)")
                guard let cycle else { continue }
                XCTAssertEqual(cycle.first, start)
                for (index, node) in cycle.enumerated() {
                    XCTAssertTrue(graph.adjacency[node].contains(cycle[(index + 1) % cycle.count]))
                }
                XCTAssertEqual(cycle.count, bruteForceShortestCycleLength(graph, through: start))
            }
        }
    }

    /// Breadth-first distances from `start`, plus the closing edge.
    private func bruteForceShortestCycleLength(_ graph: TestGraph, through start: Int) -> Int? {
        var distance = [start: 0]
        var frontier = [start]
        var best: Int?
        while !frontier.isEmpty {
            var next: [Int] = []
            for node in frontier {
                for successor in graph.adjacency[node] {
                    if successor == start, let reached = distance[node] {
                        best = min(best ?? Int.max, reached + 1)
                    }
                    if distance[successor] == nil, let reached = distance[node] {
                        distance[successor] = reached + 1
                        next.append(successor)
                    }
                }
            }
            frontier = next
        }
        return best
    }
}
