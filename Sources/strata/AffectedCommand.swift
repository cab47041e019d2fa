import StrataKit
import StrataReport
import StrataRules

/// `strata affected [PATH] (--since REV | --files F...)`: the modules a change touches and the test targets to run.
enum AffectedCommand {
    static let spec = OptionSpec(single: ["--since", "--format", "--output", "--manifest", "--jobs", "--config", "--cache"],
                                 repeated: ["--exclude", "--files"])

    static let help = """
    USAGE: strata affected [PATH] (--since REV | --files F...) [options]

    Lists the modules whose files changed, every module that depends on them (directly or through others,
    test targets included) and the test targets to run, for the packages and projects under PATH (default:
    the current directory). A file belongs to the modules it is a Swift source of, to every module a project
    file declares (Package.swift, Package.resolved, an .xcodeproj, project.yml, Project.swift, a podspec), or
    to the module whose folder holds it (a resource); a file no module owns affects nothing. Exit code 0, or
    2 on a usage or git error.

    OPTIONS:
      --since REV                 The change is what differs between the merge base of REV and HEAD and the
                                  working tree: commits since, staged and unstaged edits, and untracked files
                                  git does not ignore (in CI: --since origin/main).
      --files F...                The change is these files (relative to the current directory, else to PATH,
                                  or absolute); the files after --files up to the next option.
      --format FORMAT             Output format (xcodebuild and swift-test print nothing when no test target
                                  is affected):
    \(Reporters.help(Reporters.affected, default: "text"))
      --output FILE               Write to FILE instead of standard output.
      --config FILE               Configuration (default: PATH/.strata.json when it exists).
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
      --jobs N                    Files scanned in parallel (default: all cores).
    \(CommonOptions.cacheHelp)
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(try filesGathered(arguments), spec: spec, command: "affected")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        try Output.write(try report(parsed, interactive: true), to: parsed.value("--output"))
        return 0
    }

    /// The report `parsed` asks for, unwritten: what `run` prints and `strata mcp`'s `affected` returns.
    /// - Parameter interactive: whether a person runs the command (a progress line on a terminal) or a server.
    static func report(_ parsed: ParsedArguments, interactive: Bool) throws -> String {
        let reporter = try parsed.format(among: Reporters.affected, default: "text") { $0.format }
        var options = try CommonOptions.analysisOptions(parsed, includeExternal: false)
        // Test targets are what a change asks to run; the rules are not needed.
        options.includeTests = true
        options.runsRules = false
        let since = parsed.value("--since")
        let files: [String]
        switch (since, parsed.values["--files"]) {
        case (let revision?, nil): files = try ChangedFiles.since(revision, root: options.root)
        case (nil, let named?): files = try ChangedFiles.named(named, root: options.root)
        case (.some, .some): throw UsageError(message: "--since and --files cannot be used together")
        case (nil, nil):
            throw UsageError(message: "'strata affected' needs --since REV or --files F... (see 'strata affected --help')")
        }
        let progress = TerminalProgress.attach(to: &options, quiet: !interactive)
        defer { progress?.finish() }
        let result = try Analyzer.analyze(options)
        progress?.finish()
        for warning in result.warnings { Output.warning(warning) }
        let impact = ChangeImpact(changedFiles: files, in: result, since: since)
        let root = options.root
        let showPath: @Sendable (String) -> String = { Paths.fromWorkingDirectory($0, root: root) }
        return reporter.report(impact, options: ReportOptions(showPath: showPath))
    }

    /// `arguments` with each file after `--files` given as `--files F`: `--files A B --format json` is
    /// `--files A --files B --format json`. `--files` takes the arguments that follow it up to the next option
    /// (or `--`); a file whose name starts with `-` is written `./-name`.
    /// - Throws: ``UsageError`` when a `--files` is followed by no file.
    static func filesGathered(_ arguments: [String]) throws -> [String] {
        var gathered: [String] = []
        var gathering = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" {
                gathered += arguments[index...]
                break
            }
            if gathering, !argument.hasPrefix("-") {
                gathered += ["--files", argument]
                continue
            }
            if argument == "--files" {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                    throw UsageError(message: "--files needs at least one file")
                }
                gathering = true
                continue
            }
            gathering = argument.hasPrefix("--files=")
            gathered.append(argument)
        }
        return gathered
    }
}
