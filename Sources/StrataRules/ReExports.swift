import StrataGraph

/// The modules that a module makes visible to its importers through `@_exported import`, directly or
/// through modules it re-exports in turn: declaring `D` where `D` has `@_exported import X` lets a
/// target import `X` too. `X` may be an external module that is no node of the graph (a local package's
/// `@_exported import Factory`, Factory a remote package): ``externalClosure(of:)`` names those.
/// Closures are computed on demand, iteratively, and kept.
struct ReExports {
    /// For each module, the modules it imports with `@_exported` somewhere, in index order.
    private let direct: [[Int]]
    /// For each module, the names of the modules outside the graph it imports with `@_exported`.
    private let directExternal: [[String]]
    private var closures: [Int: Set<Int>] = [:]

    /// - Parameter external: the dependencies on modules that are not nodes of `graph`
    ///   (``WorkspaceFacts/externalDependencies``).
    /// - Complexity: O(edges + imports).
    init(_ graph: ModuleGraph, external: [ExternalDependency] = []) {
        var direct = [[Int]](repeating: [], count: graph.modules.count)
        for edge in graph.edges where edge.from != edge.to && edge.imports.contains(where: \.isExported) {
            direct[edge.from].append(edge.to)
        }
        var directExternal = [[String]](repeating: [], count: graph.modules.count)
        for dependency in external where directExternal.indices.contains(dependency.from)
            && dependency.imports.contains(where: \.isExported) {
            directExternal[dependency.from].append(dependency.name)
        }
        self.direct = direct
        self.directExternal = directExternal
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

    /// The names of the modules outside the graph that `module` re-exports, itself or through the modules
    /// it re-exports.
    mutating func externalClosure(of module: Int) -> Set<String> {
        var names = Set(directExternal[module])
        for reExported in closure(of: module) { names.formUnion(directExternal[reExported]) }
        return names
    }
}

extension ImportEvidence {
    /// Whether it is an `@_exported import`.
    var isExported: Bool { attributes.contains("_exported") }
}

extension ModuleGraph {
    /// Whether module `index` is a SwiftPM target: it comes from a manifest, which can declare its
    /// dependencies (configured and external modules cannot).
    func isManifestTarget(_ index: Int) -> Bool {
        modules[index].declaration != nil && modules[index].kind != .external
    }
}
