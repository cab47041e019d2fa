/// For every node, how many maximal paths from it hold more than `limit` nodes.
///
/// The same walk as ``longestPaths(nodeCount:isIncluded:successors:)``: only edges between two
/// included nodes are followed, and edges inside a strongly connected component (self-loops
/// included) are ignored, so every path is simple. A maximal path goes on until a node with no
/// edge left to follow. Counts stop growing at `Int.max`: the paths of a dense graph are countless.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - limit: The most nodes a path may hold without being counted.
///   - isIncluded: Whether a node takes part. Called once per node.
///   - successors: The nodes each node has an edge to, each once. Called once per included node.
/// - Returns: For each node, how many maximal paths from it hold more than `limit` nodes; `0` for an
///   excluded node.
/// - Complexity: O((V + E) × min(limit, V)).
public func longPathCounts(nodeCount: Int, holdingMoreThan limit: Int, isIncluded: (Int) -> Bool,
                           successors: (Int) -> [Int]) -> [Int] {
    let count = max(nodeCount, 0)
    let included = (0..<count).map(isIncluded)
    let adjacency = (0..<count).map { node in
        included[node] ? successors(node).filter { $0 >= 0 && $0 < count && included[$0] } : []
    }
    // No simple path holds more than `count` nodes.
    guard limit < count else { return [Int](repeating: 0, count: count) }
    let tarjan = tarjanComponents(nodeCount: count) { adjacency[$0] }
    // `atLeast[node * width + k]`: the maximal paths from `node` that hold at least `k` nodes, for
    // `k` in `0...needed`; every path holds at least one, so `k = 0` counts them all.
    let needed = max(limit, 0) + 1
    let width = needed + 1
    var atLeast = [Int](repeating: 0, count: count * width)
    // Components complete after every component they reach, so a node's successors are counted first.
    for component in tarjan.components {
        for node in component where included[node] {
            let next = adjacency[node].filter { tarjan.componentOf[$0] != tarjan.componentOf[node] }
            for k in 0...needed {
                var total = next.isEmpty && k <= 1 ? 1 : 0
                for successor in next {
                    let (sum, overflow) = total.addingReportingOverflow(atLeast[successor * width + max(k - 1, 0)])
                    total = overflow ? Int.max : sum
                }
                atLeast[node * width + k] = total
            }
        }
    }
    return (0..<count).map { included[$0] ? atLeast[$0 * width + needed] : 0 }
}
