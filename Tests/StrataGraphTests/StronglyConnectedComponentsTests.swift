import StrataGraph
import StrataTestSupport
import XCTest

final class StronglyConnectedComponentsTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, expected: [[Int]])] = [
            ("empty graph", TestGraph(0), []),
            ("single node", TestGraph(1), [[0]]),
            ("self-loop", TestGraph(1, [(0, 0)]), [[0]]),
            ("two-node cycle", TestGraph(2, [(1, 0), (0, 1)]), [[0, 1]]),
            ("figure-eight", TestGraph(3, [(0, 1), (1, 0), (0, 2), (2, 0)]), [[0, 1, 2]]),
            ("nested cycles form one component", TestGraph(4, [(0, 1), (1, 0), (1, 2), (2, 3), (3, 0)]),
             [[0, 1, 2, 3]]),
            ("chain of components", TestGraph(5, [(0, 1), (1, 0), (1, 2), (2, 3), (3, 2), (3, 4)]),
             [[0, 1], [2, 3], [4]]),
            ("disconnected", TestGraph(5, [(3, 4), (4, 3), (0, 1), (1, 0)]), [[0, 1], [2], [3, 4]]),
            ("ordered by smallest member", TestGraph(4, [(3, 0), (0, 3), (2, 1), (1, 2)]), [[0, 3], [1, 2]]),
            ("successors before predecessors", TestGraph(3, [(2, 1), (1, 0)]), [[0], [1], [2]]),
            ("repeated edges", TestGraph(2, [(0, 1), (0, 1), (1, 0)]), [[0, 1]]),
        ]
        for test in cases {
            XCTAssertEqual(stronglyConnectedComponents(nodeCount: test.graph.nodeCount, successors: test.graph.successors),
                           test.expected, test.name)
        }
    }

    func testIgnoresSuccessorsOutOfRange() {
        let components = stronglyConnectedComponents(nodeCount: 2) { $0 == 0 ? [-1, 7, 1] : [0, 2] }
        XCTAssertEqual(components, [[0, 1]])
    }

    func testMatchesMutualReachabilityOnRandomGraphs() {
        for seed in 0..<60 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let nodeCount = 1 + generator.next(below: 12)
            let graph = TestGraph.random(nodeCount: nodeCount, edgeCount: generator.next(below: 25), seed: seed)
            let reach = graph.reachability()
            var expected: [[Int]] = []
            var assigned = Set<Int>()
            for node in 0..<nodeCount where !assigned.contains(node) {
                let members = (0..<nodeCount).filter { other in
                    other == node || (reach[node].contains(other) && reach[other].contains(node))
                }
                assigned.formUnion(members)
                expected.append(members)
            }
            XCTAssertEqual(stronglyConnectedComponents(nodeCount: nodeCount, successors: graph.successors),
                           expected, "seed \(seed)")
        }
    }

    func testDoesNotDependOnSuccessorOrder() {
        let graph = TestGraph.random(nodeCount: 40, edgeCount: 70, seed: 7)
        var generator = SeededGenerator(seed: 99)
        let reordered = graph.adjacency.map { generator.shuffled($0) }
        XCTAssertEqual(stronglyConnectedComponents(nodeCount: 40, successors: graph.successors),
                       stronglyConnectedComponents(nodeCount: 40) { reordered[$0] })
    }
}
