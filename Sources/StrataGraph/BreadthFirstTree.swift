/// A node that ``breadthFirstTree(from:successors:)`` reached, and how.
public struct BreadthFirstReach: Sendable, Equatable {
    public var node: Int
    /// The fewest edges from a start to it; `0` for a start.
    public var depth: Int
    /// The node it was reached from: of the nodes one edge nearer to the starts that have an edge to it, the
    /// smallest. `nil` for a start.
    public var parent: Int?

    public init(node: Int, depth: Int, parent: Int? = nil) {
        self.node = node
        self.depth = depth
        self.parent = parent
    }
}

/// Every node reachable from `starts`, each with its distance from the nearest start and the node it was
/// reached from: the breadth-first tree, for `strata affected` (pass predecessors as `successors` to reach
/// every module that depends on a changed one, and say through which).
///
/// Each level is expanded in ascending node order, so the tree depends only on the graph, never on the order
/// of `starts` or on hashing.
///
/// - Parameters:
///   - starts: The nodes to start from, in any order, repetitions allowed; each is reached at depth 0.
///   - successors: The nodes each node has an edge to. Called once per node reached.
/// - Returns: The nodes reached, the starts included, sorted by node, without repetitions.
/// - Complexity: O(V log V + E) for the nodes and edges reached.
public func breadthFirstTree(from starts: [Int], successors: (Int) -> [Int]) -> [BreadthFirstReach] {
    var reached: [Int: BreadthFirstReach] = [:]
    var frontier = Array(Set(starts)).sorted()
    for start in frontier { reached[start] = BreadthFirstReach(node: start, depth: 0) }
    var depth = 0
    while !frontier.isEmpty {
        depth += 1
        var next: [Int] = []
        for node in frontier {
            for successor in successors(node) where reached[successor] == nil {
                reached[successor] = BreadthFirstReach(node: successor, depth: depth, parent: node)
                next.append(successor)
            }
        }
        frontier = next.sorted()
    }
    return reached.values.sorted { $0.node < $1.node }
}
