/// A layered (Sugiyama-style) drawing of a directed graph, edges pointing down: each node's layer is the
/// longest path from its strongly connected component down to a component that depends on nothing (the
/// members of a cycle share a layer), the order within each layer comes from barycenter sweeps that reduce
/// crossings, and a layer wider than ``maxRowWidth`` wraps onto several rows. Coordinates are whole numbers
/// computed in one deterministic order, so the same graph gives the same drawing on every machine.
public struct LayeredLayout: Sendable, Equatable {
    /// Each node's layer, `0` at the top; an edge between two components goes from a lower layer to a higher one.
    public let layers: [Int]
    /// The centre of each node, in the drawing's units (pixels at zoom 1).
    public let x: [Int]
    public let y: [Int]
    /// The size of the drawing: every node lies inside it, half a node height from the top and bottom.
    public let width: Int
    public let height: Int

    /// The height of a node.
    public static let nodeHeight = 28
    /// The horizontal gap between two nodes of a row, and the vertical gap between two rows.
    public static let gap = 24
    /// The vertical distance between two layers.
    public static let layerDistance = 96
    /// The widest a row may grow before its layer wraps onto another row.
    public static let maxRowWidth = 4_000

    /// Lays out a graph.
    /// - Parameters:
    ///   - nodeCount: the nodes are `0..<nodeCount`.
    ///   - widths: each node's width.
    ///   - successors: the nodes each node points to.
    /// - Complexity: O(V + E) for the layers, O(sweeps × (E + V log V)) for the order within them.
    public init(nodeCount: Int, widths: [Int], successors: (Int) -> [Int]) {
        let condensation = Condensation(nodeCount: nodeCount, successors: successors)
        let depths = condensation.depths()
        let deepest = depths.max() ?? 0
        let layers = (0..<nodeCount).map { deepest - depths[condensation.componentOf[$0]] }
        var orders = [[Int]](repeating: [], count: deepest + 1)
        for node in 0..<nodeCount { orders[layers[node]].append(node) }
        var above = [[Int]](repeating: [], count: nodeCount)
        var below = [[Int]](repeating: [], count: nodeCount)
        for node in 0..<nodeCount {
            for next in successors(node) where layers[next] > layers[node] {
                below[node].append(next)
                above[next].append(node)
            }
        }
        Self.sweep(&orders, above: above, below: below, nodeCount: nodeCount)
        (x, y, width, height) = Self.coordinates(orders, widths: widths, nodeCount: nodeCount)
        self.layers = layers
    }

    // MARK: - Order within layers

    /// Four pairs of sweeps, down then up: each layer is sorted by the mean relative position of its
    /// neighbours in the layers above (down) or below (up); a node without such neighbours keeps its place.
    private static func sweep(_ orders: inout [[Int]], above: [[Int]], below: [[Int]], nodeCount: Int) {
        var position = [Double](repeating: 0, count: nodeCount)
        func place(_ layer: Int) {
            let count = Double(orders[layer].count)
            for (index, node) in orders[layer].enumerated() { position[node] = (Double(index) + 0.5) / count }
        }
        for layer in orders.indices { place(layer) }
        for _ in 0..<4 {
            for layer in orders.indices.dropFirst() { reorder(&orders[layer], by: above, position: position); place(layer) }
            for layer in orders.indices.reversed().dropFirst() { reorder(&orders[layer], by: below, position: position); place(layer) }
        }
    }

    /// Sorts one layer by its nodes' barycenters, ties (and nodes without neighbours) by their current place.
    private static func reorder(_ order: inout [Int], by neighbours: [[Int]], position: [Double]) {
        let keys = order.map { node -> Double in
            let list = neighbours[node]
            guard !list.isEmpty else { return position[node] }
            return list.reduce(0) { $0 + position[$1] } / Double(list.count)
        }
        order = order.indices.sorted { (keys[$0], position[order[$0]]) < (keys[$1], position[order[$1]]) }.map { order[$0] }
    }

    // MARK: - Coordinates

    /// Rows of at most ``maxRowWidth`` (at least one node each), each centred on the widest row.
    private static func coordinates(_ orders: [[Int]], widths: [Int], nodeCount: Int)
        -> (x: [Int], y: [Int], width: Int, height: Int) {
        var rows: [(nodes: [Int], width: Int, top: Int)] = []
        var top = nodeHeight / 2
        for order in orders {
            var row: [Int] = []
            var rowWidth = 0
            for node in order {
                let added = widths[node] + (row.isEmpty ? 0 : gap)
                if !row.isEmpty, rowWidth + added > maxRowWidth {
                    rows.append((row, rowWidth, top))
                    top += nodeHeight + gap
                    (row, rowWidth) = ([], 0)
                }
                rowWidth += widths[node] + (row.isEmpty ? 0 : gap)
                row.append(node)
            }
            if !row.isEmpty { rows.append((row, rowWidth, top)) }
            top += layerDistance
        }
        let width = rows.map(\.width).max() ?? 0
        var x = [Int](repeating: 0, count: nodeCount)
        var y = [Int](repeating: 0, count: nodeCount)
        for row in rows {
            var left = (width - row.width) / 2
            for node in row.nodes {
                x[node] = left + widths[node] / 2
                y[node] = row.top
                left += widths[node] + gap
            }
        }
        let height = (rows.last?.top ?? 0) + nodeHeight / 2
        return (x, y, width, height)
    }
}
