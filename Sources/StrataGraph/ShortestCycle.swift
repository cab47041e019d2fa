/// The shortest cycle through `start` that stays on nodes for which `isMember` is true.
///
/// A breadth-first search from `start` that reads successors in the order given and keeps, for
/// each node, the first path that reaches it. Among cycles of the shortest length, the result is
/// therefore the first in that order: the one whose successor choices come earliest, step by step.
/// When successors are listed in ascending id order (as ``ModuleGraph/successors(of:)`` lists
/// them), that is the lexicographically smallest cycle of ids.
///
/// - Parameters:
///   - start: The node the cycle must pass through. It belongs to the search whatever
///     `isMember` says of it.
///   - isMember: Whether the cycle may pass through a node (usually: the node is in the same
///     strongly connected component as `start`).
///   - successors: The nodes each node has an edge to.
/// - Returns: The nodes of the cycle in order, starting at `start` and not repeating it at the
///   end (`[start]` for a self-loop), or `nil` when no such cycle exists.
/// - Complexity: O(V + E) expected time for the nodes and edges reached, and O(V) memory.
public func shortestCycle(through start: Int, isMember: (Int) -> Bool, successors: (Int) -> [Int]) -> [Int]? {
    var parent: [Int: Int] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
        let node = queue[head]
        head += 1
        for successor in successors(node) {
            if successor == start {
                return pathFromStart(to: node, start: start, parent: parent)
            }
            guard parent[successor] == nil, isMember(successor) else { continue }
            parent[successor] = node
            queue.append(successor)
        }
    }
    return nil
}

/// The tree path `start … node`, read back through `parent`.
private func pathFromStart(to node: Int, start: Int, parent: [Int: Int]) -> [Int] {
    var path = [node]
    var current = node
    while current != start, let previous = parent[current] {
        path.append(previous)
        current = previous
    }
    path.reverse()
    return path
}
