import StrataGraph

/// The modules that a module makes visible to its importers through `@_exported import`, directly or
/// through modules it re-exports in turn: declaring `D` where `D` has `@_exported import X` lets a
/// target import `X` too. Closures are computed on demand, iteratively, and kept.
struct ReExports {
    /// For each module, the modules it imports with `@_exported` somewhere, in index order.
    private let direct: [[Int]]
    private var closures: [Int: Set<Int>] = [:]

    /// - Complexity: O(edges + imports).
    init(_ graph: ModuleGraph) {
        var direct = [[Int]](repeating: [], count: graph.modules.count)
        for edge in graph.edges where edge.from != edge.to
            && edge.imports.contains(where: { $0.attributes.contains("_exported") }) {
            direct[edge.from].append(edge.to)
        }
        self.direct = direct
    }

    /// Every module `module` re-exports, transitively; never `module` itself unless a re-export cycle
    /// leads back to it.
    /// - Complexity: O(re-export edges reachable from `module`) the first time, then O(1).
    mutating func closure(of module: Int) -> Set<Int> {
        if let known = closures[module] { return known }
        var seen = Set<Int>()
        var pending = direct[module]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += direct[next]
        }
        closures[module] = seen
        return seen
    }
}

extension ModuleGraph {
    /// Whether module `index` is a SwiftPM target: it comes from a manifest, which can declare its
    /// dependencies (configured and external modules cannot).
    func isManifestTarget(_ index: Int) -> Bool {
        modules[index].declaration != nil && modules[index].kind != .external
    }
}
