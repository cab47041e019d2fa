/// The nodes reachable from `starts` in at most `depth` edges, for `graph --focus X --depth N`.
///
/// A breadth-first search. To take in both the dependencies and the dependents of the focus,
/// pass a `successors` closure that returns a node's successors and predecessors.
///
/// - Parameters:
///   - depth: The most edges to follow; `0` (or less) gives the starts alone.
///   - starts: The nodes to start from; they are always part of the result.
///   - successors: The nodes each node has an edge to. Called once per node reached in fewer
///     than `depth` edges.
/// - Returns: The nodes reached, the starts included, sorted ascending, without repetitions.
/// - Complexity: O(V + E) expected time for the nodes and edges reached, then O(V log V) to sort.
public func nodesWithin(depth: Int, from starts: [Int], successors: (Int) -> [Int]) -> [Int] {
    var reached = Set<Int>()
    var frontier = starts.filter { reached.insert($0).inserted }
    var level = 0
    while level < depth, !frontier.isEmpty {
        var nextFrontier: [Int] = []
        for node in frontier {
            for successor in successors(node) where reached.insert(successor).inserted {
                nextFrontier.append(successor)
            }
        }
        frontier = nextFrontier
        level += 1
    }
    return reached.sorted()
}
