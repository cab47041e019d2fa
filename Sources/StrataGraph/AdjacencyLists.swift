/// Each node's successors, read once, without the ids outside `0..<nodeCount`.
/// - Complexity: O(V + E).
func adjacencyLists(nodeCount: Int, successors: (Int) -> [Int]) -> [[Int]] {
    (0..<max(nodeCount, 0)).map { node in
        successors(node).filter { $0 >= 0 && $0 < nodeCount }
    }
}
