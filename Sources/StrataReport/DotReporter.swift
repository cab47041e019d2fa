import StrataGraph
import StrataRules

/// Graphviz dot: one node per module, shaped by kind, clustered by package or layer; edges of violations
/// in red, labelled with their rule ids. External modules appear only when the graph holds them.
public enum DotReporter {
    /// How nodes are grouped into `cluster_` subgraphs.
    public enum Clustering: String, Sendable, CaseIterable {
        /// One cluster per package; external modules outside.
        case package
        /// One cluster per configured layer, top to bottom; modules in no layer outside.
        case layer
        case none
    }

    /// - Parameters:
    ///   - graph: the modules and edges to draw.
    ///   - violations: findings whose edges are highlighted; empty for `strata graph`.
    ///   - clustering: how to group nodes.
    ///   - layerOrder: the configured layer names, top to bottom, for ``Clustering/layer``; a layer
    ///     that a module names but this list lacks comes after them, in byte order.
    /// - Returns: a complete `digraph`, valid input for `dot`.
    public static func render(_ graph: ModuleGraph, violations: [Violation] = [], clustering: Clustering = .package,
                              layerOrder: [String] = []) -> String {
        var lines = [
            "digraph strata {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=rounded];",
            "  edge [color=\"#555555\", fontname=\"Helvetica\", fontsize=10];",
        ]
        switch clustering {
        case .none:
            lines += graph.modules.indices.map { "  " + node($0, graph.modules[$0]) }
        case .package:
            lines += clusters(graph)
        case .layer:
            lines += layerClusters(graph, order: layerOrder)
        }
        let rulesByEdge = violatedEdges(violations)
        for edge in graph.edges {
            var attributes: [String] = []
            if !edge.isImported { attributes.append("style=dashed") }
            if let rules = rulesByEdge[GraphEdgeReference(from: edge.from, to: edge.to)] {
                attributes += ["color=\"#d62728\"", "fontcolor=\"#d62728\"", "penwidth=2",
                               "label=\(quoted(rules.joined(separator: ", ")))"]
            }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            lines.append("  m\(edge.from) -> m\(edge.to)\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `cluster_` subgraph per package, in package order; external modules stay outside any cluster.
    private static func clusters(_ graph: ModuleGraph) -> [String] {
        var byPackage: [NameKey: [Int]] = [:]
        var outside: [Int] = []
        for (index, module) in graph.modules.enumerated() {
            if module.kind == .external { outside.append(index) } else { byPackage[NameKey(module.package), default: []].append(index) }
        }
        var lines: [String] = []
        for (number, key) in byPackage.keys.sorted().enumerated() {
            let members = byPackage[key] ?? []
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(quoted(String(decoding: key.bytes, as: UTF8.self)));")
            lines.append("    style=rounded; color=\"#bbbbbb\";")
            lines += members.map { "    " + node($0, graph.modules[$0]) }
            lines.append("  }")
        }
        lines += outside.map { "  " + node($0, graph.modules[$0]) }
        return lines
    }

    /// One `cluster_` subgraph per layer that holds a module, in `order`; modules in no layer stay outside.
    private static func layerClusters(_ graph: ModuleGraph, order: [String]) -> [String] {
        var byLayer: [NameKey: [Int]] = [:]
        var outside: [Int] = []
        for (index, module) in graph.modules.enumerated() {
            if let layer = module.layer { byLayer[NameKey(layer), default: []].append(index) } else { outside.append(index) }
        }
        let layers = Clustering.ordered(Array(byLayer.keys), by: order)
        var lines: [String] = []
        for (number, key) in layers.enumerated() {
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(quoted(String(decoding: key.bytes, as: UTF8.self)));")
            lines.append("    style=rounded; color=\"#bbbbbb\";")
            lines += (byLayer[key] ?? []).map { "    " + node($0, graph.modules[$0]) }
            lines.append("  }")
        }
        lines += outside.map { "  " + node($0, graph.modules[$0]) }
        return lines
    }

    private static func node(_ index: Int, _ module: Module) -> String {
        "m\(index) [label=\(quoted(module.name)), \(shape(module.kind))];"
    }

    /// Interfaces are ellipses, roots doubled boxes, tests notes, test support tabs, externals dashed boxes.
    private static func shape(_ kind: ModuleKind) -> String {
        switch kind {
        case .implementation: return "shape=box"
        case .interface: return "shape=ellipse"
        case .root: return "shape=box, peripheries=2"
        case .test: return "shape=note"
        case .testSupport: return "shape=tab"
        case .external: return "shape=box, style=dashed, fontcolor=\"#777777\""
        }
    }

    /// The rule ids behind each highlighted edge, sorted and unique.
    private static func violatedEdges(_ violations: [Violation]) -> [GraphEdgeReference: [String]] {
        var result: [GraphEdgeReference: Set<String>] = [:]
        for violation in violations {
            for edge in violation.edges { result[edge, default: []].insert(violation.rule) }
        }
        return result.mapValues { $0.sorted { $0.precedesInBytes($1) } }
    }

    /// A dot string literal; quotes and backslashes escaped, line breaks and control characters dropped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

// MARK: - Format

extension DotReporter: CheckReporter, GraphReporter {
    public static let format = "dot"
    public static let summary = "a Graphviz picture; edges of violations in red"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(render(result.graph, violations: result.violations, clustering: options.clustering,
                           layerOrder: options.layerOrder))
    }

    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let graph): render(graph, clustering: options.clustering, layerOrder: options.layerOrder)
        case .types(let result, let nodes): TypeGraphReporter.dot(result, nodes: nodes)
        case .components(let result, let nodes): ComponentGraphReporter.dot(result, nodes: nodes)
        }
    }
}
