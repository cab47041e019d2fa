/// The strongly connected components of the graph on the nodes `0..<nodeCount`.
///
/// Tarjan's algorithm with an explicit stack, so that a chain or a cycle of any length cannot
/// overflow the call stack. Successor ids outside `0..<nodeCount` are ignored.
///
/// - Parameters:
///   - nodeCount: The number of nodes; the nodes are `0..<nodeCount`.
///   - successors: The nodes each node has an edge to. Called once per node.
/// - Returns: Every component, each one's members sorted ascending, the components ordered by
///   their smallest member. A node on no cycle is a component of its own.
/// - Complexity: O(V + E).
public func stronglyConnectedComponents(nodeCount: Int, successors: (Int) -> [Int]) -> [[Int]] {
    let result = tarjanComponents(nodeCount: nodeCount, successors: successors)
    var buckets = [[Int]](repeating: [], count: result.components.count)
    var order: [Int] = []
    order.reserveCapacity(result.components.count)
    // Visiting the nodes in ascending order fills each bucket in ascending order and meets the
    // components in the order of their smallest member.
    for node in 0..<max(nodeCount, 0) {
        let component = result.componentOf[node]
        if buckets[component].isEmpty { order.append(component) }
        buckets[component].append(node)
    }
    return order.map { buckets[$0] }
}

// MARK: - Shared implementation

/// The components found by Tarjan's algorithm, in the order it completes them.
struct TarjanComponents {
    /// For each node, the index of its component in ``components``.
    var componentOf: [Int]
    /// The components in completion order: a component comes after every component it can reach
    /// (a reverse topological order of the condensation). Members are in stack order.
    var components: [[Int]]
}

/// One suspended call of the depth-first search: a node and how far its successors have been read.
private struct TarjanFrame {
    var node: Int
    var successors: [Int]
    var next: Int
}

/// Tarjan's algorithm, iterative; the building block of every other algorithm in this target.
/// - Complexity: O(V + E).
func tarjanComponents(nodeCount: Int, successors: (Int) -> [Int]) -> TarjanComponents {
    let count = max(nodeCount, 0)
    var index = [Int](repeating: -1, count: count)
    var lowlink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var componentOf = [Int](repeating: -1, count: count)
    var components: [[Int]] = []
    var stack: [Int] = []
    var frames: [TarjanFrame] = []
    var counter = 0

    func open(_ node: Int) {
        index[node] = counter
        lowlink[node] = counter
        counter += 1
        stack.append(node)
        onStack[node] = true
        frames.append(TarjanFrame(node: node, successors: successors(node), next: 0))
    }

    for root in 0..<count where index[root] < 0 {
        open(root)
        while let frame = frames.last {
            let top = frames.count - 1
            let node = frame.node
            if frame.next < frame.successors.count {
                let successor = frame.successors[frame.next]
                frames[top].next += 1
                guard successor >= 0, successor < count else { continue }
                if index[successor] < 0 {
                    open(successor)
                } else if onStack[successor] {
                    lowlink[node] = min(lowlink[node], index[successor])
                }
                continue
            }
            frames.removeLast()
            if let parent = frames.last {
                lowlink[parent.node] = min(lowlink[parent.node], lowlink[node])
            }
            guard lowlink[node] == index[node] else { continue }
            var members: [Int] = []
            while let member = stack.popLast() {
                onStack[member] = false
                componentOf[member] = components.count
                members.append(member)
                if member == node { break }
            }
            components.append(members)
        }
    }
    return TarjanComponents(componentOf: componentOf, components: components)
}
