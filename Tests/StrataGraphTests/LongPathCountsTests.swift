import StrataGraph
import XCTest

final class LongPathCountsTests: XCTestCase {
    func testCountsMaximalPathsLongerThanTheLimit() {
        // 0 → 1 → 2 → 3, 0 → 4 → 3, 0 → 5, 6 → 2: from 0 the maximal paths are 0-1-2-3, 0-4-3 and 0-5.
        let graph = TestGraph(7, [(0, 1), (1, 2), (2, 3), (0, 4), (4, 3), (0, 5), (6, 2)])
        let counts = { (limit: Int) in
            longPathCounts(nodeCount: 7, holdingMoreThan: limit, isIncluded: { _ in true },
                           successors: graph.successors)
        }
        XCTAssertEqual(counts(0), [3, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(counts(1), [3, 1, 1, 0, 1, 0, 1])
        XCTAssertEqual(counts(2), [2, 1, 0, 0, 0, 0, 1])
        XCTAssertEqual(counts(3), [1, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(counts(4), [0, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(counts(100), [0, 0, 0, 0, 0, 0, 0])
    }

    func testExcludedNodesAndEdgesInsideComponentsAreNotFollowed() {
        // 0 → 1 → 2 → 3 with 2 excluded: 0-1 ends at 1. 4 ⇄ 5 → 6: 5 → 4 is inside a component.
        let graph = TestGraph(7, [(0, 1), (1, 2), (2, 3), (4, 5), (5, 4), (5, 6)])
        let counts = longPathCounts(nodeCount: 7, holdingMoreThan: 1, isIncluded: { $0 != 2 },
                                    successors: graph.successors)
        XCTAssertEqual(counts, [1, 0, 0, 0, 0, 1, 0])
    }

    func testCountsStopAtIntMax() {
        // 200 layers of two nodes, each node linked to both nodes of the next layer: 2^200 paths.
        let edges = (0..<199).flatMap { layer in
            [(0, 2), (0, 3), (1, 2), (1, 3)].map { (2 * layer + $0.0, 2 * layer + $0.1) }
        }
        let graph = TestGraph(400, edges)
        let counts = longPathCounts(nodeCount: 400, holdingMoreThan: 2, isIncluded: { _ in true },
                                    successors: graph.successors)
        XCTAssertEqual(counts[0], Int.max)
        XCTAssertEqual(counts[394], 4)
        XCTAssertEqual(counts[396], 0)
    }

    func testMatchesEveryPathWalkedOnRandomAcyclicGraphs() {
        for seed in 0..<30 as Range<UInt64> {
            // Edges only from a smaller node to a larger one: acyclic, so every path is followed.
            let random = TestGraph.random(nodeCount: 10, edgeCount: 25, seed: seed, simple: true)
            let graph = TestGraph(10, random.edges.filter { $0.0 < $0.1 })
            for limit in 0..<5 {
                let counts = longPathCounts(nodeCount: 10, holdingMoreThan: limit, isIncluded: { _ in true },
                                            successors: graph.successors)
                for node in 0..<10 {
                    let walked = Self.maximalPaths(from: node, in: graph).filter { $0.count > limit }
                    XCTAssertEqual(counts[node], walked.count, "seed \(seed), limit \(limit), node \(node)")
                }
            }
        }
    }

    /// Every maximal path from `node` of an acyclic graph, walked one by one.
    private static func maximalPaths(from node: Int, in graph: TestGraph) -> [[Int]] {
        var done: [[Int]] = []
        var pending: [[Int]] = [[node]]
        while let path = pending.popLast() {
            let next = graph.successors(path[path.count - 1])
            if next.isEmpty { done.append(path) }
            for successor in next { pending.append(path + [successor]) }
        }
        return done
    }
}
