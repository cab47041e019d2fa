/// A set of `edges` (sorted, no self-loops) of least total `weight` whose removal leaves no cycle;
/// among those, the smallest, and among the smallest, the first in the order of `edges`.
///
/// Tries the subsets of 0, 1, 2, … edges, each size in lexicographic order, skipping those no
/// lighter than the best found, and checks acyclicity with bit masks. Meant for at most
/// ``exactFeedbackEdgeLimit`` edges.
/// - Complexity: O(2^E × V²) in the worst case, with V ≤ 2E the nodes the edges touch.
func minimumFeedbackEdges(_ edges: [LocalEdge], weight: (LocalEdge) -> Int) -> [LocalEdge] {
    // Bit positions for the nodes the edges touch: at most 2 × exactFeedbackEdgeLimit, well under 64.
    var bitOf: [Int: Int] = [:]
    for edge in edges {
        for node in [edge.from, edge.to] where bitOf[node] == nil { bitOf[node] = bitOf.count }
    }
    let ends = edges.map { edge in (from: bitOf[edge.from] ?? 0, to: bitOf[edge.to] ?? 0) }
    let nodeCount = bitOf.count
    var successorMasks = [UInt64](repeating: 0, count: nodeCount)

    func isAcyclic(removing chosen: [Int]) -> Bool {
        for bit in 0..<nodeCount { successorMasks[bit] = 0 }
        var chosenIndex = 0
        for (index, end) in ends.enumerated() {
            if chosenIndex < chosen.count, chosen[chosenIndex] == index {
                chosenIndex += 1
                continue
            }
            successorMasks[end.from] |= 1 << UInt64(end.to)
        }
        // Peel off sinks until nothing is left (acyclic) or no sink remains (a cycle).
        var remaining = UInt64.max >> UInt64(64 - nodeCount)
        while remaining != 0 {
            var sinks: UInt64 = 0
            for bit in 0..<nodeCount where remaining & (1 << UInt64(bit)) != 0 {
                if successorMasks[bit] & remaining == 0 { sinks |= 1 << UInt64(bit) }
            }
            if sinks == 0 { return false }
            remaining &= ~sinks
        }
        return true
    }

    let weights = edges.map(weight)
    var best = edges.indices.map { $0 }
    var bestWeight = weights.reduce(0, +)
    for size in 0...edges.count {
        // `chosen` walks through the size-element combinations of edge indices in lexicographic order.
        var chosen = Array(0..<size)
        while true {
            let total = chosen.reduce(0) { $0 + weights[$1] }
            if total < bestWeight, isAcyclic(removing: chosen) {
                best = chosen
                bestWeight = total
            }
            guard let slot = chosen.indices.last(where: { chosen[$0] < edges.count - size + $0 }) else { break }
            chosen[slot] += 1
            for later in (slot + 1)..<size { chosen[later] = chosen[later - 1] + 1 }
        }
    }
    return best.map { edges[$0] }
}
