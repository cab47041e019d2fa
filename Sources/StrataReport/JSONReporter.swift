import StrataGraph
import StrataJSON
import StrataRules
import StrataScan
import StrataText

/// `check --format json` and `graph --format json`: the SPEC's report shape, `schemaVersion` 1.
public enum JSONReporter {
    /// The full check report: summary, modules, edges, violations and diagnostics.
    /// - Parameter timings: whether the summary carries `durationMs`, the one field that differs between two
    ///   runs on the same input (`check --timings`); without it the report is byte-identical run to run.
    public static func report(_ result: AnalysisResult, timings: Bool = false) -> String {
        let graph = result.graph
        // Written as it is walked: a report holds an object per edge and per import.
        var writer = JSONWriter(capacity: 1 << 20)
        writer.beginObject()
        header(&writer)
        writer.key("summary")
        writer.beginObject()
        writer.member("packages", result.packages)
        if result.projects > 0 { writer.member("projects", result.projects) }
        writer.member("modules", graph.modules.count)
        writer.member("files", result.files)
        writer.member("edges", graph.edges.count)
        writer.member("errors", result.count(.error))
        writer.member("warnings", result.count(.warning))
        if timings { writer.member("durationMs", result.durationMs) }
        if result.uncovered.count > 0 { uncovered(result.uncovered, &writer) }
        if let baseline = result.hiddenByBaseline, baseline.count > 0 { writer.member("hiddenByBaseline", baseline.count) }
        if let since = result.hiddenBySince, since.count > 0 { writer.member("hiddenBySince", since.count) }
        if result.hiddenBySuppressions > 0 { writer.member("hiddenBySuppressions", result.hiddenBySuppressions) }
        writer.endObject()
        modules(graph, &writer)
        edges(graph, &writer)
        writer.key("violations")
        writer.beginArray()
        for violation in result.violations { self.violation(violation, &writer) }
        writer.endArray()
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in result.diagnostics { self.diagnostic(diagnostic, &writer) }
        writer.endArray()
        writer.endObject()
        return writer.finished()
    }

    /// The graph alone, for `strata graph --format json`.
    public static func graph(_ graph: ModuleGraph) -> String {
        var writer = JSONWriter(capacity: 1 << 20)
        writer.beginObject()
        header(&writer)
        modules(graph, &writer)
        edges(graph, &writer)
        writer.endObject()
        return writer.finished()
    }

    // MARK: - Parts

    /// `"uncoveredFiles": 57, "uncoveredFolders": [{"path": "App/Sources", "files": 40}, …]`, only when some are.
    private static func uncovered(_ uncovered: UncoveredFiles, _ writer: inout JSONWriter) {
        writer.member("uncoveredFiles", uncovered.count)
        writer.key("uncoveredFolders")
        writer.beginArray()
        for folder in uncovered.folders {
            writer.beginObject()
            writer.member("path", folder.path)
            writer.member("files", folder.files)
            writer.endObject()
        }
        writer.endArray()
    }

    /// `"schemaVersion": 1` and the `tool` object that every JSON document of strata starts with.
    static func header(_ writer: inout JSONWriter) {
        writer.member("schemaVersion", 1)
        writer.key("tool")
        writer.beginObject()
        writer.member("name", ToolInfo.name)
        writer.member("version", ToolInfo.version)
        writer.endObject()
    }

    private static func modules(_ graph: ModuleGraph, _ writer: inout JSONWriter) {
        writer.key("modules")
        writer.beginArray()
        for module in graph.modules {
            writer.beginObject()
            writer.member("name", module.name)
            writer.member("package", module.package)
            writer.member("kind", module.kind.rawValue)
            writer.member("path", module.path)
            writer.member("files", module.files)
            if let layer = module.layer { writer.member("layer", layer) }
            writer.endObject()
        }
        writer.endArray()
    }

