import StrataGraph
import StrataRules

/// Mermaid `flowchart`: one node per module, shaped by kind, grouped by package (only packages of more than
/// one module, labelled with the package's name) or layer; transitive edges left out unless they carry a
/// finding; edges of errors in red and of warnings in amber, labelled with their rule ids; declared-only edges
/// dotted; the focus highlighted; a legend of what the picture uses. Renders in GitHub Markdown.
public enum MermaidReporter {
    /// - Parameters:
    ///   - picture: the modules and edges to draw, and what the selection says about them.
    ///   - violations: findings whose edges are highlighted; empty for `strata graph`.
    ///   - clustering: how to group nodes.
    ///   - nodes: the modules to draw (with the edges between them); `nil` for all.
    ///   - layerOrder: the configured layer names, top to bottom, for ``DotReporter/Clustering/layer``.
    ///   - reduce: whether transitive edges are left out; `nil` for the picture's default.
    /// - Returns: a complete flowchart, without a Markdown fence, ending in a newline.
    public static func render(_ picture: ModulePicture, violations: [Violation] = [],
                              clustering: DotReporter.Clustering = .package, nodes: Set<Int>? = nil,
                              layerOrder: [String] = [], reduce: Bool? = nil) -> String {
        let drawing = ModuleDrawing(picture, violations: violations, clustering: clustering, layerOrder: layerOrder,
                                    reduce: reduce, nodes: nodes)
        let graph = picture.graph
        var lines = ["flowchart " + (drawing.topToBottom ? "TB" : "LR")]
        for (number, cluster) in drawing.clusters.enumerated() {
            lines.append("  subgraph p\(number)[\"" + escaped(cluster.label) + "\"]")
            lines += cluster.members.map { "    " + node($0, drawing) }
            lines.append("  end")
        }
        lines += drawing.outside.map { "  " + node($0, drawing) }
        var marked: [Severity: [Int]] = [:]
        for (linkNumber, index) in drawing.edges.enumerated() {
            let edge = graph.edges[index]
            let arrow = edge.isImported ? "-->" : "-.->"
            var label = drawing.count(index).map { "|\"\($0)\"|" } ?? ""
            if let mark = drawing.marks[index] {
                label = "|\"" + escaped(mark.rules.joined(separator: ", ")) + "\"|"
                marked[mark.severity, default: []].append(linkNumber)
            }
            lines.append("  m\(edge.from) \(arrow)\(label) m\(edge.to)")
        }
        lines += legend(drawing)
        lines += classLines(drawing)
        for severity in [Severity.error, .warning] {
            guard let links = marked[severity] else { continue }
            let color = ModuleDrawing.color(severity)
            lines.append("  linkStyle \(links.map(String.init).joined(separator: ",")) stroke:\(color),stroke-width:2px,color:\(color)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    /// Interfaces are stadiums, roots subroutine boxes, tests and test support flags, the rest rectangles.
    private static func node(_ index: Int, _ drawing: ModuleDrawing) -> String {
        shaped("m\(index)", drawing.label(index).map(escaped).joined(separator: "<br/>"),
               drawing.picture.graph.modules[index].kind)
    }

    private static func shaped(_ id: String, _ text: String, _ kind: ModuleKind) -> String {
        let label = "\"" + text + "\""
        switch kind {
        case .interface: return "\(id)([\(label)])"
        case .root: return "\(id)[[\(label)]]"
        case .test, .testSupport: return "\(id)>\(label)]"
        case .implementation, .external: return "\(id)[\(label)]"
        }
    }

    /// A `Legend` subgraph: one node per kind of module drawn, one line of text per kind of edge, and the
    /// notes; nothing when there is neither.
    private static func legend(_ drawing: ModuleDrawing) -> [String] {
        guard !drawing.legend.isEmpty || !drawing.notes.isEmpty else { return [] }
        var lines = drawing.notes.map { note in
            "  %% " + String(String.UnicodeScalarView(note.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
        }
        lines.append("  subgraph legend[\"Legend\"]")
        for (number, entry) in drawing.legend.enumerated() {
            let text = escaped(drawing.text(entry))
            switch entry {
            case .kind(let kind): lines.append("    legend\(number)" + shaped("", text, kind))
            case .highlighted: lines.append("    legend\(number)[\"\(text)\"]")
            case .declaredOnly: lines.append("    legend\(number)[\"dotted arrow: \(text)\"]")
            case .severity(let severity):
                lines.append("    legend\(number)[\"\(severity == .error ? "red" : "amber") arrow: \(text)\"]")
            case .edgeCount: lines.append("    legend\(number)[\"arrow label: \(text)\"]")
            }
        }
        for (number, note) in drawing.notes.enumerated() {
            lines.append("    note\(number)[\"" + escaped(note) + "\"]")
        }
        lines.append("  end")
        return lines
    }

    /// `classDef`s for the kinds drawn, the focus and the legend, and the `class` lines that apply them.
    private static func classLines(_ drawing: ModuleDrawing) -> [String] {
        let graph = drawing.picture.graph
        let drawn = drawing.clusters.flatMap(\.members) + drawing.outside
        let styles: [(ModuleKind, String)] = [
            (.interface, "fill:#eef6ff,stroke:#4a7ebb"),
            (.root, "stroke-width:2px"),
            (.test, "fill:#f6f6f6,stroke:#999999"),
            (.testSupport, "fill:#f6f6f6,stroke:#999999"),
            (.external, "stroke-dasharray:4 4,color:#777777"),
        ]
        var lines: [String] = []
        for (kind, style) in styles {
            let legendNodes = drawing.legend.indices.filter { drawing.legend[$0] == .kind(kind) }.map { "legend\($0)" }
            let members = drawn.sorted().filter { graph.modules[$0].kind == kind }.map { "m\($0)" } + legendNodes
            guard !members.isEmpty else { continue }
            lines.append("  classDef \(kind.rawValue)Kind \(style)")
            lines.append("  class " + members.joined(separator: ",") + " \(kind.rawValue)Kind")
        }
        let focus = drawn.sorted().filter(drawing.highlighted.contains).map { "m\($0)" }
            + drawing.legend.indices.filter { drawing.legend[$0] == .highlighted }.map { "legend\($0)" }
        if !focus.isEmpty {
            lines.append("  classDef focus fill:#ffe9a8,stroke:#b8860b,stroke-width:3px")
            lines.append("  class " + focus.joined(separator: ",") + " focus")
        }
        let texts = drawing.legend.indices.filter { entry in
            switch drawing.legend[entry] {
            case .declaredOnly, .severity, .edgeCount: return true
            case .kind, .highlighted: return false
            }
        }
        let notes = drawing.notes.indices.map { "note\($0)" }
        if !texts.isEmpty || !notes.isEmpty {
            lines.append("  classDef legendText fill:none,stroke:none,color:#555555")
            lines.append("  class " + (texts.map { "legend\($0)" } + notes).joined(separator: ",") + " legendText")
        }
        for entry in texts {
            if case .severity(let severity) = drawing.legend[entry] {
                lines.append("  style legend\(entry) color:\(ModuleDrawing.color(severity))")
            }
        }
        return lines
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
        let (picture, violations) = CheckPicture.of(result, options: options)
        return CheckReport(render(picture, violations: violations, clustering: options.clustering,
                                  layerOrder: options.layerOrder, reduce: options.reduce))
    }

    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let picture):
            render(picture, clustering: options.clustering, layerOrder: options.layerOrder, reduce: options.reduce)
        case .types(let result, let nodes): TypeGraphReporter.mermaid(result, nodes: nodes)
        case .components(let result, let nodes): ComponentGraphReporter.mermaid(result, nodes: nodes)
        }
    }

    public static func report(_ diff: ReportDiff) -> String { DiffMermaidReporter.render(diff) }
}
