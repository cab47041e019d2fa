import StrataGraph
import XCTest

final class TransitiveReductionTests: XCTestCase {
    /// The transitive edges of `graph` as `from->to` strings.
    private func transitive(_ graph: TestGraph, kept: Set<String> = []) -> [String] {
        transitiveEdges(nodeCount: graph.nodeCount, successors: graph.successors) { kept.contains("\($0)->\($1)") }
            .enumerated().flatMap { from, targets in targets.map { "\(from)->\($0)" } }
    }

    func testTable() {
        let cases: [(name: String, graph: TestGraph, expected: [String])] = [
            ("empty", TestGraph(0), []),
            ("chain", TestGraph.chain(4), []),
            ("shortcut over a chain", TestGraph(3, [(0, 1), (1, 2), (0, 2)]), ["0->2"]),
            ("long shortcuts", TestGraph(4, [(0, 1), (1, 2), (2, 3), (0, 3), (1, 3), (0, 2)]), ["0->2", "0->3", "1->3"]),
            // 0 → 1, 2 → 3: no edge of a diamond is transitive; a shortcut over it is.
            ("diamond", TestGraph(4, [(0, 1), (0, 2), (1, 3), (2, 3)]), []),
            ("diamond with a shortcut", TestGraph(4, [(0, 1), (0, 2), (1, 3), (2, 3), (0, 3)]), ["0->3"]),
            // Edges of a cycle and self-loops stay; an edge into the cycle past another one does not.
            ("cycle", TestGraph.cycle(3), []),
            ("self-loop", TestGraph(2, [(0, 0), (0, 1)]), []),
            // Two edges into one component both stay: neither passes through a third component.
            ("cycle in the middle", TestGraph(4, [(0, 1), (1, 2), (2, 1), (2, 3), (0, 3), (0, 2)]), ["0->3"]),
            ("two edges from one cycle", TestGraph(3, [(0, 1), (1, 0), (0, 2), (1, 2)]), []),
            ("repeated edges", TestGraph(3, [(0, 1), (0, 1), (1, 2), (0, 2), (0, 2)]), ["0->2"]),
            ("ids out of range", TestGraph(2, [(0, 1), (0, 5), (0, -1)]), []),
        ]
        for test in cases {
            XCTAssertEqual(transitive(test.graph), test.expected, test.name)
        }
    }

    /// A violation's edge stays even when it is transitive, and still makes the edges it bypasses transitive.
    func testKeptEdgesStayAndStillCount() {
        let graph = TestGraph(4, [(0, 1), (1, 2), (0, 2), (2, 3), (0, 3)])
        XCTAssertEqual(transitive(graph), ["0->2", "0->3"])
        XCTAssertEqual(transitive(graph, kept: ["0->2"]), ["0->3"])
    }

    /// Every node reaches what it reached before: random graphs, checked against a plain search.
    func testReachabilityIsKept() {
        for seed in 0..<40 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 12, edgeCount: 24, seed: seed)
            let leftOut = transitiveEdges(nodeCount: graph.nodeCount, successors: graph.successors)
            let reduced = TestGraph(graph.nodeCount, graph.edges.filter { !leftOut[$0.0].contains($0.1) })
            for node in 0..<graph.nodeCount {
                XCTAssertEqual(reach(graph, node), reach(reduced, node), "seed \(seed), node \(node)")
            }
            // Minimal: no edge left between components is transitive in what remains.
            let again = transitiveEdges(nodeCount: reduced.nodeCount, successors: reduced.successors)
            XCTAssertTrue(again.allSatisfy(\.isEmpty), "seed \(seed)")
        }
    }

    /// Deeper than a recursive search could go on a thread's stack, within the reachable sets' memory (50 MB).
    func testLongChainWithShortcutsDoesNotRecurse() {
        let count = 20_000
        let graph = TestGraph(count, (0..<count - 1).map { ($0, $0 + 1) } + (0..<count - 2).map { ($0, $0 + 2) })
        let leftOut = transitiveEdges(nodeCount: graph.nodeCount, successors: graph.successors)
        XCTAssertEqual(leftOut.reduce(0) { $0 + $1.count }, count - 2)
    }

    private func reach(_ graph: TestGraph, _ start: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [start]
        while let node = stack.popLast() {
            for next in graph.successors(node) where seen.insert(next).inserted { stack.append(next) }
        }
        return seen
    }
}