    private static func edges(_ graph: ModuleGraph, _ writer: inout JSONWriter) {
        writer.key("edges")
        writer.beginArray()
        for edge in graph.edges {
            let from = graph.modules[edge.from], to = graph.modules[edge.to]
            writer.beginObject()
            writer.member("from", from.name)
            writer.member("fromPackage", from.package)
            writer.member("to", to.name)
            writer.member("toPackage", to.package)
            writer.key("declared")
            writer.bool(edge.isDeclared)
            writer.key("imported")
            writer.bool(edge.isImported)
            if let declaration = edge.declaration {
                writer.key("declaration")
                location(declaration, &writer)
            }
            if !edge.platforms.isEmpty {
                writer.key("platforms")
                writer.strings(edge.platforms)
            }
            if !edge.traits.isEmpty {
                writer.key("traits")
                writer.strings(edge.traits)
            }
            writer.key("imports")
            writer.beginArray()
            for evidence in edge.imports {
                writer.beginObject()
                locationMembers(evidence.location, &writer)
                writer.key("attributes")
                writer.strings(evidence.attributes)
                if !evidence.platforms.isEmpty {
                    writer.key("platforms")
                    writer.strings(evidence.platforms)
                }
                if evidence.isConditional {
                    writer.key("conditional")
                    writer.bool(true)
                }
                writer.endObject()
            }
            writer.endArray()
            writer.key("uses")
            writer.beginArray()
            for use in edge.uses {
                writer.beginObject()
                writer.member("type", use.type)
                locationMembers(use.location, &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
    }

    private static func violation(_ violation: Violation, _ writer: inout JSONWriter) {
        writer.beginObject()
        finding(violation.rule, violation.severity.rawValue, violation.message, violation.location, &writer)
        if !violation.modules.isEmpty {
            writer.key("modules")
            writer.strings(violation.modules)
        }
        if !violation.path.isEmpty {
            writer.key("path")
            writer.strings(violation.path)
        }
        if !violation.components.isEmpty {
            writer.key("components")
            writer.strings(violation.components)
        }
        if !violation.notes.isEmpty {
            writer.key("notes")
            writer.beginArray()
            for note in violation.notes {
                writer.beginObject()
                writer.member("message", note.message)
                if let location = note.location {
                    writer.key("location")
                    self.location(location, &writer)
                }
                writer.endObject()
            }
            writer.endArray()
        }
        if let fix = violation.plannedFix {
            writer.key("fix")
            self.fix(fix, &writer)
        }
        writer.member("fingerprint", violation.fingerprint)
        writer.endObject()
    }

    /// `{"applicable": true, "files": [{"path", "edits": [{"start": {"line", "column"}, "end", "oldText", "newText"}]}]}`,
    /// or `{"applicable": false, "reason"}`.
    private static func fix(_ fix: PlannedFix, _ writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("applicable")
        switch fix {
        case .notApplicable(let reason):
            writer.bool(false)
            writer.member("reason", reason)
        case .edits(let files):
            writer.bool(true)
            writer.key("files")
            writer.beginArray()
            for file in files {
                writer.beginObject()
                writer.member("path", file.path)
                writer.key("edits")
                writer.beginArray()
                for edit in file.edits {
                    writer.beginObject()
                    writer.key("start")
                    position(edit.start, &writer)
                    writer.key("end")
                    position(edit.end, &writer)
                    writer.member("oldText", edit.oldText)
                    writer.member("newText", edit.newText)
                    writer.endObject()
                }
                writer.endArray()
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func position(_ position: TextPosition, _ writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("line", position.line)
        writer.member("column", position.column)
        writer.endObject()
    }

    private static func diagnostic(_ diagnostic: Diagnostic, _ writer: inout JSONWriter) {
        writer.beginObject()
        finding(diagnostic.rule, diagnostic.severity.rawValue, diagnostic.message, diagnostic.location, &writer)
        writer.endObject()
    }

    /// The members a violation and a diagnostic both start with.
    private static func finding(_ rule: String, _ severity: String, _ message: String, _ location: SourceLocation?,
                                _ writer: inout JSONWriter) {
        writer.member("rule", rule)
        writer.member("severity", severity)
        writer.member("message", message)
        if let location {
            writer.key("location")
            self.location(location, &writer)
        }
    }

    private static func location(_ location: SourceLocation, _ writer: inout JSONWriter) {
        writer.beginObject()
        locationMembers(location, &writer)
        writer.endObject()
    }

    private static func locationMembers(_ location: SourceLocation, _ writer: inout JSONWriter) {
        writer.member("file", location.file)
        writer.member("line", location.line)
        writer.member("column", location.column)
    }
}

// MARK: - Format

extension JSONReporter: CheckReporter, GraphReporter, DiffReporter, AffectedReporter, MetricsReporter, MigrationReporter,
    ScanReporter {
    public static let format = "json"
    public static let summary = "the JSON that Schemas/ documents"
    public static let showsFixes = true

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(report(result, timings: options.timings))
    }

    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let picture): graph(picture.graph)
        case .types(let result, let nodes): TypeGraphReporter.json(result, nodes: nodes)
        case .components(let result, let nodes): ComponentGraphReporter.json(result, nodes: nodes)
        }
    }

    public static func report(_ diff: ReportDiff) -> String { DiffJSONReporter.report(diff) }

    public static func report(_ impact: ChangeImpact, options: ReportOptions) -> String { AffectedJSONReporter.report(impact) }
    public static func report(_ metrics: GraphMetrics) -> String { MetricsJSONReporter.report(metrics) }
    public static func migrationPlan(_ result: AnalysisResult, options: ReportOptions) -> String { MigrationJSONReporter.report(result) }
    public static func report(_ files: [FileScanResult]) -> String { ScanJSONReporter.report(files) }
}
