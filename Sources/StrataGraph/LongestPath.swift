/// The longest path, counted in nodes, through the nodes for which `isIncluded` is true.
///
/// Only edges between two included nodes are followed, and edges between two nodes of the same
/// strongly connected component (self-loops included) are ignored: what remains is acyclic, and
/// the result is a simple path in it. A cycle therefore adds one node to a path, never loops it.
/// Among the longest paths, the result is the lexicographically smallest sequence of ids.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - isIncluded: Whether a node takes part. Called once per node.
///   - successors: The nodes each node has an edge to. Called once per included node.
/// - Returns: The path's nodes in edge order; a single node when no included node has an edge
///   to another component; `[]` when no node is included.
/// - Complexity: O(V + E).
public func longestPath(nodeCount: Int, isIncluded: (Int) -> Bool, successors: (Int) -> [Int]) -> [Int] {
    let count = max(nodeCount, 0)
    let included = (0..<count).map(isIncluded)
    let adjacency = (0..<count).map { node in
        included[node] ? successors(node).filter { $0 >= 0 && $0 < count && included[$0] } : []
    }
    let tarjan = tarjanComponents(nodeCount: count) { adjacency[$0] }

    // Components complete after every component they reach, so each node's successors in other
    // components already know their longest path when the node is measured.
    var length = [Int](repeating: 0, count: count)
    var next = [Int](repeating: -1, count: count)
    for component in tarjan.components {
        for node in component where included[node] {
            var bestLength = 0
            var bestNext = -1
            for successor in adjacency[node] where tarjan.componentOf[successor] != tarjan.componentOf[node] {
                // The longest continuation wins; between equals, the smaller id gives the smaller sequence.
                if length[successor] > bestLength || (length[successor] == bestLength && successor < bestNext) {
                    bestLength = length[successor]
                    bestNext = successor
                }
            }
            length[node] = bestLength + 1
            next[node] = bestNext
        }
    }

    var start = -1
    for node in 0..<count where included[node] && (start < 0 || length[node] > length[start]) {
        start = node
    }
    var path: [Int] = []
    var current = start
    while current >= 0 {
        path.append(current)
        current = next[current]
    }
    return path
}
