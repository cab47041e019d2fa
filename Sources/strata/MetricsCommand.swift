import StrataKit
import StrataReport

/// `strata metrics [PATH]`: each module's size, coupling, rebuild impact, depth and package metrics, and the
/// whole graph's critical path, as a table, JSON or CSV. Reports no violation: budgets are `check`'s.
enum MetricsCommand {
    static let spec = OptionSpec(
        flags: ["--include-tests"],
        single: ["--format", "--output", "--manifest", "--jobs", "--config", "--cache"],
        repeated: ["--exclude"])

    static let help = """
    USAGE: strata metrics [PATH] [options]

    Measures the module graph of the packages and projects under PATH (default: the current directory):
    per module its files, lines, fan-in and fan-out, rebuild impact (the modules that depend on it, directly
    or through others, and their share of all lines), depth, longest implementation chain, and instability,
    abstractness and distance from the main sequence; for the whole graph the build's critical path
    (weighted by lines), the share of implementation -> implementation edges and the cycles. Rows are sorted
    by rebuild impact. The configuration's budgets are checked by 'strata check' (rule metric-budget).

    OPTIONS:
      --format FORMAT             Output format:
    \(Reporters.help(Reporters.metrics, default: "text"))
      --output FILE               Write to FILE instead of standard output.
      --config FILE               Configuration (default: PATH/.strata.json when it exists).
      --include-tests             Include test targets (they count as dependents).
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
      --jobs N                    Files scanned in parallel (default: all cores).
    \(CommonOptions.cacheHelp)
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "metrics")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let report = try report(parsed, interactive: true)
        if report.exitCode == 0 { try Output.write(report.text, to: parsed.value("--output")) }
        return report.exitCode
    }

    /// The report `parsed` asks for, unwritten: what `run` prints and `strata mcp`'s `metrics` returns.
    /// - Parameter interactive: whether a person runs the command (a progress line on a terminal) or a server.
    static func report(_ parsed: ParsedArguments, interactive: Bool) throws -> CommandReport {
        let reporter = try parsed.format(among: Reporters.metrics, default: "text") { $0.format }
        var options = try CommonOptions.analysisOptions(parsed, includeExternal: false)
        options.runsRules = false
        options.measures = true
        let progress = TerminalProgress.attach(to: &options, quiet: !interactive)
        defer { progress?.finish() }
        let result = try Analyzer.analyze(options)
        progress?.finish()
        for warning in result.warnings { Output.warning(warning) }
        guard let metrics = result.metrics else { return CommandReport(text: "", exitCode: 2) }
        return CommandReport(text: reporter.report(metrics), exitCode: 0)
    }
}
