import StrataGraph
import StrataJSON
import StrataRules

/// `strata graph --level type`: declared types clustered by module, with inheritance (solid, hollow arrow)
/// and use (dashed) edges, as dot or JSON.
enum TypeGraphReporter {
    /// - Parameters:
    ///   - result: the analysis.
    ///   - nodes: indices into `result.types.resolved.types` to draw (see ``selection(_:focus:depth:)``).
    /// - Returns: a complete `digraph`, valid input for `dot`.
    public static func dot(_ result: AnalysisResult, nodes: [Int]) -> String {
        let resolved = result.types.resolved
        let graph = result.graph
        var lines = [
            "digraph strata_types {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=rounded];",
            "  edge [color=\"#555555\", fontname=\"Helvetica\", fontsize=10];",
        ]
        var byModule: [Int: [Int]] = [:]
        for node in nodes { byModule[resolved.types[node].module, default: []].append(node) }
        for (number, module) in byModule.keys.sorted().enumerated() {
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(DotReporter.quoted(moduleLabel(graph.modules[module])));")
            lines.append("    style=rounded; color=\"#bbbbbb\";")
            for node in byModule[module] ?? [] {
                let type = resolved.types[node]
                lines.append("    t\(node) [label=\(DotReporter.quoted(type.name)), \(shape(type.kind))];")
            }
            lines.append("  }")
        }
        let shown = Set(nodes)
        for edge in resolved.edges where shown.contains(edge.from) && shown.contains(edge.to) {
            let style = edge.kind == .inherits ? "arrowhead=empty" : "style=dashed"
            lines.append("  t\(edge.from) -> t\(edge.to) [\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"schemaVersion", "tool", "level": "type", "types", "edges", "ambiguous"}`; type ids are indices
    /// into the full type list, so they stay the same whatever is focused.
    public static func json(_ result: AnalysisResult, nodes: [Int]) -> String {
        let resolved = result.types.resolved
        let graph = result.graph
        let shown = Set(nodes)
        let types: [JSONValue] = nodes.map { node in
            let type = resolved.types[node]
            let module = graph.modules[type.module]
            var members: [(String, JSONValue)] = [
                ("id", .int(node)), ("name", .string(type.name)), ("kind", .string(type.kind)),
                ("module", .string(module.name)), ("package", .string(module.package)),
            ]
            if let access = type.access { members.append(("access", .string(access))) }
            members += [("file", .string(type.location.file)), ("line", .int(type.location.line)),
                        ("column", .int(type.location.column))]
            return .object(members)
        }
        let edges: [JSONValue] = resolved.edges.filter { shown.contains($0.from) && shown.contains($0.to) }.map { edge in
            .object([("from", .int(edge.from)), ("to", .int(edge.to)), ("kind", .string(edge.kind.rawValue))])
        }
        let focusedModules = Set(nodes.map { resolved.types[$0].module })
        let ambiguous: [JSONValue] = resolved.ambiguities.filter { focusedModules.contains($0.module) }.map { reference in
            .object([
                ("module", .string(graph.modules[reference.module].name)),
                ("name", .string(reference.name)),
                ("candidates", .array(reference.candidates.map { .string(graph.modules[$0].name) })),
                ("file", .string(reference.location.file)), ("line", .int(reference.location.line)),
                ("column", .int(reference.location.column)),
            ])
        }
        return JSONValue.object([
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("level", .string("type")),
            ("types", .array(types)),
            ("edges", .array(edges)),
            ("ambiguous", .array(ambiguous)),
        ]).rendered()
    }

    /// `Name`, or `Name (package)` outside the root package.
    static func moduleLabel(_ module: Module) -> String {
        module.package == "." || module.package.isEmpty ? module.name : "\(module.name) (\(module.package))"
    }

    /// Protocols are ellipses, classes and actors boxes, value types rounded boxes, typealiases plain text.
    private static func shape(_ kind: String) -> String {
        switch kind {
        case "protocol": return "shape=ellipse"
        case "class": return "shape=box, style=solid"
        case "actor": return "shape=box, style=bold"
        case "typealias": return "shape=plaintext"
        default: return "shape=box"
        }
    }
}

// MARK: - Mermaid

extension TypeGraphReporter {
    /// The same types as a Mermaid `flowchart LR`, one subgraph per module; inheritance `==>`, use `-.->`.
    public static func mermaid(_ result: AnalysisResult, nodes: [Int]) -> String {
        let resolved = result.types.resolved
        var lines = ["flowchart LR"]
        var byModule: [Int: [Int]] = [:]
        for node in nodes { byModule[resolved.types[node].module, default: []].append(node) }
        for (number, module) in byModule.keys.sorted().enumerated() {
            lines.append("  subgraph g\(number)[\"" + MermaidReporter.escaped(moduleLabel(result.graph.modules[module])) + "\"]")
            for node in byModule[module] ?? [] {
                let type = resolved.types[node]
                let label = "\"" + MermaidReporter.escaped(type.name) + "\""
                lines.append(type.kind == "protocol" ? "    t\(node)([\(label)])" : "    t\(node)[\(label)]")
            }
            lines.append("  end")
        }
        let shown = Set(nodes)
        for edge in resolved.edges where shown.contains(edge.from) && shown.contains(edge.to) {
            lines.append("  t\(edge.from) \(edge.kind == .inherits ? "==>" : "-.->") t\(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
