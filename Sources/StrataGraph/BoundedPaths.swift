/// Paths from source nodes down to `target`, at most `limit` of them: the DI branches of a component.
///
/// A graph of parent links can hold exponentially many paths (a ladder of diamonds doubles them at
/// every rung), so the enumeration is bounded twice: it stops after `limit` paths, and it only ever
/// steps onto a node from which a source can be reached through passable nodes (computed first, in
/// linear time), so in a graph without cycles every step leads to a path and the work is
/// O(V + E + limit · V). In a cyclic graph, paths stay simple (no node twice) and at most
/// ``maxBoundedPathSteps`` steps are taken.
///
/// - Parameters:
///   - target: Where every path ends; it is not tested with `canPass`.
///   - limit: The most paths returned.
///   - isSource: Where a path may start (a root with no predecessors); a source must also pass.
///   - canPass: Whether a path may go through a node.
///   - predecessors: The nodes with an edge to a node (its parents), in the order paths are tried.
///   - successors: The nodes a node has an edge to (its children).
/// - Returns: The paths found, each from a source to `target`, in depth-first order of `predecessors`;
///   and how many such paths exist in all (saturating at `Int.max`), or `nil` when a cycle among
///   passable nodes makes the count meaningless.
/// - Complexity: O(V + E + limit · V) time without cycles, O(V) memory besides the paths.
public func boundedPaths(
    to target: Int, limit: Int, isSource: (Int) -> Bool, canPass: (Int) -> Bool,
    predecessors: (Int) -> [Int], successors: (Int) -> [Int]
) -> (paths: [[Int]], total: Int?) {
    if isSource(target) { return ([[target]], 1) }
    // Passable ancestors of the target, then those of them a source reaches.
    var ancestors: Set<Int> = [target]
    var queue = [target]
    var head = 0
    while head < queue.count {
        let node = queue[head]
        head += 1
        for parent in predecessors(node) where canPass(parent) && ancestors.insert(parent).inserted {
            queue.append(parent)
        }
    }
    var good: Set<Int> = []
    queue = ancestors.filter { $0 != target && isSource($0) }.sorted()
    good.formUnion(queue)
    head = 0
    while head < queue.count {
        let node = queue[head]
        head += 1
        for child in successors(node) where child != target && ancestors.contains(child) && good.insert(child).inserted {
            queue.append(child)
        }
    }
    let passable = good
    func usable(_ node: Int) -> [Int] { predecessors(node).filter { passable.contains($0) } }

    // Depth-first enumeration, upwards from the target.
    var paths: [[Int]] = []
    var stack: [(node: Int, next: Int, parents: [Int])] = [(target, 0, usable(target))]
    var onPath: Set<Int> = [target]
    var steps = 0
    while let top = stack.last, paths.count < limit, steps < maxBoundedPathSteps {
        steps += 1
        if top.next >= top.parents.count {
            onPath.remove(top.node)
            stack.removeLast()
            continue
        }
        let parent = top.parents[top.next]
        stack[stack.count - 1].next += 1
        guard !onPath.contains(parent) else { continue }
        if isSource(parent) {
            paths.append([parent] + stack.reversed().map(\.node))
            continue
        }
        onPath.insert(parent)
        stack.append((parent, 0, usable(parent)))
    }
    return (paths, countPaths(to: target, good: good, isSource: isSource, usable: usable))
}

/// At most this many steps are taken by one ``boundedPaths(to:limit:isSource:canPass:predecessors:successors:)``.
let maxBoundedPathSteps = 1_000_000

/// The number of paths from sources to `target` through `good` nodes, by dynamic programming over an
/// iterative post-order; `nil` if the good nodes hold a cycle.
private func countPaths(to target: Int, good: Set<Int>, isSource: (Int) -> Bool, usable: (Int) -> [Int]) -> Int? {
    var count: [Int: Int] = [:]
    var inProgress: Set<Int> = [target]
    var stack: [(node: Int, parents: [Int], next: Int)] = [(target, usable(target), 0)]
    while let top = stack.last {
        if top.next < top.parents.count {
            let parent = top.parents[top.next]
            stack[stack.count - 1].next += 1
            if count[parent] != nil { continue }
            if inProgress.contains(parent) { return nil }
            if isSource(parent) {
                count[parent] = 1
                continue
            }
            inProgress.insert(parent)
            stack.append((parent, usable(parent), 0))
            continue
        }
        var total = 0
        for parent in top.parents {
            let (sum, overflow) = total.addingReportingOverflow(count[parent] ?? 0)
            total = overflow ? Int.max : sum
        }
        count[top.node] = total
        inProgress.remove(top.node)
        stack.removeLast()
    }
    return count[target]
}
