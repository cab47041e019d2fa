import XCTest
import StrataGraph

final class ElementaryCyclesTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, expected: [[Int]])] = [
            ("empty graph", TestGraph(0), []),
            ("single node", TestGraph(1), []),
            ("self-loop", TestGraph(1, [(0, 0)]), [[0]]),
            ("two-node cycle", TestGraph(2, [(1, 0), (0, 1)]), [[0, 1]]),
            ("figure-eight", TestGraph(3, [(0, 1), (1, 0), (0, 2), (2, 0)]), [[0, 1], [0, 2]]),
            ("complete graph on three nodes", TestGraph.complete(3), [[0, 1], [0, 1, 2], [0, 2], [0, 2, 1], [1, 2]]),
            ("self-loops in start order", TestGraph(3, [(0, 1), (1, 1), (1, 0), (2, 2)]), [[0, 1], [1], [2]]),
            ("self-loop before the cycles of larger nodes",
             TestGraph(3, [(0, 0), (0, 1), (1, 2), (2, 1)]), [[0], [1, 2]]),
            ("disconnected", TestGraph(5, [(3, 4), (4, 3), (0, 1), (1, 0)]), [[0, 1], [3, 4]]),
            ("chain", TestGraph.chain(5), []),
            ("repeated edges", TestGraph(2, [(0, 1), (0, 1), (1, 0)]), [[0, 1]]),
        ]
        for test in cases {
            let cycles = elementaryCycles(nodeCount: test.graph.nodeCount, limit: 100, successors: test.graph.successors)
            XCTAssertEqual(cycles, test.expected, test.name)
        }
    }

    func testMatchesBruteForceOnRandomGraphs() {
        for seed in 0..<40 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 7, edgeCount: 14, seed: seed)
            let cycles = elementaryCycles(nodeCount: 7, limit: 10_000, successors: graph.successors)
            XCTAssertEqual(Set(cycles), bruteForceCycles(graph), "seed \(seed)")
            XCTAssertEqual(Set(cycles).count, cycles.count, "seed \(seed): a cycle was reported twice")
        }
    }

    func testCountsEveryCycleOfACompleteGraph() {
        // K_5 has C(5,k)·(k-1)! cycles of length k: 10 + 20 + 30 + 24.
        XCTAssertEqual(elementaryCycles(nodeCount: 5, limit: 1_000, successors: TestGraph.complete(5).successors).count, 84)
    }

    func testRespectsTheLimitOnCompleteGraph() {
        let graph = TestGraph.complete(12)
        for limit in [0, 1, 7, 1_000] {
            let cycles = elementaryCycles(nodeCount: 12, limit: limit, successors: graph.successors)
            XCTAssertEqual(cycles.count, limit)
            XCTAssertEqual(Set(cycles).count, limit)
            for cycle in cycles {
                XCTAssertEqual(cycle.first, cycle.min(), "starts at its smallest node")
                XCTAssertEqual(Set(cycle).count, cycle.count, "elementary")
            }
        }
        XCTAssertEqual(elementaryCycles(nodeCount: 12, limit: 3, successors: graph.successors),
                       [[0, 1], [0, 1, 2], [0, 1, 2, 3]])
    }

    func testLimitSpansComponents() {
        let graph = TestGraph(6, [(0, 1), (1, 0), (2, 3), (3, 2), (4, 5), (5, 4)])
        XCTAssertEqual(elementaryCycles(nodeCount: 6, limit: 2, successors: graph.successors), [[0, 1], [2, 3]])
    }

    /// Every elementary cycle, rotated to start at its smallest node, by extending simple paths.
    private func bruteForceCycles(_ graph: TestGraph) -> Set<[Int]> {
        var cycles = Set<[Int]>()
        for start in 0..<graph.nodeCount {
            var paths = [[start]]
            while let path = paths.popLast() {
                guard let last = path.last else { continue }
                for next in graph.adjacency[last] {
                    if next == start {
                        cycles.insert(path)
                    } else if next > start, !path.contains(next) {
                        paths.append(path + [next])
                    }
                }
            }
        }
        return cycles
    }
}
