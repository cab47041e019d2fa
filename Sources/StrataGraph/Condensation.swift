/// The condensation of a graph: each strongly connected component becomes one node, and the edges
/// between components remain. What is left is acyclic, so longest paths and reachability are cheap.
///
/// Components are numbered in the order Tarjan's algorithm completes them: every edge between two
/// components goes from a higher number to a lower one, so walking the numbers upwards meets each
/// component after every component it reaches, and walking them downwards meets it after every
/// component that reaches it.
public struct Condensation: Sendable, Equatable {
    /// For each node, the number of its component.
    public let componentOf: [Int]
    /// For each component, its nodes, ascending.
    public let members: [[Int]]
    /// For each component, the components it has an edge to, ascending, each once, never itself.
    public let successors: [[Int]]

    /// Condenses the graph on the nodes `0..<nodeCount`; successor ids outside that range are ignored.
    /// - Parameters:
    ///   - nodeCount: The number of nodes.
    ///   - successors: The nodes each node has an edge to. Called once per node.
    /// - Complexity: O(V + E).
    public init(nodeCount: Int, successors: (Int) -> [Int]) {
        let count = max(nodeCount, 0)
        let adjacency = adjacencyLists(nodeCount: count, successors: successors)
        let tarjan = tarjanComponents(nodeCount: count) { adjacency[$0] }
        var members = [[Int]](repeating: [], count: tarjan.components.count)
        for node in 0..<count { members[tarjan.componentOf[node]].append(node) }
        // A stamp per component: each successor is kept once, without a set per component.
        var seen = [Int](repeating: -1, count: members.count)
        var componentSuccessors = [[Int]](repeating: [], count: members.count)
        for component in members.indices {
            seen[component] = component
            for node in members[component] {
                for successor in adjacency[node] {
                    let target = tarjan.componentOf[successor]
                    if seen[target] != component {
                        seen[target] = component
                        componentSuccessors[component].append(target)
                    }
                }
            }
            componentSuccessors[component].sort()
        }
        componentOf = tarjan.componentOf
        self.members = members
        self.successors = componentSuccessors
    }

    /// For each component, the components that have an edge to it, ascending.
    /// - Complexity: O(V + E) over the condensation.
    public func predecessors() -> [[Int]] {
        var predecessors = [[Int]](repeating: [], count: members.count)
        // Ascending sources give ascending lists.
        for component in successors.indices {
            for successor in successors[component] { predecessors[successor].append(component) }
        }
        return predecessors
    }

    /// For each component, the most edges a path from it to a component without successors crosses.
    /// - Returns: `0` for a component without successors.
    /// - Complexity: O(V + E) over the condensation.
    public func depths() -> [Int] {
        var depths = [Int](repeating: 0, count: members.count)
        // Ascending numbers: each component's successors are measured before it.
        for component in members.indices {
            for successor in successors[component] { depths[component] = max(depths[component], depths[successor] + 1) }
        }
        return depths
    }

    /// The path of components whose total weight is greatest: where the most work lies along one chain of
    /// dependencies, as a build's critical path does.
    ///
    /// Between paths of equal weight the one with more components wins, then, component by component, the one
    /// whose component holds the smallest node.
    /// - Parameter weight: The weight of each component, at least `0`.
    /// - Returns: The components of the path, each depending on the next; empty for an empty graph.
    /// - Complexity: O(V + E) over the condensation.
    public func heaviestPath(weight: [Int]) -> [Int] {
        var total = [Int](repeating: 0, count: members.count)
        var length = [Int](repeating: 0, count: members.count)
        var next = [Int](repeating: -1, count: members.count)
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            if total[lhs] != total[rhs] { return total[lhs] > total[rhs] }
            if length[lhs] != length[rhs] { return length[lhs] > length[rhs] }
            return members[lhs][0] < members[rhs][0]
        }
        for component in members.indices {
            for successor in successors[component] where next[component] < 0 || precedes(successor, next[component]) {
                next[component] = successor
            }
            let tail = next[component] < 0 ? (0, 0) : (total[next[component]], length[next[component]])
            total[component] = weight[component] + tail.0
            length[component] = 1 + tail.1
        }
        guard var current = members.indices.min(by: precedes) else { return [] }
        var path = [current]
        while next[current] >= 0 {
            current = next[current]
            path.append(current)
        }
        return path
    }
}
