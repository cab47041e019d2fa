/// An order of the local nodes in which few edges point backwards: the greedy heuristic of
/// Eades, Lin and Smyth (1993).
///
/// Repeatedly: every sink goes to the back part, every source to the front part, and when neither
/// is left, the node with the largest (outgoing − incoming) edge weight among the remaining ones
/// (smaller id first) goes to the front part, so that heavy edges tend to point forwards. Sinks and
/// sources are taken in the order they appear.
/// - Parameter weight: The weight of the edge between two local nodes (1 for the plain heuristic).
/// - Complexity: O((V + E) log V).
func eadesLinSmythOrder(_ graph: LocalGraph, weight: (_ from: Int, _ to: Int) -> Int) -> [Int] {
    let count = graph.nodes.count
    var outDegree = graph.successors.map(\.count)
    var inDegree = graph.predecessors.map(\.count)
    var outWeight = [Int](repeating: 0, count: count)
    var inWeight = [Int](repeating: 0, count: count)
    for (node, successors) in graph.successors.enumerated() {
        for successor in successors {
            let edgeWeight = weight(node, successor)
            outWeight[node] += edgeWeight
            inWeight[successor] += edgeWeight
        }
    }
    var placed = [Bool](repeating: false, count: count)
    var sinks = (0..<count).filter { outDegree[$0] == 0 }
    var sources = (0..<count).filter { inDegree[$0] == 0 }
    var nextSink = 0
    var nextSource = 0
    var candidates = MinHeap<DegreeCandidate>()
    for node in 0..<count {
        candidates.insert(DegreeCandidate(node: node, outWeight: outWeight[node], inWeight: inWeight[node]))
    }
    var front: [Int] = []
    var back: [Int] = []

    func place(_ node: Int) {
        placed[node] = true
        for successor in graph.successors[node] where !placed[successor] {
            inDegree[successor] -= 1
            inWeight[successor] -= weight(node, successor)
            if inDegree[successor] == 0 { sources.append(successor) }
            candidates.insert(DegreeCandidate(node: successor, outWeight: outWeight[successor],
                                              inWeight: inWeight[successor]))
        }
        for predecessor in graph.predecessors[node] where !placed[predecessor] {
            outDegree[predecessor] -= 1
            outWeight[predecessor] -= weight(predecessor, node)
            if outDegree[predecessor] == 0 { sinks.append(predecessor) }
            candidates.insert(DegreeCandidate(node: predecessor, outWeight: outWeight[predecessor],
                                              inWeight: inWeight[predecessor]))
        }
    }

    while front.count + back.count < count {
        while nextSink < sinks.count {
            let sink = sinks[nextSink]
            nextSink += 1
            if placed[sink] { continue }
            back.append(sink)
            place(sink)
        }
        while nextSource < sources.count {
            let source = sources[nextSource]
            nextSource += 1
            if placed[source] { continue }
            front.append(source)
            place(source)
        }
        guard front.count + back.count < count else { break }
        // Entries made stale by later degree changes are skipped; the current one is always queued.
        while let best = candidates.popMin() {
            let node = best.node
            guard !placed[node], best.outWeight == outWeight[node], best.inWeight == inWeight[node] else { continue }
            front.append(node)
            place(node)
            break
        }
    }
    return front + back.reversed()
}

/// A heap entry: the node whose outgoing minus incoming edge weight is largest comes out first,
/// the smaller id between equals. Weights are at least 1, so a stale entry always differs in weight.
private struct DegreeCandidate: Comparable {
    var node: Int
    var outWeight: Int
    var inWeight: Int

    static func < (lhs: DegreeCandidate, rhs: DegreeCandidate) -> Bool {
        let left = lhs.outWeight - lhs.inWeight, right = rhs.outWeight - rhs.inWeight
        return left != right ? left > right : lhs.node < rhs.node
    }
}
