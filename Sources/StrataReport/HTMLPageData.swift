import StrataGraph
import StrataJSON
import StrataRules
import StrataText

/// The data of the HTML report: one JSON document that the page's script reads, with the layout computed
/// here (deterministic and tested) rather than in the browser.
///
/// `{"tool", "mode": "check"|"graph", "summary", "width", "height", "modules": [{"name", "package", "kind",
/// "path", "layer"?, "x", "y", "w", "files"}], "edges": [{"from", "to", "declared", "imported",
/// "declaration"?, "imports", "platforms"?, "rules"?, "severity"?}], "findings": [{"rule", "severity", "message",
/// "location"?, "modules", "edges"?, "notes"?}], "packageNames": [[folder, name]], "metrics": {"columns", "rows"}}`:
/// modules and edges in graph order, edge ends and finding modules as indices into `modules`, a finding's edges
/// as indices into `edges`, a SwiftPM package's folder with its manifest's name, locations as
/// `file:line:column` relative to the analysed root.
enum HTMLPageData {
    /// What the page shows: the graph, and for `check` its findings and each module's files.
    struct Input {
        var graph: ModuleGraph
        var findings: [any Finding] = []
        var moduleFiles = ModuleFiles()
        var metrics: GraphMetrics
        /// `check` or `graph`.
        var mode: String
        var summary: [(name: StaticString, value: Int)] = []
        /// The names of the SwiftPM packages by folder (`.` → `NewsApp`), for the package filter.
        var packageNames: [String: String] = [:]
    }

