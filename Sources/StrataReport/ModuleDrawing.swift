import StrataGraph
import StrataRules
import StrataText

/// What the dot and Mermaid pictures of the module graph agree on before either is written: which edges
/// are drawn (transitive ones left out unless they carry a finding), how each finding's edge is marked,
/// how nodes are clustered, what the legend lists and what the notes say.
struct ModuleDrawing {
    /// How a finding's edge is drawn: in the colour of its worst severity, labelled with its rule ids.
    struct Mark {
        var rules: [String]
        var severity: Severity
    }

    /// One line of the legend: only what the picture shows.
    enum LegendEntry: Equatable {
        case kind(ModuleKind)
        case declaredOnly
        case highlighted
        case severity(Severity)
        case edgeCount
    }

    let picture: ModulePicture
    /// Indices into `picture.graph.edges` of the edges drawn, in order.
    let edges: [Int]
    /// The finding marks of the edges drawn, by edge index.
    let marks: [Int: Mark]
    let highlighted: Set<Int>
    /// Clusters in drawing order: label and members; modules in none follow in ``outside``.
    let clusters: [(label: String, members: [Int])]
    let outside: [Int]
    let legend: [LegendEntry]
    /// What the picture says beside the graph: the selection's notes, then how many edges were left out.
    let notes: [String]
    /// Whether layers run top to bottom (`--cluster layer`), rather than dependencies left to right.
    let topToBottom: Bool

    /// - Parameters:
    ///   - picture: what to draw.
    ///   - violations: findings whose edges are marked (and never left out).
    ///   - reduce: whether transitive edges are left out; `nil` for the picture's default.
    ///   - nodes: the modules to draw (with the edges between them); `nil` for all.
    init(_ picture: ModulePicture, violations: [Violation], clustering: DotReporter.Clustering, layerOrder: [String],
         reduce: Bool?, nodes: Set<Int>? = nil) {
        self.picture = picture
        let graph = picture.graph
        var marks: [GraphEdgeReference: Mark] = [:]
        for violation in violations {
            for edge in violation.edges {
                var mark = marks[edge] ?? Mark(rules: [], severity: violation.severity)
                if !mark.rules.contains(violation.rule) { mark.rules.append(violation.rule) }
                mark.severity = max(mark.severity, violation.severity)
                marks[edge] = mark
            }
        }
        let isDrawn = { (node: Int) in nodes?.contains(node) ?? true }
        let leftOut = (reduce ?? picture.reducesByDefault)
            ? transitiveEdges(nodeCount: graph.modules.count, successors: graph.successors(of:)) { from, to in
                marks[GraphEdgeReference(from: from, to: to)] != nil
            } : []
        var drawn: [Int] = []
        var hidden = 0
        for (index, edge) in graph.edges.enumerated() where isDrawn(edge.from) && isDrawn(edge.to) {
            if leftOut.indices.contains(edge.from), leftOut[edge.from].contains(edge.to) { hidden += 1 } else { drawn.append(index) }
        }
        edges = drawn
        var edgeMarks: [Int: Mark] = [:]
        for index in drawn {
            guard var mark = marks[GraphEdgeReference(from: graph.edges[index].from, to: graph.edges[index].to)] else { continue }
            mark.rules.sort { $0.precedesInBytes($1) }
            edgeMarks[index] = mark
        }
        self.marks = edgeMarks
        highlighted = Set(picture.highlighted)
        let members = graph.modules.indices.filter(isDrawn)
        (clusters, outside) = Self.clusters(picture, members, clustering, layerOrder)
        topToBottom = clustering == .layer
        let kinds: [ModuleKind] = [.implementation, .interface, .root, .testSupport, .test, .external]
        var legend: [LegendEntry] = kinds.filter { kind in members.contains { graph.modules[$0].kind == kind } }.map { .kind($0) }
        if drawn.contains(where: { !graph.edges[$0].isImported }) { legend.append(.declaredOnly) }
        if !highlighted.isEmpty { legend.append(.highlighted) }
        for severity in [Severity.error, .warning] where edgeMarks.values.contains(where: { $0.severity == severity }) {
            legend.append(.severity(severity))
        }
        if picture.edgeCounts != nil, !drawn.isEmpty { legend.append(.edgeCount) }
        // A picture of plain modules and imports needs no key.
        self.legend = legend == [.kind(.implementation)] ? [] : legend
        notes = picture.notes + (hidden == 0 ? [] : [
            "\(hidden) transitive edge\(hidden == 1 ? "" : "s") hidden; --no-reduce draws \(hidden == 1 ? "it" : "them")",
        ])
    }

    /// The node's label: its name, and for a group how many modules it stands for.
    func label(_ node: Int) -> [String] {
        let name = picture.graph.modules[node].name
        guard let counts = picture.memberCounts, counts.indices.contains(node) else { return [name] }
        return [name, "\(counts[node]) module\(counts[node] == 1 ? "" : "s")"]
    }

    /// How many module edges the edge at `index` folds, for a picture of groups.
    func count(_ index: Int) -> Int? {
        guard let counts = picture.edgeCounts, counts.indices.contains(index) else { return nil }
        return counts[index]
    }

    /// One cluster per package of more than one module (labelled with the package's name, in directory
    /// order), or per configured layer (in `layerOrder`); the other modules stay outside.
    private static func clusters(_ picture: ModulePicture, _ members: [Int], _ clustering: DotReporter.Clustering,
                                 _ layerOrder: [String]) -> ([(label: String, members: [Int])], [Int]) {
        var byGroup: [NameKey: [Int]] = [:]
        var outside: [Int] = []
        for index in members {
            if let group = clustering.group(of: picture.graph.modules[index]) {
                byGroup[NameKey(group), default: []].append(index)
            } else {
                outside.append(index)
            }
        }
        let keys = clustering == .layer ? DotReporter.Clustering.ordered(Array(byGroup.keys), by: layerOrder) : byGroup.keys.sorted()
        var clusters: [(label: String, members: [Int])] = []
        for key in keys {
            let nodes = byGroup[key] ?? []
            let name = String(decoding: key.bytes, as: UTF8.self)
            if clustering == .package, nodes.count < 2 {
                outside += nodes
            } else {
                clusters.append((clustering == .package ? ModulePicture.packageLabel(name, names: picture.packageNames) : name, nodes))
            }
        }
        return (clusters, outside.sorted())
    }
}

extension ModuleDrawing {
    /// The colour of a finding's edge: red for errors, amber for warnings.
    static func color(_ severity: Severity) -> String {
        severity == .error ? "#d62728" : "#e8a317"
    }

    /// What the legend says about an entry.
    func text(_ entry: LegendEntry) -> String {
        switch entry {
        case .kind(let kind):
            switch kind {
            case .implementation: return picture.memberCounts == nil ? "module" : "group of modules"
            case .interface: return "interface"
            case .root: return "root"
            case .test: return "test target"
            case .testSupport: return "test support"
            case .external: return "external"
            }
        case .declaredOnly: return "declared, not imported"
        case .highlighted: return "focus"
        case .severity(.error): return "error (rule)"
        case .severity(.warning): return "warning (rule)"
        case .edgeCount: return "module edges folded"
        }
    }
}
