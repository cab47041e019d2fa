import StrataGraph
import StrataJSON
import StrataRules

/// `strata diff --format json`: the changes as data (see `Schemas/diff.schema.json`).
public enum DiffJSONReporter {
    /// - Parameter diff: the changes between two reports.
    /// - Returns: a JSON document ending in a newline.
    public static func report(_ diff: ReportDiff) -> String {
        var members: [(String, JSONValue)] = [
            ("schemaVersion", .int(1)),
            ("summary", .object([
                ("modulesAdded", .int(diff.modulesAdded.count)),
                ("modulesRemoved", .int(diff.modulesRemoved.count)),
                ("edgesAdded", .int(diff.edgesAdded.count)),
                ("edgesRemoved", .int(diff.edgesRemoved.count)),
                ("newViolations", .int(diff.newViolations.count)),
                ("newErrors", .int(diff.newViolations.count { $0.severity == .error })),
                ("goneViolations", .int(diff.goneViolations.count)),
                ("metricChanges", .int(diff.metrics.count)),
            ])),
            ("modules", .object([
                ("added", .array(diff.modulesAdded.map { module(diff.head, $0) })),
                ("removed", .array(diff.modulesRemoved.map { module(diff.base, $0) })),
            ])),
            ("edges", .object([("added", .array(diff.edgesAdded.map(edge))), ("removed", .array(diff.edgesRemoved.map(edge)))])),
            ("violations", .object([
                ("new", .array(zip(diff.newViolations, diff.newFingerprints).map(violation))),
                ("gone", .array(zip(diff.goneViolations, diff.goneFingerprints).map(violation))),
            ])),
        ]
        members.append(("metrics", metrics(diff.metrics)))
        if let chain = diff.longestChain {
            members.append(("longestChain", .object([
                ("base", .array(chain.base.map(JSONValue.string))),
                ("head", .array(chain.head.map(JSONValue.string))),
            ])))
        }
        return JSONValue.object(members).rendered()
    }

    /// `{"impact": [{"name", "package", "base", "head"}], "depth": […], "cycles": {"base", "head"}}`.
    private static func metrics(_ metrics: MetricChanges) -> JSONValue {
        func changes(_ list: [MetricChanges.Change]) -> JSONValue {
            .array(list.map { change in
                .object([("name", .string(change.module.name)), ("package", .string(change.module.package)),
                         ("base", .int(change.base)), ("head", .int(change.head))])
            })
        }
        return .object([
            ("impact", changes(metrics.impact)),
            ("depth", changes(metrics.depth)),
            ("cycles", .object([("base", .int(metrics.cycles.base)), ("head", .int(metrics.cycles.head))])),
        ])
    }

    private static func module(_ snapshot: ReportSnapshot, _ id: ReportDiff.ModuleID) -> JSONValue {
        .object([("name", .string(id.name)), ("package", .string(id.package)),
                 ("kind", .string(snapshot.modules[id] ?? "implementation"))])
    }

    private static func edge(_ edge: ReportDiff.Edge) -> JSONValue {
        .object([("from", .string(edge.from.name)), ("fromPackage", .string(edge.from.package)),
                 ("to", .string(edge.to.name)), ("toPackage", .string(edge.to.package))])
    }

    private static func violation(_ violation: Violation, fingerprint: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(violation.rule)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
        ]
        if let location = violation.location {
            members.append(("location", .object([("file", .string(location.file)), ("line", .int(location.line)),
                                                 ("column", .int(location.column))])))
        }
        for (key, names) in [("modules", violation.modules), ("path", violation.path), ("components", violation.components)]
        where !names.isEmpty {
            members.append((key, .strings(names)))
        }
        members.append(("fingerprint", .string(fingerprint)))
        return .object(members)
    }
}
