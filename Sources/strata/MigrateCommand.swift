import StrataConfiguration
import StrataKit
import StrataReport
import StrataRules

/// `strata migrate member-imports [PATH]`: the plan of the switch to `MemberImportVisibility`, target by target leaves
/// first, and with `--fix` the imports, dependencies and settings it takes.
enum MigrateCommand {
    /// The migrations strata plans.
    static let migrations = ["member-imports"]

    static let spec = OptionSpec(
        flags: ["--fix", "--dry-run", "--include-tests"],
        single: ["--format", "--output", "--config", "--manifest", "--jobs"],
        repeated: ["--exclude", "--platform"])

    static let help = """
    USAGE: strata migrate member-imports [PATH] [options]

    Plans the switch to MemberImportVisibility (SE-0444) for the targets under PATH (default: the current
    directory). With it, a member declared in an extension is visible in a file only when the file imports its
    module; without it, every module the target loads makes it visible. For each target, leaves first (a target
    after the targets it depends on), the plan lists each file's import of a module whose extension member the file
    uses without importing it: 'certain' for an attribute's key path (@Dependency(\\.apiClient)), 'likely' for a
    plain use (x.member) of a name that only that module declares and no toolchain module does (the receiver's type
    is not known: an SDK framework such as UIKit may declare it too). Not seen: operators, initializers and
    subscripts declared in extensions.

    --fix adds the imports (and the dependency, where the target does not declare the module) and adds
    .enableUpcomingFeature("MemberImportVisibility") to each target's swiftSettings: in Package.swift, then
    analyses again and restores any file whose edit did not do what it was for, as 'strata fix' does. Settings
    built in code and other build systems' projects are listed as not applicable.
    Exit code 0: the plan (with --fix: every step applied); 1: with --fix, a step not applicable or restored
    (with --dry-run: anything to change); 2: usage error.

    OPTIONS:
      --format FORMAT             Output format of the plan:
    \(Reporters.help(Reporters.migration, default: "text"))
      --fix                       Apply the plan.
      --dry-run                   Print the edits --fix would make as a unified diff and change nothing.
      --output FILE               Write the plan to FILE instead of standard output.
      --config FILE               Configuration (default: PATH/.strata.json when it exists).
      --include-tests             Include test targets.
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
    \(CommonOptions.platformHelp)
      --jobs N                    Files scanned in parallel (default: all cores).
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let migration = arguments.first, !migration.hasPrefix("-") else {
            let parsed = try ParsedArguments(arguments, spec: spec, command: "migrate")
            if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
            throw UsageError(message: "strata migrate needs a migration: " + migrations.joined(separator: ", "))
        }
        guard migrations.contains(migration) else {
            let nearest = nearestName(to: migration, among: migrations).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown migration '\(migration)'\(nearest) (strata migrate plans "
                + migrations.joined(separator: ", ") + ")")
        }
        let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec, command: "migrate")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let reporter = try parsed.format(among: Reporters.migration, default: "text") { $0.format }
        let options = try CommonOptions.analysisOptions(parsed, includeExternal: false)
        let dryRun = parsed.flags.contains("--dry-run")
        if parsed.flags.contains("--fix") || dryRun {
            guard parsed.value("--format") == nil, parsed.value("--output") == nil else {
                throw UsageError(message: "--fix and --dry-run print what they change: --format and --output are for the plan")
            }
            let outcome = try MemberImportMigration.fix(options, dryRun: dryRun)
            try Output.write(FixCommand.text(outcome, dryRun: dryRun, root: options.root), to: nil)
            return outcome.notApplicable.isEmpty && outcome.restored.isEmpty && !(dryRun && !outcome.applied.isEmpty) ? 0 : 1
        }
        let result = try MemberImportMigration.plan(options)
        for warning in result.warnings { Output.warning(warning) }
        let showPath = BuildOptions.showPath(parsed, root: options.root)
        try Output.write(reporter.migrationPlan(result, options: ReportOptions(showPath: showPath)), to: parsed.value("--output"))
        return 0
    }
}