    /// The document, every `<` written as `\u003c` so that no text in it can end the `<script>` element
    /// that holds it or open a comment there.
    static func json(_ input: Input) -> String {
        let graph = input.graph
        let layout = LayeredLayout(nodeCount: graph.modules.count, widths: graph.modules.map(width)) { graph.successors(of: $0) }
        var writer = JSONWriter(capacity: 1 << 20)
        writer.beginObject()
        JSONReporter.header(&writer)
        writer.member("mode", input.mode)
        writer.key("summary")
        writer.beginObject()
        writer.member("modules", graph.modules.count)
        writer.member("edges", graph.edges.count)
        for (name, value) in input.summary { writer.member(name, value) }
        writer.endObject()
        writer.member("width", layout.width)
        writer.member("height", layout.height)
        modules(graph, layout, input.moduleFiles, &writer)
        edges(graph, input.findings, &writer)
        findings(input.findings, graph, input.moduleFiles, &writer)
        writer.key("packageNames")
        writer.beginArray()
        for folder in input.packageNames.keys.sorted(by: { $0.precedesInBytes($1) }) {
            writer.strings([folder, input.packageNames[folder] ?? folder])
        }
        writer.endArray()
        metrics(input.metrics, withTypes: input.mode == "check", &writer)
        writer.endObject()
        return writer.finished().replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// A node's width: its name at about 7 pixels a character, with a margin, between 60 and 320.
    static func width(_ module: Module) -> Int {
        min(max(module.name.count * 7 + 20, 60), 320)
    }

    // MARK: - Parts

    private static func modules(_ graph: ModuleGraph, _ layout: LayeredLayout, _ files: ModuleFiles, _ writer: inout JSONWriter) {
        writer.key("modules")
        writer.beginArray()
        for (index, module) in graph.modules.enumerated() {
            writer.beginObject()
            writer.member("name", module.name)
            writer.member("package", module.package)
            writer.member("kind", module.kind.rawValue)
            writer.member("path", module.path)
            if let layer = module.layer { writer.member("layer", layer) }
            writer.member("x", layout.x[index])
            writer.member("y", layout.y[index])
            writer.member("w", width(module))
            writer.key("files")
            writer.strings(files.entry(index).sources)
            writer.endObject()
        }
        writer.endArray()
    }

    private static func edges(_ graph: ModuleGraph, _ findings: [any Finding], _ writer: inout JSONWriter) {
        var rules: [GraphEdgeReference: [String]] = [:]
        var severities: [GraphEdgeReference: Severity] = [:]
        for case let violation as Violation in findings {
            for edge in violation.edges {
                severities[edge] = max(severities[edge] ?? .warning, violation.severity)
                if !(rules[edge]?.contains(violation.rule) ?? false) { rules[edge, default: []].append(violation.rule) }
            }
        }
        writer.key("edges")
        writer.beginArray()
        for edge in graph.edges {
            writer.beginObject()
            writer.member("from", edge.from)
            writer.member("to", edge.to)
            writer.key("declared")
            writer.bool(edge.isDeclared)
            writer.key("imported")
            writer.bool(edge.isImported)
            if let declaration = edge.declaration { writer.member("declaration", text(declaration)) }
            writer.key("imports")
            writer.strings(edge.imports.map { text($0.location) })
            if !edge.platforms.isEmpty {
                writer.key("platforms")
                writer.strings(edge.platforms)
            }
            if let list = rules[GraphEdgeReference(from: edge.from, to: edge.to)] {
                writer.key("rules")
                writer.strings(list.sorted { $0.precedesInBytes($1) })
                writer.member("severity", (severities[GraphEdgeReference(from: edge.from, to: edge.to)] ?? .warning).rawValue)
            }
            writer.endObject()
        }
        writer.endArray()
    }

    private static func findings(_ findings: [any Finding], _ graph: ModuleGraph, _ files: ModuleFiles,
                                 _ writer: inout JSONWriter) {
        var byName: [String: [Int]] = [:]
        for (index, module) in graph.modules.enumerated() { byName[module.name, default: []].append(index) }
        var byFile: [String: [Int]] = [:]
        for (index, entry) in files.entries.enumerated() {
            for file in entry.sources { byFile[file, default: []].append(index) }
        }
        var edgeIndex: [GraphEdgeReference: Int] = [:]
        for (index, edge) in graph.edges.enumerated() { edgeIndex[GraphEdgeReference(from: edge.from, to: edge.to)] = index }
        writer.key("findings")
        writer.beginArray()
        for finding in findings {
            let violation = finding as? Violation
            var involved = Set(finding.location.flatMap { byFile[$0.file] } ?? [])
            for name in violation?.modules ?? [] { involved.formUnion(byName[name] ?? []) }
            for edge in violation?.edges ?? [] { involved.formUnion([edge.from, edge.to]) }
            writer.beginObject()
            writer.member("rule", finding.rule)
            writer.member("severity", (violation?.severity ?? (finding as? Diagnostic)?.severity ?? .warning).rawValue)
            writer.member("message", finding.message)
            if let location = finding.location { writer.member("location", text(location)) }
            writer.key("modules")
            writer.beginArray()
            for index in involved.sorted() { writer.int(index) }
            writer.endArray()
            let shown = (violation?.edges ?? []).compactMap { edgeIndex[$0] }
            if !shown.isEmpty {
                writer.key("edges")
                writer.beginArray()
                for index in shown { writer.int(index) }
                writer.endArray()
            }
            if let notes = violation?.notes, !notes.isEmpty {
                writer.key("notes")
                writer.strings(notes.map { note in (note.location.map { text($0) + ": " } ?? "") + note.message })
            }
            writer.endObject()
        }
        writer.endArray()
    }

    /// `{"columns": [...], "rows": [[...], ...]}`, a row per module in graph order; ratios with two decimals.
    /// The type counts and what depends on them (abstractness, distance) only when types were scanned.
    private static func metrics(_ metrics: GraphMetrics, withTypes: Bool, _ writer: inout JSONWriter) {
        writer.key("metrics")
        writer.beginObject()
        writer.key("columns")
        writer.strings(["lines", "files", "fan-in", "fan-out", "impact", "impact share", "depth", "chain", "instability"]
                       + (withTypes ? ["types", "protocols", "distance"] : []))
        writer.key("rows")
        writer.beginArray()
        for module in metrics.modules {
            writer.beginArray()
            for value in [module.lines, module.files, module.fanIn, module.fanOut, module.impact] { writer.int(value) }
            writer.decimal(metrics.impactShare(of: module).scaled(toPlaces: 2), places: 2)
            for value in [module.depth, module.chain] { writer.int(value) }
            writer.decimal(module.instability.scaled(toPlaces: 2), places: 2)
            if withTypes {
                writer.int(module.types)
                writer.int(module.protocols)
                writer.decimal(module.distance.scaled(toPlaces: 2), places: 2)
            }
            writer.endArray()
        }
        writer.endArray()
        writer.endObject()
    }

    /// `file:line:column`.
    private static func text(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
