import StrataGraph
import StrataRules
import StrataText

/// `strata migrate member-imports`: the plan of ``MemberImportPlan``, and its `--fix`, which adds each import the plan
/// lists (and the dependency, where the target does not declare the module), and switches the feature on in each
/// target's `swiftSettings`, through ``Fixer``'s edits, verification and restoring: each step of the plan is a finding
/// of the pseudo-rule ``rule`` that the fix settles, and the analysis after the edits must no longer plan it.
public enum MemberImportMigration {
    /// The rule id the plan's steps carry as findings of `--fix` (no rule of `strata check`).
    public static let rule = "member-imports"

    /// Analyses the workspace of `options` and plans the migration.
    /// - Throws: ``AnalysisError`` as ``Analyzer/analyze(_:)`` does.
    public static func plan(_ options: AnalysisOptions) throws -> AnalysisResult {
        var options = options
        options.plansMemberImports = true
        return try Analyzer.analyze(options)
    }

    /// Applies the plan (with `dryRun`, only plans the edits and puts their diff in the outcome).
    /// - Throws: ``AnalysisError`` as ``Analyzer/analyze(_:)`` does, ``FixWriteError`` when a file cannot be written.
    public static func fix(_ options: AnalysisOptions, dryRun: Bool) throws -> Fixer.Outcome {
        try Fixer.fix(options, rules: [rule], dryRun: dryRun, analysis: { withSteps(try plan(options)) }, adjusting: { _ in })
    }

    /// `result` with the steps of its plan added to its violations, as findings of ``rule``.
    static func withSteps(_ result: AnalysisResult) -> AnalysisResult {
        var result = result
        result.violations += steps(of: result.memberImportPlan ?? MemberImportPlan(), graph: result.graph)
        return result
    }

    /// Each step of `plan` as a finding whose fix makes it: an import per file and module, a dependency to declare,
    /// the feature to switch on; targets in the plan's order.
    static func steps(of plan: MemberImportPlan, graph: ModuleGraph) -> [Violation] {
        var steps: [Violation] = []
        for target in plan.targets {
            let name = graph.modules[target.module].name
            for item in target.imports {
                steps.append(Violation(
                    rule: rule, severity: .warning,
                    message: "\(name) uses `\(item.member)` of \(item.module) (\(item.confidence.name)): add `import \(item.module)`",
                    location: SourceLocation(file: item.file, line: item.line, column: item.column),
                    modules: [name, item.module], fix: .addImport(module: item.module, file: item.file, access: item.access)))
            }
            for declaration in target.declarations {
                steps.append(Violation(
                    rule: rule, severity: .warning,
                    message: "\(name) imports \(declaration.module) without declaring it: declare the dependency",
                    location: graph.modules[target.module].declaration, modules: [name, declaration.module], path: ["dependency"],
                    fix: declaration.fix))
            }
            if let enabling = target.enabling {
                steps.append(Violation(
                    rule: rule, severity: .warning, message: "enable \(MemberImportPlan.feature) for target '\(name)'",
                    location: graph.modules[target.module].declaration, modules: [name], path: ["feature"], fix: enabling))
            }
        }
        return steps
    }
}
