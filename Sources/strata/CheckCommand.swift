import StrataConfiguration
import StrataKit
import StrataProject
import StrataReport
import StrataRules

/// `strata check [PATH]`: analyze, report, and exit 1 when a violation is at a failing severity.
enum CheckCommand {
    static let spec = OptionSpec(
        flags: Set(["--strict", "--include-tests", "--quiet", "--timings", "--reduce", "--no-reduce", "--reverse"])
            .union(BuildOptions.flags),
        single: Set(["--format", "--output", "--manifest", "--jobs", "--config", "--cache", "--cluster", "--color", "--depth"])
            .union(CheckGates.options).union(BuildOptions.options),
        repeated: ["--exclude", "--platform", "--focus"],
        pairs: ["--path"])

    static let help = """
    USAGE: strata check [PATH] [options]

    Analyzes the SwiftPM packages and the Xcode, Tuist, XcodeGen and CocoaPods projects under PATH
    (default: the current directory) and reports architecture violations. Exit code 0: clean;
    1: violations at a failing severity; 2: usage error.

    OPTIONS:
      --format FORMAT             The report's format:
    \(Reporters.help(Reporters.check, default: "text"))
      --output FILE               Write the report to FILE instead of standard output.
      --color auto|always|never   Colour the text form's severities (default auto: on a terminal, unless
                                  NO_COLOR is set).
      --cluster package|layer|none
                                  With --format dot or mermaid: group nodes by package (default), layer,
                                  or not at all.
      --reduce, --no-reduce       With --format dot or mermaid: leave out (default) or draw the transitive
                                  edges (A → C when A → B → C is drawn); an edge with a finding is always drawn.
      --focus NAME, --depth N, --reverse, --path FROM TO
                                  With --format dot or mermaid: draw only part of the graph, as
                                  'strata graph' does (see 'strata help graph'); findings keep their colours.
      --config FILE               Configuration (JSON5; default: PATH/.strata.json when it exists).
      --strict                    Fail on warnings too.
    \(CheckGates.help)
      --include-tests             Include test targets in the graph.
      --exclude GLOB              Skip paths matching GLOB, relative to PATH, and everything below a folder
                                  it names (repeatable), e.g. 'Fixtures'; a package linked by path that it
                                  names is left out too ('../Vendor/strata'). A GLOB that matches nothing is
                                  a warning on standard error.
      --manifest static|swiftpm   Read manifests with strata's lexer (default) or 'swift package dump-package'.
    \(CommonOptions.platformHelp)
      --jobs N                    Files scanned in parallel (default: all cores).
    \(CommonOptions.cacheHelp)
      --quiet                     Print only the findings: no summary line, no notes of what was hidden or
                                  not analysed, no progress line.
      --timings                   With --format json: add summary.durationMs, the analysis' wall time (the
                                  one field that differs between two runs on the same input).
    \(BuildOptions.help)
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "check")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let report = try report(parsed, interactive: true)
        try BuildOptions.writeStamp(parsed)
        try Output.write(report.text, to: parsed.value("--output"))
        return report.exitCode
    }

    /// The report `parsed` asks for and the exit code, unwritten: what `run` prints and `strata mcp`'s `check` returns.
    /// - Parameter interactive: whether a person runs the command (a progress line on a terminal, the step summary of
    ///   `--format github`, the result kept until the process exits), or a server that runs many.
    static func report(_ parsed: ParsedArguments, interactive: Bool) throws -> CommandReport {
        let reporter = try parsed.format(among: Reporters.check, default: "text") { $0.format }
        let clustering = try parsed.choice("--cluster", default: DotReporter.Clustering.package)
        let reduce = try parsed.reduction()
        let selection = try GraphSelectionOptions.selection(parsed, level: .module)
        let selects = !selection.focus.isEmpty || selection.path != nil
        if selects, ![DotReporter.format, MermaidReporter.format].contains(reporter.format) {
            throw UsageError(message: "--focus and --path draw part of the picture: use them with --format dot or mermaid")
        }
        let color = try TerminalColor.wanted(parsed.choice("--color", default: TerminalColor.auto),
                                             toTerminal: parsed.value("--output") == nil)
        var options = try CommonOptions.analysisOptions(parsed, includeExternal: false)
        // The HTML page shows each module's metrics, measured with the configuration (`modules.ignore`).
        options.measures = reporter.format == HTMLReporter.format
        let progress = TerminalProgress.attach(to: &options, quiet: !interactive || parsed.flags.contains("--quiet"))
        defer { progress?.finish() }
        var result = try BuildOptions.keptFindings(
            of: CheckGates.gates(parsed).apply(to: Analyzer.analyze(options), options: options, notes: Output.note), parsed)
        if reporter.showsFixes { result = try Fixer.planningFixes(of: result, root: options.root) }
        progress?.finish()
        for warning in result.warnings { Output.warning(warning) }
        let root = options.root
        var reportOptions = ReportOptions(
            summary: !parsed.flags.contains("--quiet"), timings: parsed.flags.contains("--timings"),
            clustering: clustering, layerOrder: options.configuration.layers.map(\.name), reduce: reduce,
            showPath: BuildOptions.showPath(parsed, root: root), color: color)
        if selects { reportOptions.picture = try selection.picture(of: result) }
        let report = reporter.report(result, options: reportOptions)
        if interactive, let stepSummary = report.stepSummary { try StepSummary.append(stepSummary) }
        if interactive { KeptUntilExit.keep(result) }
        return CommandReport(text: report.text, exitCode: result.fails(strict: parsed.flags.contains("--strict")) ? 1 : 0)
    }
}

/// Options shared by `check` and `graph`.
enum CommonOptions {
    static func analysisOptions(_ parsed: ParsedArguments, includeExternal: Bool) throws -> AnalysisOptions {
        let excludes = try (parsed.values["--exclude"] ?? []).map { pattern in
            do { return try Glob(pattern) } catch { throw UsageError(message: "invalid --exclude pattern '\(pattern)': \(error)") }
        }
        let root = parsed.positionals.first ?? "."
        let configuration: Configuration
        do {
            configuration = try Configuration.load(path: parsed.value("--config"), root: root,
                                                   knownRules: RuleRegistry.optionSchemas)
        } catch {
            throw UsageError(message: error.description, isPreformatted: true)
        }
        var options = AnalysisOptions(
            root: root,
            includeTests: parsed.flags.contains("--include-tests"),
            includeExternal: includeExternal,
            excludes: excludes,
            manifestMode: try parsed.choice("--manifest", default: ManifestMode.static),
            jobs: try parsed.positiveInteger("--jobs") ?? ProcessorCount.online,
            configuration: configuration)
        options.platforms = try platforms(parsed)
        options.cache = try cacheSettings(parsed)
        return options
    }

    static let cacheHelp = """
          --cache DIR                 Keep each file's scan in DIR (created when missing) from run to run: the next
                                      run reads and scans only the files that changed. Output is the same.
        """

    /// `--cache DIR`'s settings, with this build of strata's version; `nil` without the option.
    /// - Throws: `UsageError` when DIR is empty.
    static func cacheSettings(_ parsed: ParsedArguments) throws -> ScanCacheSettings? {
        guard let directory = parsed.value("--cache") else { return nil }
        guard !directory.isEmpty else { throw UsageError(message: "--cache needs a folder") }
        return ScanCacheSettings(directory: directory, toolVersion: ScanCacheSettings.buildVersion(ToolInfo.version))
    }

    static let platformHelp = """
          --platform NAME             Evaluate #if conditions for platform NAME (repeatable: ios, macos, tvos,
                                      watchos, visionos, maccatalyst, linux, windows, android…) instead of the
                                      platforms each module's build system declares.
        """

    /// `--platform` values in SwiftPM's spelling (`iOS` is `ios`); an unknown name is a usage error.
    private static func platforms(_ parsed: ParsedArguments) throws -> [String] {
        var platforms: [String] = []
        for value in parsed.values["--platform"] ?? [] {
            let name = value.lowercased()
            guard AnalysisOptions.platformNames.contains(name) else {
                let nearest = nearestName(to: name, among: AnalysisOptions.platformNames).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown platform '\(value)' for --platform\(nearest)")
            }
            if !platforms.contains(name) { platforms.append(name) }
        }
        return platforms
    }
}
