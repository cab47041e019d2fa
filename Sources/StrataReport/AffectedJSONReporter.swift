import StrataGraph
import StrataJSON
import StrataRules

/// `strata affected --format json`: the changed files and their modules, the affected modules with their
/// depth and via, and the test targets to run (see `Schemas/affected.schema.json`).
public enum AffectedJSONReporter {
    /// - Parameter impact: what the change touches.
    /// - Returns: a JSON document ending in a newline.
    public static func report(_ impact: ChangeImpact) -> String {
        let graph = impact.graph
        let reference = { (index: Int) -> JSONValue in
            .object([("name", .string(graph.modules[index].name)), ("package", .string(graph.modules[index].package))])
        }
        var members: [(String, JSONValue)] = [
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
        ]
        if let since = impact.since { members.append(("since", .string(since))) }
        members += [
            ("summary", .object([
                ("changedFiles", .int(impact.files.count)),
                ("unownedFiles", .int(impact.unownedFiles.count)),
                ("changedModules", .int(impact.changed.count)),
                ("affectedModules", .int(impact.affected.count)),
                ("testTargets", .int(impact.testTargets.count)),
            ])),
            ("changedFiles", .array(impact.files.map { file in
                var members: [(String, JSONValue)] = [("path", .string(file.path)),
                                                      ("modules", .array(file.modules.map(reference)))]
                if let ownership = file.ownership { members.append(("ownership", .string(ownership.rawValue))) }
                return .object(members)
            })),
            ("affectedModules", .array(impact.affected.map { affected in
                let module = graph.modules[affected.module]
                var members: [(String, JSONValue)] = [("name", .string(module.name)), ("package", .string(module.package)),
                                                      ("kind", .string(module.kind.rawValue)), ("depth", .int(affected.depth))]
                if let via = affected.via { members.append(("via", reference(via))) }
                return .object(members)
            })),
            ("testTargets", .array(impact.testTargets.map { target in
                let module = graph.modules[target.module]
                var members: [(String, JSONValue)] = [("name", .string(module.name)), ("package", .string(module.package))]
                if let system = impact.buildSystem(of: target.module) { members.append(("buildSystem", .string(system))) }
                return .object(members)
            })),
        ]
        return JSONValue.object(members).rendered()
    }
}
