import StrataGraph
import StrataTestSupport
import XCTest

final class FeedbackEdgesTests: XCTestCase {
    func testTable() {
        let cases: [(name: String, graph: TestGraph, members: [Int], expected: [[Int]])] = [
            ("no members", TestGraph(2, [(0, 1), (1, 0)]), [], []),
            ("single node", TestGraph(1), [0], []),
            ("self-loop", TestGraph(1, [(0, 0)]), [0], [[0, 0]]),
            ("two-node cycle: first edge in sorted order", TestGraph(2, [(1, 0), (0, 1)]), [1, 0], [[0, 1]]),
            ("figure-eight", TestGraph(3, [(0, 1), (1, 0), (0, 2), (2, 0)]), [0, 1, 2], [[0, 1], [0, 2]]),
            ("shared edge breaks both cycles", TestGraph(4, [(0, 1), (1, 2), (2, 0), (1, 3), (3, 0)]), [0, 1, 2, 3],
             [[0, 1]]),
            ("self-loop plus cycle", TestGraph(2, [(0, 1), (1, 1), (1, 0)]), [0, 1], [[0, 1], [1, 1]]),
            ("edges leaving the members are ignored", TestGraph(3, [(0, 1), (1, 0), (1, 2), (2, 0)]), [0, 1],
             [[0, 1]]),
            ("acyclic members", TestGraph.chain(4), [0, 1, 2, 3], []),
            ("repeated edges count once", TestGraph(2, [(0, 1), (0, 1), (1, 0)]), [0, 1], [[0, 1]]),
        ]
        for test in cases {
            let edges = feedbackEdges(members: test.members, successors: test.graph.successors)
            XCTAssertEqual(edges.map { [$0.from, $0.to] }, test.expected, test.name)
        }
    }

    func testWeightsSteerWhichEdgesAreRemoved() {
        // Two-node cycle: the lighter edge goes, whatever the sorted order says.
        let pair = TestGraph(2, [(0, 1), (1, 0)])
        let light = feedbackEdges(members: [0, 1], successors: pair.successors, weight: { from, _ in from == 0 ? 5 : 1 })
        XCTAssertEqual(light.map { [$0.from, $0.to] }, [[1, 0]])
        // Cutting two light edges beats cutting one heavy shared edge; of the two light pairs, the first in order.
        let shared = TestGraph(4, [(0, 1), (1, 2), (2, 0), (1, 3), (3, 0)])
        let cheap = feedbackEdges(members: [0, 1, 2, 3], successors: shared.successors,
                                  weight: { from, to in (from, to) == (0, 1) ? 10 : 1 })
        XCTAssertEqual(cheap.map { [$0.from, $0.to] }, [[1, 2], [1, 3]])
        // Above the exact limit, the heuristic keeps heavy edges and the result stays acyclic.
        let complete = TestGraph.complete(14)
        let members = Array(0..<14)
        let edges = feedbackEdges(members: members, successors: complete.successors, weight: { from, to in from < to ? 1 : 50 })
        XCTAssertFalse(complete.removing(edges).hasCycle(among: members))
        XCTAssertTrue(edges.allSatisfy { $0.from < $0.to }, "only light edges should be removed: \(edges)")
    }

    func testExactSearchFindsAMinimumOnRandomSmallGraphs() {
        for seed in 0..<40 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 6, edgeCount: 12, seed: seed, simple: true)
            let edges = feedbackEdges(members: Array(0..<6), successors: graph.successors)
            XCTAssertFalse(graph.removing(edges).hasCycle(among: Array(0..<6)), "seed \(seed)")
            XCTAssertEqual(edges.count, minimumBackwardEdges(graph), "seed \(seed)")
        }
    }

    func testCompleteGraphAboveTheExactLimitNeedsHalfItsEdges() {
        // Every acyclic subgraph of K_n has at most n(n-1)/2 edges, and a minimal feedback set leaves one that large.
        for count in [5, 8, 13] {
            let graph = TestGraph.complete(count)
            let edges = feedbackEdges(members: Array(0..<count), successors: graph.successors)
            XCTAssertEqual(edges.count, count * (count - 1) / 2, "K_\(count)")
            XCTAssertFalse(graph.removing(edges).hasCycle(among: Array(0..<count)), "K_\(count)")
        }
    }

    func testHeuristicResultIsAcyclicAndMinimalOnRandomComponents() {
        for seed in 0..<12 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 60, edgeCount: 240, seed: seed)
            let components = stronglyConnectedComponents(nodeCount: 60, successors: graph.successors)
            for members in components where members.count > 1 {
                let edges = feedbackEdges(members: members, successors: graph.successors)
                let remaining = graph.removing(edges)
                XCTAssertFalse(remaining.hasCycle(among: members), "seed \(seed)")
                // Minimal: putting any single edge back closes a cycle.
                for edge in edges {
                    var restored = remaining
                    restored.adjacency[edge.from].append(edge.to)
                    XCTAssertTrue(restored.hasCycle(among: members), "seed \(seed): \(edge) was not needed")
                }
            }
        }
    }

    func testSortedAndIndependentOfMemberOrder() {
        let graph = TestGraph.random(nodeCount: 30, edgeCount: 120, seed: 3)
        var generator = SeededGenerator(seed: 5)
        let members = Array(0..<30)
        let first = feedbackEdges(members: members, successors: graph.successors).map { [$0.from, $0.to] }
        let second = feedbackEdges(members: generator.shuffled(members + members), successors: graph.successors)
        XCTAssertEqual(first, second.map { [$0.from, $0.to] })
        XCTAssertEqual(first, first.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// The fewest edges pointing backwards over all orders of the nodes: the size of a minimum feedback arc set.
    private func minimumBackwardEdges(_ graph: TestGraph) -> Int {
        var best = Int.max
        var order = Array(0..<graph.nodeCount)
        // Heap's algorithm, iterative, over every permutation.
        var counters = [Int](repeating: 0, count: order.count)
        var index = 0
        func backward() -> Int {
            var position = [Int](repeating: 0, count: order.count)
            for (place, node) in order.enumerated() { position[node] = place }
            return graph.edges.filter { position[$0.0] >= position[$0.1] }.count
        }
        best = backward()
        while index < order.count {
            if counters[index] < index {
                order.swapAt(index % 2 == 0 ? 0 : counters[index], index)
                best = min(best, backward())
                counters[index] += 1
                index = 0
            } else {
                counters[index] = 0
                index += 1
            }
        }
        return best
    }
}
