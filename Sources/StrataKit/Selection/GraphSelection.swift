import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// Why a graph selection could not be made; the CLI maps it to exit code 2.
struct GraphSelectionError: Error, CustomStringConvertible {
    public var description: String
}

/// What `strata graph` draws of the module graph: modules folded together (`--collapse`), then the
/// neighbourhood of some modules (`--focus`, `--depth`, `--reverse`), the routes between two of them
/// (`--path`), or one node per group of modules (`--level group`).
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
    /// `--path FROM TO`: the modules matching `from`, those matching `to`, and every module between.
    public var path: (from: Glob, to: Glob)?
    /// `--level group`: one node per group of modules.
    public var grouping: ModuleGrouping?
    /// When set, a whole graph of more workspace modules than this is drawn folded into `auto` groups, with a
    /// note, unless a grouping, focus, path or collapse is asked for: `graph`'s default picture of a large
    /// codebase is an overview. `nil` draws every module.
    public var overviewAbove: Int?
    /// The `overviewAbove` of `strata graph`'s dot and Mermaid pictures.
    public static let defaultOverviewLimit = 150

    /// A selection; the defaults select the whole graph.
    public init(focus: [Glob] = [], depth: Int? = nil, reverse: Bool = false, collapse: [Glob] = [],
                path: (from: Glob, to: Glob)? = nil, grouping: ModuleGrouping? = nil) {
        self.focus = focus
        self.depth = depth
        self.reverse = reverse
        self.collapse = collapse
        self.path = path
        self.grouping = grouping
    }

    /// The picture of `result`'s module graph that the selection asks for.
    /// - Throws: ``GraphSelectionError`` when a `focus`, `collapse` or `path` pattern matches no module.
    /// - Complexity: O((V + E) × pattern length) for matching, then O(V + E) for the walks.
    public func picture(of result: AnalysisResult) throws -> ModulePicture {
        var picture = try apply(to: result.graph)
        let modules = result.graph.modules.count { $0.kind != .external }
        let overview = grouping == nil && focus.isEmpty && path == nil && collapse.isEmpty
            && overviewAbove.map { modules > $0 } == true
        if let grouping = overview ? .auto : grouping {
            picture = grouping.fold(picture.graph, packageNames: result.packageNames)
            if overview {
                picture.notes.append("\(modules) modules drawn as \(picture.graph.modules.count) groups; "
                                     + "--level module draws every module, --focus NAME one's neighbours")
            }
        }
        picture.packageNames = result.packageNames
        return picture
    }

    /// The selected modules and edges, with the focus or the ends of the path highlighted.
    /// - Throws: ``GraphSelectionError`` when a `focus`, `collapse` or `path` pattern matches no module.
    public func apply(to graph: ModuleGraph) throws -> ModulePicture {
        var graph = graph
        if !collapse.isEmpty { graph = try collapsed(graph) }
        if let path { return try Self.routes(in: graph, from: path.from, to: path.to) }
        guard !focus.isEmpty else { return ModulePicture(graph: graph) }
        var starts: [Int] = []
        for pattern in focus { starts += try Self.matches(pattern, in: graph, option: "--focus") }
        let kept = Self.neighbourhood(of: Set(starts), in: graph, depth: depth ?? 1, reverse: reverse)
        let subgraph = Self.subgraph(graph, nodes: kept.nodes, edges: kept.edges)
        return ModulePicture(graph: subgraph.graph, highlighted: Set(starts).compactMap { subgraph.index[$0] }.sorted())
    }

    /// The focus, the modules within `depth` edges that it depends on and (or, with `reverse`, only) those
    /// that depend on it within `depth` edges, and the edges on those paths: with depth 1, only the edges
    /// that touch the focus.
    /// - Complexity: O(V + E).
    static func neighbourhood(of starts: Set<Int>, in graph: ModuleGraph, depth: Int, reverse: Bool)
        -> (nodes: Set<Int>, edges: [Int]) {
        let forward = reverse ? [Int?](repeating: nil, count: graph.modules.count)
            : distances(from: starts, count: graph.modules.count, limit: depth, next: graph.successors(of:))
        let backward = distances(from: starts, count: graph.modules.count, limit: depth, next: graph.predecessors(of:))
        let nodes = Set(graph.modules.indices.filter { forward[$0] != nil || backward[$0] != nil })
        let edges = graph.edges.indices.filter { index in
            let edge = graph.edges[index]
            if starts.contains(edge.from), starts.contains(edge.to) { return true }
            return (forward[edge.from] ?? depth) < depth || (backward[edge.to] ?? depth) < depth
        }
        return (nodes, edges)
    }

    /// How many edges each module lies from `starts` following `next`, up to `limit`; `nil` beyond.
    static func distances(from starts: Set<Int>, count: Int, limit: Int, next: (Int) -> [Int]) -> [Int?] {
        var distance = [Int?](repeating: nil, count: count)
        var frontier = starts.sorted()
        for start in frontier { distance[start] = 0 }
        var level = 0
        while level < limit, !frontier.isEmpty {
            level += 1
            var following: [Int] = []
            for node in frontier {
                for neighbour in next(node) where distance[neighbour] == nil {
                    distance[neighbour] = level
                    following.append(neighbour)
                }
            }
            frontier = following
        }
        return distance
    }

    /// The modules a pattern selects: those whose names it matches, or the folded node it names.
    /// - Throws: ``GraphSelectionError`` naming `option` when there is none.
    static func matches(_ pattern: Glob, in graph: ModuleGraph, option: String) throws -> [Int] {
        let found = graph.modules.indices.filter { index in
            pattern.matches(graph.modules[index].name) || pattern.pattern.hasSameBytes(as: graph.modules[index].name)
        }
        guard found.isEmpty else { return found }
        throw GraphSelectionError(description: "\(option) '\(pattern.pattern)' matches no module"
            + suggestion(for: pattern, among: graph.modules.map(\.name)))
    }

    /// The modules at `nodes` and the edges at `edges` (indices into `graph.edges`, between kept modules),
    /// with each kept module's new index.
    static func subgraph(_ graph: ModuleGraph, nodes: Set<Int>, edges: [Int]) -> (graph: ModuleGraph, index: [Int: Int]) {
        let kept = nodes.sorted()
        var newIndex: [Int: Int] = [:]
        for (position, old) in kept.enumerated() { newIndex[old] = position }
        let selected = edges.compactMap { index -> ModuleEdge? in
            var copy = graph.edges[index]
            guard let from = newIndex[copy.from], let to = newIndex[copy.to] else { return nil }
            copy.from = from
            copy.to = to
            return copy
        }
        return (ModuleGraph(modules: kept.map { graph.modules[$0] }, edges: selected), newIndex)
    }

    /// `; did you mean 'Feed'?` when `pattern` looks like a misspelt name among `names`, else nothing.
    static func suggestion(for pattern: Glob, among names: [String]) -> String {
        nearestName(to: pattern.pattern, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}
