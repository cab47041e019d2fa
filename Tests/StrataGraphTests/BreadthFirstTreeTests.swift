import StrataGraph
import XCTest

final class BreadthFirstTreeTests: XCTestCase {
    /// `(node, depth, parent)` triples, for compact tables.
    private func tree(_ graph: TestGraph, from starts: [Int]) -> [[Int?]] {
        breadthFirstTree(from: starts, successors: graph.successors).map { [$0.node, $0.depth, $0.parent] }
    }

    func testTable() {
        let cases: [(name: String, graph: TestGraph, starts: [Int], expected: [[Int?]])] = [
            ("no starts", .chain(3), [], []),
            ("a chain", .chain(4), [1], [[1, 0, nil], [2, 1, 1], [3, 2, 2]]),
            ("starts repeated and unordered", .chain(4), [2, 0, 2], [[0, 0, nil], [1, 1, 0], [2, 0, nil], [3, 1, 2]]),
            ("a start reached from another stays a start", .chain(3), [1, 0], [[0, 0, nil], [1, 0, nil], [2, 1, 1]]),
            ("a cycle ends", .cycle(3), [1], [[0, 2, 2], [1, 0, nil], [2, 1, 1]]),
            ("self-loop", TestGraph(2, [(0, 0), (0, 1)]), [0], [[0, 0, nil], [1, 1, 0]]),
            // 3 is one edge from both 1 and 2: the smaller parent wins, whatever order the edges were given in.
            ("diamond", TestGraph(4, [(0, 2), (0, 1), (2, 3), (1, 3)]), [0], [[0, 0, nil], [1, 1, 0], [2, 1, 0], [3, 2, 1]]),
            ("the nearest start counts", TestGraph(4, [(0, 1), (1, 2), (2, 3), (3, 2)]), [3, 0],
             [[0, 0, nil], [1, 1, 0], [2, 1, 3], [3, 0, nil]]),
        ]
        for test in cases {
            XCTAssertEqual(tree(test.graph, from: test.starts), test.expected, test.name)
        }
    }

    func testADeepChainNeedsNoRecursion() {
        let reached = breadthFirstTree(from: [0], successors: TestGraph.chain(100_000).successors)
        XCTAssertEqual(reached.count, 100_000)
        XCTAssertEqual(reached.last, BreadthFirstReach(node: 99_999, depth: 99_999, parent: 99_998))
    }
}
