/// A small set of edges whose removal leaves the subgraph on `members` without cycles: a feedback
/// arc set, to suggest which dependencies to cut to break a strongly connected component.
///
/// Only edges between two members count; repeated edges count once; every self-loop is in the
/// result. For the other edges:
/// - with at most ``exactFeedbackEdgeLimit`` of them, the result is a minimum set, and among
///   minimum sets the first in sorted `(from, to)` order;
/// - above that, the nodes are ordered by the Eades–Lin–Smyth heuristic (sinks last, sources first,
///   otherwise the node with the most outgoing minus incoming edges, smaller id first) and the edges
///   pointing backwards in that order are taken; then each of them, in sorted order, is put back if
///   that closes no cycle. That last pass stops, keeping the rest, after ``feedbackPruningBudget``
///   edge visits, so the result is always acyclic and usually minimal (no single edge of it can be
///   put back), but not guaranteed minimum.
///
/// - Parameters:
///   - members: The nodes of the subgraph, usually one strongly connected component; order and
///     repetitions do not matter.
///   - successors: The nodes each node has an edge to. Called once per member.
///   - weight: The cost of removing an edge (at least 1): the exact search minimises the total
///     weight, then the number of edges; the heuristic puts heavier edges back first.
/// - Returns: The edges to remove, sorted by `from` then `to`.
/// - Complexity: O(E log V) for the ordering, then at most O(F × (V + E)) for the pruning pass
///   (bounded by the budget), where F is the number of edges pointing backwards; at most
///   2^``exactFeedbackEdgeLimit`` small acyclicity checks for the exact search.
public func feedbackEdges(
    members: [Int], successors: (Int) -> [Int], weight: (_ from: Int, _ to: Int) -> Int = { _, _ in 1 }
) -> [(from: Int, to: Int)] {
    let graph = LocalGraph(members: members, successors: successors)
    func localWeight(_ edge: LocalEdge) -> Int { max(1, weight(graph.nodes[edge.from], graph.nodes[edge.to])) }
    var removed = graph.selfLoops
    if graph.edges.count <= exactFeedbackEdgeLimit {
        removed += minimumFeedbackEdges(graph.edges, weight: localWeight)
    } else {
        let order = eadesLinSmythOrder(graph) { localWeight(LocalEdge(from: $0, to: $1)) }
        var position = [Int](repeating: 0, count: graph.nodes.count)
        for (index, node) in order.enumerated() { position[node] = index }
        var forward = [[Int]](repeating: [], count: graph.nodes.count)
        var backward: [LocalEdge] = []
        for edge in graph.edges {
            if position[edge.from] < position[edge.to] {
                forward[edge.from].append(edge.to)
            } else {
                backward.append(edge)
            }
        }
        // Heavier edges are put back first, so the lighter ones are those left removed.
        let byWeight = backward.map { (edge: $0, weight: localWeight($0)) }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : ($0.edge.from, $0.edge.to) < ($1.edge.from, $1.edge.to) }
            .map(\.edge)
        removed += pruneFeedbackEdges(byWeight, acyclic: forward)
    }
    return removed
        .map { (from: graph.nodes[$0.from], to: graph.nodes[$0.to]) }
        .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
}

/// Up to this many edges (self-loops aside), ``feedbackEdges(members:successors:)`` searches for
/// a minimum set exhaustively.
let exactFeedbackEdgeLimit = 12

/// How many edge visits the pass that puts unneeded edges back may spend before it stops.
let feedbackPruningBudget = 2_000_000

// MARK: - Local graph

/// An edge between local ids.
struct LocalEdge: Equatable {
    var from: Int
    var to: Int
}

/// The subgraph on a set of nodes, renumbered `0..<nodes.count` in ascending id order, so that
/// comparing local ids compares the original ids.
struct LocalGraph {
    /// The original id of each local node, ascending.
    var nodes: [Int]
    /// Each local node's successors among the members, without repetitions or self-loops, in the order given.
    var successors: [[Int]]
    /// Each local node's predecessors among the members.
    var predecessors: [[Int]]
    /// Every edge but the self-loops, sorted by `from` then `to`.
    var edges: [LocalEdge]
    var selfLoops: [LocalEdge]

    init(members: [Int], successors: (Int) -> [Int]) {
        nodes = Array(Set(members)).sorted()
        var localOf: [Int: Int] = [:]
        for (local, node) in nodes.enumerated() { localOf[node] = local }
        self.successors = Array(repeating: [], count: nodes.count)
        predecessors = Array(repeating: [], count: nodes.count)
        edges = []
        selfLoops = []
        var seen = [Int](repeating: -1, count: nodes.count)
        for (from, node) in nodes.enumerated() {
            for target in successors(node) {
                guard let to = localOf[target], seen[to] != from else { continue }
                seen[to] = from
                if to == from {
                    selfLoops.append(LocalEdge(from: from, to: to))
                } else {
                    self.successors[from].append(to)
                    predecessors[to].append(from)
                    edges.append(LocalEdge(from: from, to: to))
                }
            }
        }
        edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}

// MARK: - Pruning

/// The `candidates` (in the order they are tried) that must stay removed: each one is put back into the acyclic graph
/// `acyclic` when that closes no cycle, until the search budget runs out.
private func pruneFeedbackEdges(_ candidates: [LocalEdge], acyclic: [[Int]]) -> [LocalEdge] {
    var graph = acyclic
    var budget = feedbackPruningBudget
    var visited = [Int](repeating: -1, count: graph.count)
    var kept: [LocalEdge] = []
    for (index, edge) in candidates.enumerated() {
        guard budget > 0 else {
            kept += candidates[index...]
            break
        }
        // Putting `from → to` back closes a cycle exactly when `to` already reaches `from`.
        var stack = [edge.to]
        visited[edge.to] = index
        var closesCycle = false
        search: while let node = stack.popLast() {
            for next in graph[node] {
                budget -= 1
                if next == edge.from {
                    closesCycle = true
                    break search
                }
                if budget <= 0 { break search }
                if visited[next] != index {
                    visited[next] = index
                    stack.append(next)
                }
            }
        }
        if closesCycle || budget <= 0 {
            kept.append(edge)
        } else {
            graph[edge.from].append(edge.to)
        }
    }
    return kept
}
