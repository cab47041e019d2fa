/// An order of the local nodes in which few edges point backwards: the greedy heuristic of
/// Eades, Lin and Smyth (1993).
///
/// Repeatedly: every sink goes to the back part, every source to the front part, and when neither
/// is left, the node with the largest (outgoing − incoming) edge count among the remaining ones
/// (smaller id first) goes to the front part. Sinks and sources are taken in the order they appear.
/// - Complexity: O((V + E) log V).
func eadesLinSmythOrder(_ graph: LocalGraph) -> [Int] {
    let count = graph.nodes.count
    var outDegree = graph.successors.map(\.count)
    var inDegree = graph.predecessors.map(\.count)
    var placed = [Bool](repeating: false, count: count)
    var sinks = (0..<count).filter { outDegree[$0] == 0 }
    var sources = (0..<count).filter { inDegree[$0] == 0 }
    var nextSink = 0
    var nextSource = 0
    var candidates = MinHeap<DegreeCandidate>()
    for node in 0..<count {
        candidates.insert(DegreeCandidate(node: node, outDegree: outDegree[node], inDegree: inDegree[node]))
    }
    var front: [Int] = []
    var back: [Int] = []

    func place(_ node: Int) {
        placed[node] = true
        for successor in graph.successors[node] where !placed[successor] {
            inDegree[successor] -= 1
            if inDegree[successor] == 0 { sources.append(successor) }
            candidates.insert(DegreeCandidate(node: successor, outDegree: outDegree[successor],
                                              inDegree: inDegree[successor]))
        }
        for predecessor in graph.predecessors[node] where !placed[predecessor] {
            outDegree[predecessor] -= 1
            if outDegree[predecessor] == 0 { sinks.append(predecessor) }
            candidates.insert(DegreeCandidate(node: predecessor, outDegree: outDegree[predecessor],
                                              inDegree: inDegree[predecessor]))
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
            guard !placed[node], best.outDegree == outDegree[node], best.inDegree == inDegree[node] else { continue }
            front.append(node)
            place(node)
            break
        }
    }
    return front + back.reversed()
}

/// A heap entry: the node whose outgoing minus incoming edge count is largest comes out first,
/// the smaller id between equals.
private struct DegreeCandidate: Comparable {
    var node: Int
    var outDegree: Int
    var inDegree: Int

    static func < (lhs: DegreeCandidate, rhs: DegreeCandidate) -> Bool {
        let left = lhs.outDegree - lhs.inDegree, right = rhs.outDegree - rhs.inDegree
        return left != right ? left > right : lhs.node < rhs.node
    }
}
