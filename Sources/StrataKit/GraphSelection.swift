import StrataGraph
import StrataProject
import StrataRules

/// Why a graph selection could not be made; the CLI maps it to exit code 2.
struct GraphSelectionError: Error, CustomStringConvertible {
    public var description: String
}

/// What `strata graph` draws of the module graph: modules folded together (`--collapse`), then the
/// neighbourhood of some modules (`--focus`, `--depth`, `--reverse`).
public struct GraphSelection: Sendable {
    /// Modules whose names match any of these (or equal one, for folded nodes), with their neighbourhood;
    /// empty for the whole graph.
    public var focus: [Glob]
    /// How many edges away from the focus to go (default 1).
    public var depth: Int?
    /// Whether to follow only dependents (who depends on the focus) instead of both directions.
    public var reverse: Bool
    /// Each pattern folds the modules it matches into one node named by the pattern.
    public var collapse: [Glob]

    /// A selection; the defaults select the whole graph.
    public init(focus: [Glob] = [], depth: Int? = nil, reverse: Bool = false, collapse: [Glob] = []) {
        self.focus = focus
        self.depth = depth
        self.reverse = reverse
        self.collapse = collapse
    }

    /// - Throws: ``GraphSelectionError`` when a `focus` or `collapse` pattern matches no module.
    /// - Returns: the selected graph, in the canonical order of ``ModuleGraph``.
    /// - Complexity: O((V + E) × pattern length) for matching, then O(V + E) for the walk.
    public func apply(to graph: ModuleGraph) throws -> ModuleGraph {
        var graph = graph
        if !collapse.isEmpty { graph = try collapsed(graph) }
        guard !focus.isEmpty else { return graph }
        // A pattern also names a folded node by its own text (`--collapse 'Feature*' --focus 'Feature*'`).
        let selects = { (pattern: Glob, name: String) in pattern.matches(name) || pattern.pattern.hasSameBytes(as: name) }
        let starts = graph.modules.indices.filter { index in focus.contains { selects($0, graph.modules[index].name) } }
        for pattern in focus where !graph.modules.contains(where: { selects(pattern, $0.name) }) {
            throw GraphSelectionError(description: "--focus '\(pattern.pattern)' matches no module"
                + Self.suggestion(for: pattern, among: graph.modules.map(\.name)))
        }
        var dependents = [[Int]](repeating: [], count: graph.modules.count)
        for edge in graph.edges { dependents[edge.to].append(edge.from) }
        let kept = nodesWithin(depth: depth ?? 1, from: starts) { node in
            reverse ? dependents[node] : graph.successors(of: node) + dependents[node]
        }
        return Self.subgraph(graph, keeping: kept)
    }

    /// The graph with each collapse pattern's modules folded into one node; edges inside a fold (a folded
    /// module's self-import included) vanish.
    private func collapsed(_ graph: ModuleGraph) throws -> ModuleGraph {
        var fold = [Int?](repeating: nil, count: graph.modules.count)
        var members: [[Module]] = Array(repeating: [], count: collapse.count)
        for (index, module) in graph.modules.enumerated() {
            guard let number = collapse.firstIndex(where: { $0.matches(module.name) }) else { continue }
            fold[index] = number
            members[number].append(module)
        }
        // Modules left as they are come first, then one node per pattern.
        var modules: [Module] = []
        var target = [Int](repeating: 0, count: graph.modules.count)
        for (index, module) in graph.modules.enumerated() where fold[index] == nil {
            target[index] = modules.count
            modules.append(module)
        }
        var foldNode: [Int] = []
        for (number, parts) in members.enumerated() {
            guard !parts.isEmpty else {
                throw GraphSelectionError(description: "--collapse '\(collapse[number].pattern)' matches no module"
                    + Self.suggestion(for: collapse[number], among: graph.modules.map(\.name)))
            }
            foldNode.append(modules.count)
            modules.append(Module(
                name: collapse[number].pattern,
                package: Self.common(parts.map(\.package)) ?? "",
                kind: Self.common(parts.map(\.kind.rawValue)).flatMap(ModuleKind.init(rawValue:)) ?? .implementation,
                path: Self.common(parts.map(\.path)) ?? "",
                files: parts.reduce(0) { $0 + $1.files },
                layer: Self.common(parts.map { $0.layer ?? "" }).flatMap { $0.isEmpty ? nil : $0 }))
        }
        for (index, number) in fold.enumerated() {
            if let number { target[index] = foldNode[number] }
        }
        var merged: [GraphEdgeReference: ModuleEdge] = [:]
        for edge in graph.edges {
            let from = target[edge.from], to = target[edge.to]
            if from == to, fold[edge.from] != nil { continue }
            let key = GraphEdgeReference(from: from, to: to)
            var combined = merged[key] ?? ModuleEdge(from: from, to: to)
            if combined.declaration == nil { combined.declaration = edge.declaration }
            combined.imports += edge.imports
            merged[key] = combined
        }
        let edges = merged.values.map { edge -> ModuleEdge in
            var sorted = edge
            sorted.imports.sort { $0.location.precedes($1.location) }
            return sorted
        }
        return ModuleGraph(modules: modules, edges: edges)
    }

    /// The modules at `kept` and the edges between them.
    private static func subgraph(_ graph: ModuleGraph, keeping kept: [Int]) -> ModuleGraph {
        var newIndex = [Int?](repeating: nil, count: graph.modules.count)
        for (position, old) in kept.sorted().enumerated() { newIndex[old] = position }
        let edges = graph.edges.compactMap { edge -> ModuleEdge? in
            guard let from = newIndex[edge.from], let to = newIndex[edge.to] else { return nil }
            var copy = edge
            copy.from = from
            copy.to = to
            return copy
        }
        return ModuleGraph(modules: kept.sorted().map { graph.modules[$0] }, edges: edges)
    }

    /// `; did you mean 'Feed'?` when `pattern` looks like a misspelt name among `names`, else nothing.
    static func suggestion(for pattern: Glob, among names: [String]) -> String {
        nearestName(to: pattern.pattern, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The value all of `values` share, or `nil`.
    private static func common(_ values: [String]) -> String? {
        guard let first = values.first, values.allSatisfy({ $0.hasSameBytes(as: first) }) else { return nil }
        return first
    }
}
