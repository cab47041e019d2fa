import StrataGraph
import StrataRules

/// What `strata graph --level type|component` draws: the nodes of a level below the module graph that the
/// focus selects. `--collapse` and `--reverse` fold and follow modules, so only `focus` and `depth` apply here.
extension GraphSelection {
    /// Indices into `result.types.resolved.types`: every type, or the types of the modules the focus
    /// matches and the types within `depth` uses or inheritances of them.
    /// - Throws: ``GraphSelectionError`` when the focus matches no module.
    public func types(in result: AnalysisResult) throws -> [Int] {
        let resolved = result.types.resolved
        guard !focus.isEmpty else { return Array(resolved.types.indices) }
        let modules = Set(result.graph.modules.indices.filter { index in
            focus.contains { $0.matches(result.graph.modules[index].name) }
        })
        guard !modules.isEmpty else {
            let names = result.graph.modules.map(\.name)
            throw GraphSelectionError(description: "no module matches --focus"
                + (focus.first.map { Self.suggestion(for: $0, among: names) } ?? "") + " (see 'strata graph --format json')")
        }
        return resolved.types(focusing: modules, depth: depth ?? 1)
    }

    /// Indices into `result.di.components.components`: every concrete component, or the components the
    /// focus matches and every component within `depth` parent links of them; generic base classes are
    /// never drawn.
    /// - Throws: ``GraphSelectionError`` when the focus matches no component.
    public func components(in result: AnalysisResult) throws -> [Int] {
        let graph = result.di.components
        let concrete = { (node: Int) in !graph.components[node].isAbstract }
        guard !focus.isEmpty else { return graph.components.indices.filter(concrete) }
        let starts = graph.components.indices.filter { index in focus.contains { $0.matches(graph.components[index].name) } }
        guard !starts.isEmpty else {
            throw GraphSelectionError(description: "no needle component matches --focus"
                + (focus.first.map { Self.suggestion(for: $0, among: graph.components.map(\.name)) } ?? "")
                + " (see 'strata graph --level component --format json')")
        }
        return nodesWithin(depth: depth ?? 1, from: starts) { graph.parents[$0] + graph.children[$0] }.filter(concrete)
    }
}
