/// How many nodes have a path to one node, and how much they weigh.
public struct AncestorTotals: Sendable, Equatable {
    /// For each node, how many other nodes have a path to it.
    public var counts: [Int]
    /// For each node, the total weight of those nodes.
    public var weights: [Int]
}

extension Condensation {
    /// For every node, the other nodes that have a path to it, counted and weighed: in a module graph whose
    /// edges point at dependencies, the modules that depend on it directly or through others.
    ///
    /// The members of a component all reach each other. Beyond its component, the nodes that reach a
    /// component are gathered as bit masks, 64 nodes at a time, from the components that reach it: memory
    /// stays linear, and the work is a machine word per component edge for every 64 nodes.
    ///
    /// - Parameter weight: The weight of each node, by node id.
    /// - Returns: Each node's count and total weight of the nodes that reach it, itself excluded.
    /// - Complexity: O(⌈V / 64⌉ × (V + E)), V and E those of the graph.
    public func ancestorTotals(weight: [Int]) -> AncestorTotals {
        let nodeCount = componentOf.count
        var totals = AncestorTotals(counts: [Int](repeating: 0, count: nodeCount),
                                    weights: [Int](repeating: 0, count: nodeCount))
        for group in members {
            let groupWeight = group.reduce(0) { $0 + weight[$1] }
            for node in group {
                totals.counts[node] += group.count - 1
                totals.weights[node] += groupWeight - weight[node]
            }
        }
        let predecessors = predecessors()
        // For the nodes `start..<start + 64`: `own[c]`, those in component c; `reaching[c]`, those in the
        // components with a path to c.
        var own = [UInt64](repeating: 0, count: members.count)
        var reaching = [UInt64](repeating: 0, count: members.count)
        for start in stride(from: 0, to: nodeCount, by: 64) {
            let end = min(nodeCount, start + 64)
            for index in own.indices { own[index] = 0 }
            for node in start..<end { own[componentOf[node]] |= 1 << UInt64(node - start) }
            // Descending numbers: the components that reach a component come before it.
            for component in members.indices.reversed() {
                var mask: UInt64 = 0
                for predecessor in predecessors[component] { mask |= reaching[predecessor] | own[predecessor] }
                reaching[component] = mask
            }
            for component in members.indices where reaching[component] != 0 {
                var bits = reaching[component], sum = 0
                while bits != 0 {
                    sum += weight[start + bits.trailingZeroBitCount]
                    bits &= bits - 1
                }
                let count = reaching[component].nonzeroBitCount
                for node in members[component] {
                    totals.counts[node] += count
                    totals.weights[node] += sum
                }
            }
        }
        return totals
    }
}
