import StrataGraph
import StrataRules

/// Graphviz dot: one node per module, shaped by kind, clustered by package (only packages of more than one
/// module, labelled with the package's name) or by layer, top to bottom; transitive edges left out unless
/// they carry a finding; edges of errors in red and of warnings in amber, labelled with their rule ids; the
/// focus highlighted; a legend of what the picture uses. External modules appear only when the graph holds them.
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
    ///   - picture: the modules and edges to draw, and what the selection says about them.
    ///   - violations: findings whose edges are highlighted; empty for `strata graph`.
    ///   - clustering: how to group nodes.
    ///   - layerOrder: the configured layer names, top to bottom, for ``Clustering/layer``; a layer
    ///     that a module names but this list lacks comes after them, in byte order.
    ///   - reduce: whether transitive edges are left out; `nil` for the picture's default.
    /// - Returns: a complete `digraph`, valid input for `dot`.
    public static func render(_ picture: ModulePicture, violations: [Violation] = [], clustering: Clustering = .package,
                              layerOrder: [String] = [], reduce: Bool? = nil) -> String {
        let drawing = ModuleDrawing(picture, violations: violations, clustering: clustering, layerOrder: layerOrder,
                                    reduce: reduce)
        let graph = picture.graph
        var lines = [
            "digraph strata {",
            "  graph [rankdir=\(drawing.topToBottom ? "TB" : "LR"), fontname=\"Helvetica\", fontsize=11];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=rounded];",
            "  edge [color=\"#555555\", fontname=\"Helvetica\", fontsize=10];",
        ]
        for (number, cluster) in drawing.clusters.enumerated() {
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(quoted(cluster.label));")
            lines.append("    style=rounded; color=\"#bbbbbb\";")
            lines += cluster.members.map { "    " + node($0, drawing) }
            lines.append("  }")
        }
        lines += drawing.outside.map { "  " + node($0, drawing) }
        for index in drawing.edges {
            let edge = graph.edges[index]
            var attributes: [String] = []
            if !edge.isImported { attributes.append("style=dashed") }
            if let count = drawing.count(index) { attributes.append("label=\"\(count)\"") }
            if let mark = drawing.marks[index] {
                let color = quoted(ModuleDrawing.color(mark.severity))
                attributes += ["color=\(color)", "fontcolor=\(color)", "penwidth=2",
                               "label=\(quoted(mark.rules.joined(separator: ", ")))"]
            }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            lines.append("  m\(edge.from) -> m\(edge.to)\(suffix);")
        }
        lines += legend(drawing)
        if !drawing.notes.isEmpty {
            lines.append("  label=" + multiline(drawing.notes) + "; labelloc=b; labeljust=l; fontcolor=\"#555555\";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ index: Int, _ drawing: ModuleDrawing) -> String {
        let module = drawing.picture.graph.modules[index]
        let style = drawing.highlighted.contains(index) ? ", " + highlight(module.kind) : ""
        return "m\(index) [label=\(multiline(drawing.label(index))), \(shape(module.kind))\(style)];"
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

    /// A highlighted node: filled and bold, its box still rounded.
    private static func highlight(_ kind: ModuleKind) -> String {
        let style = kind == .implementation || kind == .root ? "rounded,filled,bold" : "filled,bold"
        return "style=\"\(style)\", fillcolor=\"#ffe9a8\", penwidth=2"
    }

    /// A `cluster_legend` subgraph: one node per kind of module drawn, one sample edge per kind of edge.
    private static func legend(_ drawing: ModuleDrawing) -> [String] {
        let entries = drawing.legend
        guard !entries.isEmpty else { return [] }
        var lines = ["  subgraph cluster_legend {", "    label=\"Legend\";", "    style=rounded; color=\"#bbbbbb\"; fontsize=10;",
                     "    node [fontsize=9]; edge [fontsize=9];"]
        for (number, entry) in entries.enumerated() {
            let text = quoted(drawing.text(entry))
            switch entry {
            case .kind(let kind):
                lines.append("    legend\(number) [label=\(text), \(shape(kind))];")
            case .highlighted:
                lines.append("    legend\(number) [label=\(text), shape=box, \(highlight(.implementation))];")
            case .declaredOnly, .severity, .edgeCount:
                var attributes = ["label=\(text)"]
                switch entry {
                case .declaredOnly: attributes.append("style=dashed")
                case .severity(let severity):
                    let color = quoted(ModuleDrawing.color(severity))
                    attributes += ["color=\(color)", "fontcolor=\(color)", "penwidth=2"]
                default: break
                }
                lines.append("    legend\(number)a [label=\"\", shape=point, width=0.05];")
                lines.append("    legend\(number)b [label=\"\", shape=point, width=0.05];")
                lines.append("    legend\(number)a -> legend\(number)b [\(attributes.joined(separator: ", "))];")
            }
        }
        lines.append("  }")
        return lines
    }

    /// Lines of a label, each quoted as ``quoted(_:)`` quotes, joined by dot's centred line break.
    static func multiline(_ lines: [String]) -> String {
        "\"" + lines.map { String(quoted($0).dropFirst().dropLast()) }.joined(separator: "\\n") + "\""
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
    public static let summary = "a Graphviz picture (check: edges of errors in red, of warnings in amber)"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        let (picture, violations) = CheckPicture.of(result, options: options)
        return CheckReport(render(picture, violations: violations, clustering: options.clustering,
                                  layerOrder: options.layerOrder, reduce: options.reduce))
    }

    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let picture):
            render(picture, clustering: options.clustering, layerOrder: options.layerOrder, reduce: options.reduce)
        case .types(let result, let nodes): TypeGraphReporter.dot(result, nodes: nodes)
        case .components(let result, let nodes): ComponentGraphReporter.dot(result, nodes: nodes)
        }
    }
}
