import StrataGraph
import StrataTestSupport

/// A graph given by its edges, for table tests: the nodes are `0..<nodeCount`, and each node's
/// successors are listed in the order its edges were given.
struct TestGraph {
    var nodeCount: Int
    var adjacency: [[Int]]

    init(_ nodeCount: Int, _ edges: [(Int, Int)] = []) {
        self.nodeCount = nodeCount
        adjacency = Array(repeating: [], count: nodeCount)
        for (from, to) in edges { adjacency[from].append(to) }
    }

    func successors(_ node: Int) -> [Int] { adjacency[node] }

    /// Every edge, in adjacency order.
    var edges: [(Int, Int)] {
        adjacency.enumerated().flatMap { from, targets in targets.map { (from, $0) } }
    }

    /// `0 → 1 → … → count-1`.
    static func chain(_ count: Int) -> TestGraph {
        TestGraph(count, (0..<max(count - 1, 0)).map { ($0, $0 + 1) })
    }

    /// `0 → 1 → … → count-1 → 0`.
    static func cycle(_ count: Int) -> TestGraph {
        TestGraph(count, (0..<count).map { ($0, ($0 + 1) % count) })
    }

    /// The complete directed graph: an edge between every two distinct nodes, both ways.
    static func complete(_ count: Int) -> TestGraph {
        TestGraph(count, (0..<count).flatMap { from in (0..<count).filter { $0 != from }.map { (from, $0) } })
    }

    /// `edgeCount` edges between random nodes (repeats and self-loops allowed unless `simple`).
    static func random(nodeCount: Int, edgeCount: Int, seed: UInt64, simple: Bool = false) -> TestGraph {
        var generator = SeededGenerator(seed: seed)
        var edges: [(Int, Int)] = []
        var seen = Set<[Int]>()
        while edges.count < edgeCount {
            let from = generator.next(below: nodeCount), to = generator.next(below: nodeCount)
            if simple, from == to || !seen.insert([from, to]).inserted { continue }
            edges.append((from, to))
        }
        return TestGraph(nodeCount, edges)
    }

    /// The graph without the given edges (every copy of each).
    func removing(_ removed: [(from: Int, to: Int)]) -> TestGraph {
        let cut = Set(removed.map { [$0.from, $0.to] })
        return TestGraph(nodeCount, edges.filter { !cut.contains([$0.0, $0.1]) })
    }

    /// Whether the subgraph on `members` has a cycle, self-loops included.
    func hasCycle(among members: [Int]) -> Bool {
        let inside = Set(members)
        let sub = TestGraph(nodeCount, edges.filter { inside.contains($0.0) && inside.contains($0.1) })
        return topologicalOrder(nodeCount: nodeCount, successors: sub.successors) == nil
    }

    /// For each node, the nodes it reaches in one or more edges (a brute-force oracle for small graphs).
    func reachability() -> [Set<Int>] {
        (0..<nodeCount).map { start in
            var reached = Set<Int>()
            var stack = adjacency[start]
            while let node = stack.popLast() {
                if reached.insert(node).inserted { stack += adjacency[node] }
            }
            return reached
        }
    }
}
