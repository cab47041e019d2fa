import StrataGraph
import StrataRules

/// Mermaid `flowchart`: one node per module, shaped by kind, grouped by package; edges of violations in
/// red and labelled with their rule ids, declared-only edges dotted. Renders in GitHub Markdown.
public enum MermaidReporter {
    /// - Parameters:
    ///   - graph: the modules and edges to draw.
    ///   - violations: findings whose edges are highlighted; empty for `strata graph`.
    ///   - clustering: how to group nodes.
    ///   - nodes: the modules to draw (with the edges between them); `nil` for all.
    ///   - layerOrder: the configured layer names, top to bottom, for ``DotReporter/Clustering/layer``.
    /// - Returns: a complete flowchart, without a Markdown fence, ending in a newline.
    public static func render(_ graph: ModuleGraph, violations: [Violation] = [],
                              clustering: DotReporter.Clustering = .package, nodes: Set<Int>? = nil,
                              layerOrder: [String] = []) -> String {
        let drawn = nodes.map { $0.filter(graph.modules.indices.contains).sorted() } ?? Array(graph.modules.indices)
        let isDrawn = nodes.map { set in { set.contains($0) } } ?? { _ in true }
        var lines = ["flowchart LR"]
        switch clustering {
        case .none: lines += drawn.map { "  " + node($0, graph.modules[$0]) }
        case .package, .layer: lines += clusters(graph, drawn, clustering, layerOrder)
        }
        let rulesByEdge = violatedEdges(violations)
        var highlighted: [Int] = []
        var linkNumber = 0
        for edge in graph.edges where isDrawn(edge.from) && isDrawn(edge.to) {
            let arrow = edge.isImported ? "-->" : "-.->"
            var label = ""
            if let rules = rulesByEdge[GraphEdgeReference(from: edge.from, to: edge.to)] {
                label = "|\"" + escaped(rules.joined(separator: ", ")) + "\"|"
                highlighted.append(linkNumber)
            }
            lines.append("  m\(edge.from) \(arrow)\(label) m\(edge.to)")
            linkNumber += 1
        }
        lines += classLines(graph, drawn)
        if !highlighted.isEmpty {
            lines.append("  linkStyle \(highlighted.map(String.init).joined(separator: ",")) "
                         + "stroke:#d62728,stroke-width:2px,color:#d62728")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    /// One subgraph per package (in name order) or layer (in `layerOrder`); modules without one stay outside.
    private static func clusters(_ graph: ModuleGraph, _ drawn: [Int], _ clustering: DotReporter.Clustering,
                                 _ layerOrder: [String]) -> [String] {
        var byPackage: [NameKey: [Int]] = [:]
        var outside: [Int] = []
        for index in drawn {
            if let group = clustering.group(of: graph.modules[index]) {
                byPackage[NameKey(group), default: []].append(index)
            } else {
                outside.append(index)
            }
        }
        var lines: [String] = []
        let keys = clustering == .layer ? DotReporter.Clustering.ordered(Array(byPackage.keys), by: layerOrder)
            : byPackage.keys.sorted()
        for (number, key) in keys.enumerated() {
            lines.append("  subgraph p\(number)[\"" + escaped(String(decoding: key.bytes, as: UTF8.self)) + "\"]")
            lines += (byPackage[key] ?? []).map { "    " + node($0, graph.modules[$0]) }
            lines.append("  end")
        }
        return lines + outside.map { "  " + node($0, graph.modules[$0]) }
    }

    /// Interfaces are stadiums, roots subroutine boxes, tests and test support flags, the rest rectangles.
    private static func node(_ index: Int, _ module: Module) -> String {
        let label = "\"" + escaped(module.name) + "\""
        switch module.kind {
        case .interface: return "m\(index)([\(label)])"
        case .root: return "m\(index)[[\(label)]]"
        case .test, .testSupport: return "m\(index)>\(label)]"
        case .implementation, .external: return "m\(index)[\(label)]"
        }
    }

    /// `classDef`s for the kinds drawn, and the `class` lines that apply them.
    private static func classLines(_ graph: ModuleGraph, _ drawn: [Int]) -> [String] {
        let styles: [(ModuleKind, String)] = [
            (.interface, "fill:#eef6ff,stroke:#4a7ebb"),
            (.root, "stroke-width:2px"),
            (.test, "fill:#f6f6f6,stroke:#999999"),
            (.testSupport, "fill:#f6f6f6,stroke:#999999"),
            (.external, "stroke-dasharray:4 4,color:#777777"),
        ]
        var lines: [String] = []
        for (kind, style) in styles {
            let members = drawn.filter { graph.modules[$0].kind == kind }
            guard !members.isEmpty else { continue }
            lines.append("  classDef \(kind.rawValue)Kind \(style)")
            lines.append("  class " + members.map { "m\($0)" }.joined(separator: ",") + " \(kind.rawValue)Kind")
        }
        return lines
    }

    /// The rule ids behind each highlighted edge, sorted and unique.
    private static func violatedEdges(_ violations: [Violation]) -> [GraphEdgeReference: [String]] {
        var result: [GraphEdgeReference: Set<String>] = [:]
        for violation in violations {
            for edge in violation.edges { result[edge, default: []].insert(violation.rule) }
        }
        return result.mapValues { $0.sorted { $0.precedesInBytes($1) } }
    }

    /// Text for a quoted Mermaid label: letters, digits, non-ASCII characters and `_-./ ` as they are,
    /// every other ASCII character as a `#code;` entity, control characters as spaces. No name can end
    /// the label, start a comment, or be read as HTML or Markdown.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F: result += " "
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20, 0x2D, 0x2E, 0x2F, 0x5F: result.unicodeScalars.append(scalar)
            case 0x80...: result.unicodeScalars.append(scalar)
            default: result += "#\(scalar.value);"
            }
        }
        return result
    }
}

// MARK: - Format

extension MermaidReporter: CheckReporter, GraphReporter, DiffReporter {
    public static let format = "mermaid"
    public static let summary = "a Mermaid flowchart, which GitHub renders"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(render(result.graph, violations: result.violations, clustering: options.clustering,
                           layerOrder: options.layerOrder))
    }

    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let graph): render(graph, clustering: options.clustering, layerOrder: options.layerOrder)
        case .types(let result, let nodes): TypeGraphReporter.mermaid(result, nodes: nodes)
        case .components(let result, let nodes): ComponentGraphReporter.mermaid(result, nodes: nodes)
        }
    }

    public static func report(_ diff: ReportDiff) -> String { DiffMermaidReporter.render(diff) }
}
