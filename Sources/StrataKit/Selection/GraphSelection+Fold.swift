import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// Folding modules into one node: `--collapse` and `--level group`.
extension GraphSelection {
    /// The graph with each collapse pattern's modules folded into one node; edges inside a fold (a folded
    /// module's self-import included) vanish.
    func collapsed(_ graph: ModuleGraph) throws -> ModuleGraph {
        var fold = [Int?](repeating: nil, count: graph.modules.count)
        for (index, module) in graph.modules.enumerated() {
            fold[index] = collapse.firstIndex { $0.matches(module.name) }
        }
        for (number, pattern) in collapse.enumerated() where !fold.contains(number) {
            throw GraphSelectionError(description: "--collapse '\(pattern.pattern)' matches no module"
                + Self.suggestion(for: pattern, among: graph.modules.map(\.name)))
        }
        return Self.folded(graph, into: fold, names: collapse.map(\.pattern)).graph
    }

    /// `graph` with the modules that `fold` sends to group `n` made one node named `names[n]` (modules it
    /// sends nowhere stay as they are, first); edges inside a group vanish and edges between the same two
    /// nodes become one.
    /// - Returns: the graph, and for each of its edges how many edges of `graph` it stands for.
    /// - Complexity: O(V + E log E).
    static func folded(_ graph: ModuleGraph, into fold: [Int?], names: [String]) -> (graph: ModuleGraph, counts: [Int]) {
        var members: [[Module]] = Array(repeating: [], count: names.count)
        var modules: [Module] = []
        var target = [Int](repeating: 0, count: graph.modules.count)
        for (index, module) in graph.modules.enumerated() {
            if let number = fold[index] {
                members[number].append(module)
            } else {
                target[index] = modules.count
                modules.append(module)
            }
        }
        var foldNode = [Int](repeating: 0, count: names.count)
        for (number, parts) in members.enumerated() where !parts.isEmpty {
            foldNode[number] = modules.count
            modules.append(Module(
                name: names[number],
                package: common(parts.map(\.package)) ?? "",
                kind: common(parts.map(\.kind.rawValue)).flatMap(ModuleKind.init(rawValue:)) ?? .implementation,
                path: common(parts.map(\.path)) ?? "",
                files: parts.reduce(0) { $0 + $1.files },
                layer: common(parts.map { $0.layer ?? "" }).flatMap { $0.isEmpty ? nil : $0 }))
        }
        for (index, number) in fold.enumerated() {
            if let number { target[index] = foldNode[number] }
        }
        var merged: [GraphEdgeReference: (edge: ModuleEdge, count: Int)] = [:]
        for edge in graph.edges {
            let from = target[edge.from], to = target[edge.to]
            if from == to, fold[edge.from] != nil { continue }
            let key = GraphEdgeReference(from: from, to: to)
            var combined = merged[key] ?? (ModuleEdge(from: from, to: to), 0)
            if combined.edge.declaration == nil { combined.edge.declaration = edge.declaration }
            combined.edge.imports += edge.imports
            combined.count += 1
            merged[key] = combined
        }
        let edges = merged.values.map { entry -> ModuleEdge in
            var sorted = entry.edge
            sorted.imports.sort { $0.location.precedes($1.location) }
            return sorted
        }
        let result = ModuleGraph(modules: modules, edges: edges)
        var countOf: [GraphEdgeReference: Int] = [:]
        for (key, entry) in merged {
            countOf[GraphEdgeReference(from: result.indexOfInput[key.from], to: result.indexOfInput[key.to])] = entry.count
        }
        let counts = result.edges.map { countOf[GraphEdgeReference(from: $0.from, to: $0.to)] ?? 1 }
        return (result, counts)
    }

    /// The value all of `values` share, or `nil`.
    private static func common(_ values: [String]) -> String? {
        guard let first = values.first, values.allSatisfy({ $0.hasSameBytes(as: first) }) else { return nil }
        return first
    }
}
