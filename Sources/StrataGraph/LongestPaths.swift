/// The longest path from every node through the nodes for which `isIncluded` is true, and where
/// maximal paths begin.
///
/// The same walk as ``longestPath(nodeCount:isIncluded:successors:)``: only edges between two
/// included nodes are followed, and edges inside a strongly connected component (self-loops
/// included) are ignored, so what remains is acyclic and every path is simple.
public struct LongestPaths: Sendable, Equatable {
    /// For each node, how many nodes the longest path from it holds; `0` for an excluded node.
    public let length: [Int]
    /// For each node, the next node of its longest path (the smallest id among equals); `-1` at the end.
    public let next: [Int]
    /// For each node, whether it is included and no included node of another component has an edge
    /// to it: the first node of a path that cannot be extended backwards.
    public let isStart: [Bool]

    /// The longest path from `node`, in edge order; `[]` for an excluded or unknown node.
    /// - Complexity: O(length of the path).
    public func path(from node: Int) -> [Int] {
        guard node >= 0, node < length.count, length[node] > 0 else { return [] }
        var path: [Int] = []
        path.reserveCapacity(length[node])
        var current = node
        while current >= 0 {
            path.append(current)
            current = next[current]
        }
        return path
    }
}

/// The longest path from every included node, in the graph of included nodes with the edges inside
/// its strongly connected components removed.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - isIncluded: Whether a node takes part. Called once per node.
///   - successors: The nodes each node has an edge to. Called once per included node.
/// - Returns: Each node's longest path length and next node, and which nodes start maximal paths.
/// - Complexity: O(V + E).
public func longestPaths(nodeCount: Int, isIncluded: (Int) -> Bool, successors: (Int) -> [Int]) -> LongestPaths {
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
    var isStart = included
    for component in tarjan.components {
        for node in component where included[node] {
            var bestLength = 0
            var bestNext = -1
            for successor in adjacency[node] where tarjan.componentOf[successor] != tarjan.componentOf[node] {
                isStart[successor] = false
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
    return LongestPaths(length: length, next: next, isStart: isStart)
}
