import StrataGraph
import StrataRules

/// `check --format json` and `graph --format json`: the SPEC's report shape, `schemaVersion` 1.
public enum JSONReporter {
    /// The full check report: summary, modules, edges, violations and diagnostics.
    public static func report(_ result: AnalysisResult) -> String {
        let graph = result.graph
        let summary: JSONValue = .object([
            ("packages", .int(result.packages)),
            ("modules", .int(graph.modules.count)),
            ("files", .int(result.files)),
            ("edges", .int(graph.edges.count)),
            ("errors", .int(result.count(.error))),
            ("warnings", .int(result.count(.warning))),
            ("durationMs", .int(result.durationMs)),
        ])
        return JSONValue.object(header() + [
            ("summary", summary),
            ("modules", modules(graph)),
            ("edges", edges(graph)),
            ("violations", .array(result.violations.map(violation))),
            ("diagnostics", .array(result.diagnostics.map(diagnostic))),
        ]).rendered()
    }

    /// The graph alone, for `strata graph --format json`.
    public static func graph(_ graph: ModuleGraph) -> String {
        JSONValue.object(header() + [("modules", modules(graph)), ("edges", edges(graph))]).rendered()
    }

    // MARK: - Parts

    private static func header() -> [(String, JSONValue)] {
        [
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
        ]
    }

    private static func modules(_ graph: ModuleGraph) -> JSONValue {
        .array(graph.modules.map { module in
            var members: [(String, JSONValue)] = [
                ("name", .string(module.name)),
                ("package", .string(module.package)),
                ("kind", .string(module.kind.rawValue)),
                ("path", .string(module.path)),
                ("files", .int(module.files)),
            ]
            if let layer = module.layer { members.append(("layer", .string(layer))) }
            return .object(members)
        })
    }

    private static func edges(_ graph: ModuleGraph) -> JSONValue {
        .array(graph.edges.map { edge in
            let from = graph.modules[edge.from], to = graph.modules[edge.to]
            var members: [(String, JSONValue)] = [
                ("from", .string(from.name)),
                ("fromPackage", .string(from.package)),
                ("to", .string(to.name)),
                ("toPackage", .string(to.package)),
                ("declared", .bool(edge.isDeclared)),
                ("imported", .bool(edge.isImported)),
            ]
            if let declaration = edge.declaration {
                members.append(("declaration", location(declaration)))
            }
            members.append(("imports", .array(edge.imports.map { evidence in
                .object(locationMembers(evidence.location) + [("attributes", .strings(evidence.attributes))])
            })))
            members.append(("uses", .array(edge.uses.map { use in
                .object([("type", .string(use.type))] + locationMembers(use.location))
            })))
            return .object(members)
        })
    }

    private static func violation(_ violation: Violation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(violation.rule)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
        ]
        if let location = violation.location { members.append(("location", self.location(location))) }
        if !violation.modules.isEmpty { members.append(("modules", .strings(violation.modules))) }
        if !violation.path.isEmpty { members.append(("path", .strings(violation.path))) }
        if !violation.components.isEmpty { members.append(("components", .strings(violation.components))) }
        if !violation.notes.isEmpty {
            members.append(("notes", .array(violation.notes.map { note in
                var noteMembers: [(String, JSONValue)] = [("message", .string(note.message))]
                if let location = note.location { noteMembers.append(("location", self.location(location))) }
                return .object(noteMembers)
            })))
        }
        members.append(("fingerprint", .string(violation.fingerprint)))
        return .object(members)
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.rule)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if let location = diagnostic.location { members.append(("location", self.location(location))) }
        return .object(members)
    }

    private static func location(_ location: SourceLocation) -> JSONValue {
        .object(locationMembers(location))
    }

    private static func locationMembers(_ location: SourceLocation) -> [(String, JSONValue)] {
        [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
    }
}
