import StrataGraph
import StrataJSON
import StrataRules
import StrataText

/// `strata graph --level component`: needle component trees (parent → child, each component with its
/// dependency protocol and module, roots doubled, components of needle violations in red) and EasyDi
/// assemblies with the assemblies they pull, as dot or JSON.
enum ComponentGraphReporter {
    /// - Returns: a complete `digraph`, valid input for `dot`.
    public static func dot(_ result: AnalysisResult, nodes: [Int]) -> String {
        let graph = result.di.components
        let modules = result.graph.modules
        var lines = [
            "digraph strata_components {",
            "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=11];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=rounded];",
            "  edge [color=\"#555555\", fontname=\"Helvetica\", fontsize=10];",
        ]
        let flagged = flaggedComponents(result)
        var byModule: [Int: [Int]] = [:]
        for node in nodes { byModule[graph.components[node].module, default: []].append(node) }
        let assemblies = result.di.assemblies.assemblies
        for assembly in assemblies where byModule[assembly.module] == nil { byModule[assembly.module] = [] }
        for (number, module) in byModule.keys.sorted().enumerated() {
            lines.append("  subgraph cluster_\(number) {")
            lines.append("    label=\(DotReporter.quoted(TypeGraphReporter.moduleLabel(modules[module])));")
            lines.append("    style=rounded; color=\"#bbbbbb\";")
            for node in byModule[module] ?? [] {
                let component = graph.components[node]
                var text = [component.name]
                if component.isRoot {
                    text.append("(root)")
                } else if let dependency = component.dependencyName {
                    text.append("<\(dependency)>")
                }
                var attributes = ["label=\(label(text))"]
                if component.isRoot { attributes.append("peripheries=2") }
                if flagged.contains(node) { attributes += ["color=\"#d62728\"", "fontcolor=\"#d62728\"", "penwidth=2"] }
                lines.append("    c\(node) [\(attributes.joined(separator: ", "))];")
            }
            for (index, assembly) in assemblies.enumerated() where assembly.module == module {
                let count = assembly.definitions.count
                let text = [assembly.name, "\(count) definition" + (count == 1 ? "" : "s")]
                lines.append("    a\(index) [label=\(label(text)), shape=component, style=solid];")
            }
            lines.append("  }")
        }
        let shown = Set(nodes)
        for link in graph.links where shown.contains(link.parent) {
            let ambiguous = link.children.count > 1
            for child in link.children where shown.contains(child) {
                let style = ambiguous ? " [style=dashed, label=\"ambiguous\"]" : ""
                let line = "  c\(link.parent) -> c\(child)\(style);"
                if !lines.contains(line) { lines.append(line) }
            }
        }
        for link in graph.rootConstructions where shown.contains(link.parent) {
            for root in link.children where shown.contains(root) {
                let line = "  c\(link.parent) -> c\(root) [style=dashed, label=\"constructs\"];"
                if !lines.contains(line) { lines.append(line) }
            }
        }
        for (index, assembly) in assemblies.enumerated() {
            for pulled in assembly.pulls {
                lines.append("  a\(index) -> a\(pulled) [style=dashed, label=\"pulls\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"schemaVersion", "tool", "level": "component", "components", "dependencies", "edges", "assemblies"}`.
    public static func json(_ result: AnalysisResult, nodes: [Int]) -> String {
        let graph = result.di.components
        let modules = result.graph.modules
        let shown = Set(nodes)
        func place(_ module: Int, _ location: SourceLocation) -> [(String, JSONValue)] {
            [("module", .string(modules[module].name)), ("package", .string(modules[module].package)),
             ("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
        }
        func properties(_ list: [DIProperty]) -> JSONValue {
            .array(list.map { .object([("name", .string($0.name)), ("type", .string($0.type))]) })
        }
        let components: [JSONValue] = nodes.map { node in
            let component = graph.components[node]
            var members: [(String, JSONValue)] = [("name", .string(component.name)), ("root", .bool(component.isRoot))]
            if let dependency = component.dependencyName { members.append(("dependency", .string(dependency))) }
            if let superclass = component.superclass {
                members.append(("superclass", .string(graph.components[superclass].name)))
            }
            members += place(component.module, component.location)
            members.append(("providers", properties(component.providers)))
            return .object(members)
        }
        let used = Set(nodes.flatMap { graph.components[$0].dependencies })
        let dependencies: [JSONValue] = graph.dependencies.indices.filter(used.contains).map { index in
            let dependency = graph.dependencies[index]
            return .object([("name", .string(dependency.name))] + place(dependency.module, dependency.location)
                + [("requirements", properties(dependency.requirements))])
        }
        var edges: [JSONValue] = []
        let kinds = graph.links.map { ($0, "parent") } + graph.rootConstructions.map { ($0, "constructs") }
        for (link, kind) in kinds where shown.contains(link.parent) {
            for child in link.children where shown.contains(child) {
                let parent = graph.components[link.parent], component = graph.components[child]
                edges.append(.object([
                    ("parent", .string(parent.name)), ("parentModule", .string(modules[parent.module].name)),
                    ("child", .string(component.name)), ("childModule", .string(modules[component.module].name)),
                    ("kind", .string(kind)), ("ambiguous", .bool(link.children.count > 1)),
                    ("file", .string(link.location.file)), ("line", .int(link.location.line)),
                    ("column", .int(link.location.column)),
                ]))
            }
        }
        let assemblyList = result.di.assemblies.assemblies
        let assemblies: [JSONValue] = assemblyList.map { assembly in
            var members: [(String, JSONValue)] = [("name", .string(assembly.name))]
            if let superclass = assembly.superclass { members.append(("superclass", .string(assemblyList[superclass].name))) }
            members += place(assembly.module, assembly.location)
            members.append(("definitions", .array(assembly.definitions.map { definition in
                var fields: [(String, JSONValue)] = [("key", .string(definition.key))]
                if let scope = definition.scope { fields.append(("scope", .string(scope))) }
                return .object(fields)
            })))
            members.append(("pulls", .array(assembly.pulls.map { .string(assemblyList[$0].name) })))
            return .object(members)
        }
        return JSONValue.object([
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("level", .string("component")),
            ("components", .array(components)),
            ("dependencies", .array(dependencies)),
            ("edges", .array(edges)),
            ("assemblies", .array(assemblies)),
        ]).rendered()
    }

    /// Components that a violation names among the components it is about (``Violation/components``).
    static func flaggedComponents(_ result: AnalysisResult) -> Set<Int> {
        let graph = result.di.components
        var names = Set<NameKey>()
        for violation in result.violations {
            for name in violation.components { names.insert(NameKey(name)) }
        }
        return Set(graph.components.indices.filter { names.contains(NameKey(graph.components[$0].name)) })
    }

    /// A dot label of several lines.
    private static func label(_ lines: [String]) -> String {
        "\"" + lines.map { String(DotReporter.quoted($0).dropFirst().dropLast()) }.joined(separator: "\\n") + "\""
    }
}

// MARK: - Mermaid

extension ComponentGraphReporter {
    /// The same trees as a Mermaid `flowchart TD`, one subgraph per module, for a PR comment.
    public static func mermaid(_ result: AnalysisResult, nodes: [Int]) -> String {
        let graph = result.di.components
        let modules = result.graph.modules
        let flagged = flaggedComponents(result)
        var lines = ["flowchart TD"]
        var byModule: [Int: [Int]] = [:]
        for node in nodes { byModule[graph.components[node].module, default: []].append(node) }
        let assemblies = result.di.assemblies.assemblies
        for assembly in assemblies where byModule[assembly.module] == nil { byModule[assembly.module] = [] }
        for (number, module) in byModule.keys.sorted().enumerated() {
            lines.append("  subgraph g\(number)[\"" + MermaidReporter.escaped(TypeGraphReporter.moduleLabel(modules[module])) + "\"]")
            for node in byModule[module] ?? [] {
                let component = graph.components[node]
                var label = MermaidReporter.escaped(component.name)
                if component.isRoot {
                    label += "<br/>(root)"
                } else if let dependency = component.dependencyName {
                    label += "<br/>" + MermaidReporter.escaped("<\(dependency)>")
                }
                lines.append(component.isRoot ? "    c\(node)[[\"\(label)\"]]" : "    c\(node)(\"\(label)\")")
            }
            for (index, assembly) in assemblies.enumerated() where assembly.module == module {
                let count = assembly.definitions.count
                let label = MermaidReporter.escaped(assembly.name) + "<br/>\(count) definition" + (count == 1 ? "" : "s")
                lines.append("    a\(index)[/\"\(label)\"/]")
            }
            lines.append("  end")
        }
        let shown = Set(nodes)
        var edges: [String] = []
        for link in graph.links where shown.contains(link.parent) {
            for child in link.children where shown.contains(child) {
                let line = link.children.count > 1 ? "  c\(link.parent) -.->|ambiguous| c\(child)" : "  c\(link.parent) --> c\(child)"
                if !edges.contains(line) { edges.append(line) }
            }
        }
        for link in graph.rootConstructions where shown.contains(link.parent) {
            for root in link.children where shown.contains(root) {
                let line = "  c\(link.parent) -.->|constructs| c\(root)"
                if !edges.contains(line) { edges.append(line) }
            }
        }
        for (index, assembly) in assemblies.enumerated() {
            edges += assembly.pulls.map { "  a\(index) -.->|pulls| a\($0)" }
        }
        lines += edges
        let red = nodes.filter(flagged.contains)
        if !red.isEmpty {
            lines.append("  classDef violation stroke:#d62728,stroke-width:2px,color:#d62728")
            lines.append("  class " + red.map { "c\($0)" }.joined(separator: ",") + " violation")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
