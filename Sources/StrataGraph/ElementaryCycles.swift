/// The elementary cycles of the graph on `0..<nodeCount`, at most `limit` of them.
///
/// Johnson's algorithm (1975) with explicit stacks, run on each strongly connected component on
/// its own. Between two cycles it spends O(V + E), so reaching the limit stays fast however many
/// cycles the graph has. Repeated edges count once; successor ids outside `0..<nodeCount` are ignored.
///
/// Each cycle starts at its smallest node and does not repeat it at the end (`[v]` for a
/// self-loop). Cycles come component by component (components ordered by their smallest node),
/// then by starting node, then in depth-first order following successors in the order given.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - limit: The most cycles to return; `0` or less gives `[]`.
///   - successors: The nodes each node has an edge to. Called once per node.
/// - Returns: Up to `limit` elementary cycles, in the order described above.
/// - Complexity: O((V + E) × (C + 1)) for the C cycles returned, plus O(V + E) per component.
public func elementaryCycles(nodeCount: Int, limit: Int, successors: (Int) -> [Int]) -> [[Int]] {
    guard limit > 0 else { return [] }
    let adjacency = adjacencyLists(nodeCount: nodeCount, successors: successors)
    var cycles: [[Int]] = []
    for members in stronglyConnectedComponents(nodeCount: nodeCount, successors: { adjacency[$0] }) {
        // A lone node has a cycle only through a self-loop.
        if members.count == 1, let node = members.first, !adjacency[node].contains(node) { continue }
        let graph = LocalGraph(members: members) { adjacency[$0] }
        var search = JohnsonSearch(graph: graph, limit: limit - cycles.count)
        cycles += search.run()
        if cycles.count >= limit { break }
    }
    return cycles
}

/// Johnson's circuit search over one strongly connected component, in local ids.
private struct JohnsonSearch {
    let graph: LocalGraph
    let limit: Int
    var cycles: [[Int]] = []
    var blocked: [Bool]
    /// `blockedBy[w]`: the nodes to unblock when `w` is unblocked (Johnson's B lists). Their
    /// order never matters: unblocking reaches the same nodes in any order.
    var blockedBy: [Set<Int>]
    /// The first self-loop (in ``LocalGraph/selfLoops``, ordered by node) not reported yet.
    var nextSelfLoop = 0

    init(graph: LocalGraph, limit: Int) {
        self.graph = graph
        self.limit = limit
        blocked = Array(repeating: false, count: graph.nodes.count)
        blockedBy = Array(repeating: [], count: graph.nodes.count)
    }

    /// The cycles, in original ids, each starting at its smallest node, ordered by that node.
    mutating func run() -> [[Int]] {
        let count = graph.nodes.count
        var start = 0
        while start < count {
            // The component, among the nodes `start...`, that holds the smallest node on a longer cycle.
            let lowest = start
            let tarjan = tarjanComponents(nodeCount: count) { node in
                node < lowest ? [] : graph.successors[node].filter { $0 >= lowest }
            }
            let isOnCycle = { (node: Int) in tarjan.components[tarjan.componentOf[node]].count > 1 }
            guard let first = (start..<count).first(where: isOnCycle) else { break }
            if takeSelfLoops(through: first) { return cycles }
            let component = tarjan.componentOf[first]
            for node in first..<count where tarjan.componentOf[node] == component {
                blocked[node] = false
                blockedBy[node] = []
            }
            if circuits(from: first, within: { $0 >= first && tarjan.componentOf[$0] == component }) {
                return cycles
            }
            start = first + 1
        }
        _ = takeSelfLoops(through: count)
        return cycles
    }

    /// Appends the self-loops of the nodes up to `last` not taken yet.
    /// - Returns: Whether the limit was reached.
    private mutating func takeSelfLoops(through last: Int) -> Bool {
        while nextSelfLoop < graph.selfLoops.count, graph.selfLoops[nextSelfLoop].from <= last {
            cycles.append([graph.nodes[graph.selfLoops[nextSelfLoop].from]])
            nextSelfLoop += 1
            if cycles.count >= limit { return true }
        }
        return false
    }

    /// Appends every cycle through `start` within the nodes `isInside` accepts, in original ids.
    /// - Returns: Whether the limit was reached.
    private mutating func circuits(from start: Int, within isInside: (Int) -> Bool) -> Bool {
        var path = [start]
        var frames = [CircuitFrame(node: start, successors: graph.successors[start].filter(isInside))]
        blocked[start] = true
        while let frame = frames.last {
            let top = frames.count - 1
            if frame.next < frame.successors.count {
                let successor = frame.successors[frame.next]
                frames[top].next += 1
                if successor == start {
                    cycles.append(path.map { graph.nodes[$0] })
                    if cycles.count >= limit { return true }
                    frames[top].foundCycle = true
                } else if !blocked[successor] {
                    blocked[successor] = true
                    path.append(successor)
                    frames.append(CircuitFrame(node: successor, successors: graph.successors[successor].filter(isInside)))
                }
                continue
            }
            frames.removeLast()
            path.removeLast()
            if frame.foundCycle {
                unblock(frame.node)
                if let parent = frames.indices.last { frames[parent].foundCycle = true }
            } else {
                for successor in frame.successors { blockedBy[successor].insert(frame.node) }
            }
        }
        return false
    }

    /// Unblocks `node` and, transitively, the nodes waiting on it.
    private mutating func unblock(_ node: Int) {
        blocked[node] = false
        var pending = [node]
        while let current = pending.popLast() {
            let waiting = blockedBy[current]
            blockedBy[current] = []
            for other in waiting where blocked[other] {
                blocked[other] = false
                pending.append(other)
            }
        }
    }
}

/// One suspended call of Johnson's CIRCUIT procedure.
private struct CircuitFrame {
    var node: Int
    var successors: [Int]
    var next = 0
    var foundCycle = false
}
