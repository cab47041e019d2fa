/// The edges a transitive reduction leaves out, for `graph --reduce`: an edge `A → C` is transitive when
/// the graph also goes from `A` to `C` through other nodes (`A → B → C`), so a picture without it still
/// shows that `A` reaches `C`.
///
/// The reduction is taken on the condensation: each strongly connected component is one node, and the
/// edges inside a component (the edges of cycles, self-loops) are never transitive. An edge between two
/// components is transitive when the component of its target can be reached from the component of its
/// source through a third component. Every such edge can be left out at once and every node still
/// reaches what it reached. Edges that `isKept` names are never left out, and they still count as the
/// other way round that makes an edge transitive.
///
/// Tarjan's algorithm gives the components sinks first; each component's reachable set is the union of
/// its successors' sets (bit sets), and its successors are read nearest first, so that a successor
/// already reached through a nearer one is transitive. Nothing recurses.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - successors: The nodes each node has an edge to (repeats allowed); ids outside `0..<nodeCount` are
///     ignored. Called once per node.
///   - isKept: Whether the edge `from → to` must stay whatever the graph holds (a violation's edge).
/// - Returns: For each node, the successors its transitive edges go to, ascending, without repetitions.
/// - Complexity: O(V + E) for the components, then O(C × (C + E) / 64) time and O(C² / 64) memory
///   for the reachable sets of the C components (a few megabytes for 10,000 modules).
public func transitiveEdges(nodeCount: Int, successors: (Int) -> [Int],
                            isKept: (_ from: Int, _ to: Int) -> Bool = { _, _ in false }) -> [[Int]] {
    let adjacency = adjacencyLists(nodeCount: nodeCount, successors: successors)
    let tarjan = tarjanComponents(nodeCount: nodeCount) { adjacency[$0] }
    let componentCount = tarjan.components.count
    let words = (componentCount + 63) / 64
    // Component ids are Tarjan's completion order: every edge between components goes from a larger id
    // to a smaller one, so ascending ids visit each component after everything it reaches.
    var reachable = [[UInt64]](repeating: [UInt64](repeating: 0, count: words), count: componentCount)
    var transitive = [Bool](repeating: false, count: componentCount)
    var result = [[Int]](repeating: [], count: adjacency.count)
    for component in 0..<componentCount {
        var targets: [Int] = []
        for node in tarjan.components[component] {
            for successor in adjacency[node] where tarjan.componentOf[successor] != component {
                targets.append(tarjan.componentOf[successor])
            }
        }
        // Nearest first: a successor with a larger id may reach one with a smaller id, never the reverse.
        let distinct = Array(Set(targets)).sorted(by: >)
        var covered = [UInt64](repeating: 0, count: words)
        for target in distinct {
            transitive[target] = covered[target / 64] & (1 << UInt64(target % 64)) != 0
            for word in 0..<words { covered[word] |= reachable[target][word] }
        }
        for target in distinct { covered[target / 64] |= 1 << UInt64(target % 64) }
        reachable[component] = covered
        for node in tarjan.components[component] {
            let leftOut = adjacency[node].filter { successor in
                let target = tarjan.componentOf[successor]
                return target != component && transitive[target] && !isKept(node, successor)
            }
            result[node] = Array(Set(leftOut)).sorted()
        }
        for target in distinct { transitive[target] = false }
    }
    return result
}
