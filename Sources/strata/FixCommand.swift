import StrataConfiguration
import StrataKit
import StrataReport
import StrataRules

/// `strata fix [PATH]`: applies the fixes of the hygiene findings, and lists what it could not apply or restored.
enum FixCommand {
    static let spec = OptionSpec(
        flags: ["--dry-run", "--include-tests"],
        single: ["--format", "--config", "--manifest", "--jobs"],
        repeated: ["--rule", "--exclude", "--platform"])

    static let help = """
    USAGE: strata fix [PATH] [options]

    Applies the fixes of the findings of \(FixableRules.ids.joined(separator: ", "))
    under PATH (default: the current directory): adds and removes import lines in Swift files (or lowers their
    access), entries of a target's dependencies: in Package.swift (with the .package(path:) it needs) and Tuist's
    Project.swift, labels of a rule's deps in Bazel and Buck BUILD files, items of a target's dependencies: in an
    XcodeGen spec and dependency lines of a .podspec. Each file is written whole (a temporary file renamed over
    it); after the edits strata analyses again and restores every file whose edit left its finding or brought a
    new finding or diagnostic. A fix strata cannot make exactly (a list built in code, an entry a helper gives to
    several targets, a .podspec.json, an Xcode project) is listed as not applicable, with the reason.
    Exit code 0: every finding of those rules fixed; 1: a finding left (not applicable) or an edit restored
    (with --dry-run: anything to change or list); 2: usage error.

    OPTIONS:
      --rule ID                   Fix only the findings of rule ID (repeatable; default: all of them).
      --dry-run                   Print the edits as a unified diff and change nothing.
      --format text|json          The report: lines for people (default), or the JSON that
                                  Schemas/fix-report.schema.json describes (with the diff on a dry run).
      --config FILE               Configuration (JSON5; default: PATH/.strata.json when it exists).
      --include-tests             Include test targets (fix their imports and dependencies too).
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   Read manifests with strata's lexer (default) or 'swift package dump-package'.
    \(CommonOptions.platformHelp)
      --jobs N                    Files scanned in parallel (default: all cores).
    """

    /// The report's formats.
    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "fix")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let report = try report(parsed)
        try Output.write(report.text, to: nil)
        return report.exitCode
    }

    /// The fixes `parsed` asks for, made (or planned, with `--dry-run`), and their report and exit code, unwritten: what
    /// `run` prints and `strata mcp`'s `fix` returns.
    static func report(_ parsed: ParsedArguments) throws -> CommandReport {
        let format = try parsed.choice("--format", default: Format.text)
        var rules = Set(FixableRules.ids)
        if let chosen = parsed.values["--rule"] {
            for rule in chosen where !FixableRules.ids.contains(rule) {
                let nearest = nearestName(to: rule, among: FixableRules.ids).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "strata fix does not fix rule '\(rule)'\(nearest) (it fixes "
                    + FixableRules.ids.joined(separator: ", ") + ")")
            }
            rules = Set(chosen)
        }
        let options = try CommonOptions.analysisOptions(parsed, includeExternal: false)
        let dryRun = parsed.flags.contains("--dry-run")
        let outcome = try Fixer.fix(options, rules: rules, dryRun: dryRun)
        let exitCode: Int32 = outcome.notApplicable.isEmpty && outcome.restored.isEmpty && !(dryRun && !outcome.applied.isEmpty) ? 0 : 1
        switch format {
        case .text: return CommandReport(text: text(outcome, dryRun: dryRun, root: options.root), exitCode: exitCode)
        case .json: return CommandReport(text: FixJSONReporter.report(report(outcome, dryRun: dryRun)), exitCode: exitCode)
        }
    }

    /// The outcome as the JSON reporter takes it.
    static func report(_ outcome: Fixer.Outcome, dryRun: Bool) -> FixReport {
        FixReport(dryRun: dryRun,
                  applied: outcome.applied.map { FixReport.Entry(finding: $0.finding, files: $0.files) },
                  notApplicable: outcome.notApplicable.map { FixReport.Entry(finding: $0.finding, reason: $0.reason) },
                  restored: outcome.restored.map { FixReport.Entry(finding: $0.finding, reason: $0.reason) },
                  changedFiles: outcome.changedFiles, diff: outcome.diff)
    }

    /// The diff (with `--dry-run`), then one line per finding fixed, not applicable or restored, then the summary.
    static func text(_ outcome: Fixer.Outcome, dryRun: Bool, root: String) -> String {
        var text = outcome.diff
        let place = { (finding: Violation) -> String in
            guard let location = finding.location else { return "" }
            return "\(Paths.fromWorkingDirectory(location.file, root: root)):\(location.line):\(location.column): "
        }
        for (finding, _) in outcome.applied {
            text += "\(place(finding))\(dryRun ? "would fix" : "fixed"): \(finding.message) [\(finding.rule)]\n"
        }
        for skipped in outcome.notApplicable {
            text += "\(place(skipped.finding))not applicable: \(skipped.finding.message) [\(skipped.finding.rule)]\n"
                + "  reason: \(skipped.reason)\n"
        }
        for skipped in outcome.restored {
            text += "\(place(skipped.finding))restored: \(skipped.finding.message) [\(skipped.finding.rule)]\n"
                + "  reason: \(skipped.reason)\n"
        }
        let files = outcome.changedFiles.count
        let fixes = "\(outcome.applied.count) fix\(outcome.applied.count == 1 ? "" : "es")"
        let inFiles = "in \(files) file\(files == 1 ? "" : "s")"
        let rest = "; \(outcome.notApplicable.count) not applicable; \(outcome.restored.count) restored"
        return text + (dryRun ? "Would apply \(fixes) \(inFiles)\(rest) (dry run: nothing written).\n"
            : "Applied \(fixes) \(inFiles)\(rest).\n")
    }
}
