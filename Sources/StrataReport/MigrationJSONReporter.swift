import StrataJSON
import StrataRules

/// `strata migrate member-imports --format json` (see `Schemas/migrate.schema.json`): the summary, then the targets
/// leaves first, each with its step, whether it enables the feature already, the imports its files need and what
/// switching it on takes.
enum MigrationJSONReporter {
    /// - Returns: a JSON document ending in a newline.
    static func report(_ result: AnalysisResult) -> String {
        let plan = result.memberImportPlan ?? MemberImportPlan()
        var writer = JSONWriter()
        writer.beginObject()
        JSONReporter.header(&writer)
        writer.member("feature", MemberImportPlan.feature)
        let summary = MigrationSummary(plan)
        writer.key("summary")
        writer.beginObject()
        writer.member("targets", summary.targets)
        writer.member("enabled", summary.enabled)
        writer.member("files", summary.files)
        writer.member("imports", summary.imports)
        writer.member("certain", summary.certain)
        writer.member("likely", summary.likely)
        writer.member("undeclared", summary.undeclared)
        writer.endObject()
        writer.key("targets")
        writer.beginArray()
        for target in plan.targets {
            let module = result.graph.modules[target.module]
            writer.beginObject()
            writer.member("name", module.name)
            writer.member("package", module.package)
            writer.member("step", target.step)
            writer.key("enabled")
            writer.bool(target.isEnabled)
            if case .manual(let reason)? = target.enabling { writer.member("notApplicable", reason) }
            writer.key("imports")
            writer.beginArray()
            for item in target.imports {
                writer.beginObject()
                writer.member("file", item.file)
                writer.member("module", item.module)
                writer.member("member", item.member)
                writer.member("line", item.line)
                writer.member("column", item.column)
                writer.member("confidence", item.confidence.name)
                writer.key("declared")
                writer.bool(item.isDeclared)
                if let access = item.access { writer.member("access", access) }
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.finished()
    }
}
