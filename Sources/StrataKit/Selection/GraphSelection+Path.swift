import StrataGraph
import StrataProject

/// `--path FROM TO`: why one module depends on another.
extension GraphSelection {
    /// Every module on some path from a module matching `from` to one matching `to`, and every edge on such
    /// a path, the ends highlighted; when there is none, the ends alone and a note that says so.
    /// - Throws: ``GraphSelectionError`` when a pattern matches no module.
    /// - Complexity: O(V + E) besides matching.
    static func routes(in graph: ModuleGraph, from: Glob, to: Glob) throws -> ModulePicture {
        let sources = Set(try matches(from, in: graph, option: "--path"))
        let targets = Set(try matches(to, in: graph, option: "--path"))
        let count = graph.modules.count
        let reached = distances(from: sources, count: count, limit: count, next: graph.successors(of:))
        let reaching = distances(from: targets, count: count, limit: count, next: graph.predecessors(of:))
        let between = Set(graph.modules.indices.filter { reached[$0] != nil && reaching[$0] != nil })
        guard !between.isEmpty else {
            let ends = Self.subgraph(graph, nodes: sources.union(targets), edges: [])
            return ModulePicture(graph: ends.graph, highlighted: Array(ends.graph.modules.indices),
                                 notes: ["no path from \(from.pattern) to \(to.pattern)"], reducesByDefault: false)
        }
        let edges = graph.edges.indices.filter { between.contains(graph.edges[$0].from) && between.contains(graph.edges[$0].to) }
        let routes = Self.subgraph(graph, nodes: between, edges: edges)
        return ModulePicture(graph: routes.graph,
                             highlighted: sources.union(targets).compactMap { routes.index[$0] }.sorted(),
                             reducesByDefault: false)
    }
}
