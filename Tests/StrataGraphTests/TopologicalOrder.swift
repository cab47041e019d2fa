@testable import StrataGraph

/// A test oracle: whether a graph is acyclic, and an order of its nodes when it is.
/// The nodes `0..<nodeCount` ordered so that every node comes before its successors.
///
/// Kahn's algorithm: whenever several nodes are ready (all their predecessors placed), the
/// smallest id goes first, so the order is the lexicographically smallest topological order.
/// Successor ids outside `0..<nodeCount` are ignored.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - successors: The nodes each node has an edge to. Called once per node.
/// - Returns: Every node once, each before all of its successors; `nil` when the graph has a
///   cycle (a self-loop included).
/// - Complexity: O((V + E) log V).
func topologicalOrder(nodeCount: Int, successors: (Int) -> [Int]) -> [Int]? {
    let count = max(nodeCount, 0)
    let adjacency = adjacencyLists(nodeCount: count, successors: successors)
    var inDegree = [Int](repeating: 0, count: count)
    for targets in adjacency {
        for target in targets { inDegree[target] += 1 }
    }
    var ready = MinHeap<Int>()
    for node in 0..<count where inDegree[node] == 0 { ready.insert(node) }
    var order: [Int] = []
    order.reserveCapacity(count)
    while let node = ready.popMin() {
        order.append(node)
        for target in adjacency[node] {
            inDegree[target] -= 1
            if inDegree[target] == 0 { ready.insert(target) }
        }
    }
    return order.count == count ? order : nil
}
