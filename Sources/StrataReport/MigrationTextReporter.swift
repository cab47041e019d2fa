import StrataRules

/// `strata migrate member-imports` as text: the targets step by step, leaves first, each with the imports its files
/// need (`path: import Module (`member` at line:column, confidence)`), then the summary line.
enum MigrationTextReporter {
    /// - Parameter showPath: how a path relative to the analysed root is shown.
    static func report(_ result: AnalysisResult, showPath: (String) -> String) -> String {
        let plan = result.memberImportPlan ?? MemberImportPlan()
        var text = "Switching to \(MemberImportPlan.feature), leaves first (a target after the targets it depends on):\n"
        var step = 0
        for target in plan.targets {
            if target.step != step {
                step = target.step
                text += "Step \(step)\n"
            }
            let module = result.graph.modules[target.module]
            let name = module.name + (module.package == "." ? "" : " (\(module.package))")
            text += "  \(name): \(state(of: target))\n"
            for item in target.imports {
                let access = item.access.map { $0 + " " } ?? ""
                text += "    \(showPath(item.file)): \(access)import \(item.module) (`\(item.member)` at \(item.line):\(item.column), "
                    + "\(item.confidence.name)\(item.isDeclared ? "" : "; not a declared dependency"))\n"
            }
            if case .manual(let reason)? = target.enabling { text += "    cannot switch it on here: \(reason)\n" }
        }
        let summary = MigrationSummary(plan)
        text += "\(plural(summary.targets, "target")) (\(summary.enabled) enable\(summary.enabled == 1 ? "s" : "") it already): "
            + "\(plural(summary.imports, "import")) to add in \(plural(summary.files, "file")) "
            + "(\(summary.certain) certain, \(summary.likely) likely), \(plural(summary.undeclared, "dependency", "dependencies")) "
            + "to declare.\n"
        return text
    }

    private static func state(of target: MemberImportPlan.Target) -> String {
        let files = Set(target.imports.map(\.file)).count
        let needs = target.imports.isEmpty ? "no import to add" : "\(plural(target.imports.count, "import")) in \(plural(files, "file"))"
        let declares = target.declarations.isEmpty ? "" : "; declare " + target.declarations.map(\.module).joined(separator: ", ")
        return (target.isEnabled ? "enables it already, " : "") + needs + declares
    }

    private static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
