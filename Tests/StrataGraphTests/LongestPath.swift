import StrataGraph

/// A test oracle over ``longestPaths(nodeCount:isIncluded:successors:)``: the longest path, counted in
/// nodes, through the nodes for which `isIncluded` is true.
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
func longestPath(nodeCount: Int, isIncluded: (Int) -> Bool, successors: (Int) -> [Int]) -> [Int] {
    let paths = longestPaths(nodeCount: nodeCount, isIncluded: isIncluded, successors: successors)
    var start = -1
    for (node, length) in paths.length.enumerated() where length > 0 && (start < 0 || length > paths.length[start]) {
        start = node
    }
    return paths.path(from: start)
}
