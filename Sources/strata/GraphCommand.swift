import StrataKit
import StrataReport

/// `strata graph [PATH]`: the module graph, or a level below it, without rules, as dot, Mermaid or JSON.
enum GraphCommand {
    enum Level: String, CaseIterable { case module, group, type, component }

    static let spec = OptionSpec(
        flags: Set(["--include-external", "--include-tests", "--reduce", "--no-reduce"]).union(GraphSelectionOptions.flags),
        single: Set(["--format", "--output", "--level", "--cluster", "--manifest", "--jobs", "--config", "--cache"])
            .union(GraphSelectionOptions.single),
        repeated: Set(["--exclude", "--platform"]).union(GraphSelectionOptions.repeated),
        pairs: GraphSelectionOptions.pairs)

    static let help = """
    USAGE: strata graph [PATH] [options]

    Prints the module graph of the packages and projects under PATH (default: the current directory).

    OPTIONS:
      --format FORMAT             Output format:
    \(Reporters.help(Reporters.graph, default: "dot"))
      --output FILE               Write to FILE instead of standard output.
      --level module|group|type|component
                                  What the nodes are (default: module): modules; groups of modules (see
                                  --group-by), each edge labelled with the module edges it folds; declared
                                  types with their inheritance and use edges; or needle components (parent
                                  → child, with dependency protocols) and EasyDi assemblies. With type or
                                  component, --focus matches modules or components (--reverse, --path and
                                  --collapse are for modules only).
      --cluster package|layer|none
                                  Group nodes by package (default; a package of one module is not boxed),
                                  by configured layer (top to bottom), or not at all.
      --reduce, --no-reduce       Leave out (default) or draw transitive edges: A → C when A → B → C is
                                  drawn; a note says how many were left out. Cycles are kept. --path and
                                  --level group draw every edge unless --reduce is given.
    \(GraphSelectionOptions.help)
      --config FILE               Configuration (default: PATH/.strata.json when it exists).
      --include-external          Show modules defined outside the workspace (Foundation, remote packages).
      --include-tests             Include test targets.
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
    \(CommonOptions.platformHelp)
      --jobs N                    Files scanned in parallel (default: all cores).
    \(CommonOptions.cacheHelp)
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "graph")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        try Output.write(try picture(parsed, interactive: true), to: parsed.value("--output"))
        return 0
    }

    /// The picture `parsed` asks for, unwritten: what `run` prints and `strata mcp`'s `graph` returns.
    /// - Parameter interactive: whether a person runs the command (a progress line on a terminal) or a server.
    static func picture(_ parsed: ParsedArguments, interactive: Bool) throws -> String {
        let reporter = try parsed.format(among: Reporters.graph, default: "dot") { $0.format }
        let level = try parsed.choice("--level", default: Level.module)
        let clustering = try parsed.choice("--cluster", default: DotReporter.Clustering.package)
        if level == .type || level == .component { try checkLevelOptions(parsed) }
        if level != .module, reporter.format == HTMLReporter.format {
            throw UsageError(message: "--format html draws modules: use it with --level module")
        }
        var selection = try GraphSelectionOptions.selection(parsed, level: level)
        // A picture of hundreds of modules helps no one: unless a level is asked for, it is an overview.
        if parsed.value("--level") == nil, [DotReporter.format, MermaidReporter.format].contains(reporter.format) {
            selection.overviewAbove = GraphSelection.defaultOverviewLimit
        }
        let reduce = try parsed.reduction()
        var options = try CommonOptions.analysisOptions(parsed, includeExternal: parsed.flags.contains("--include-external"))
        // Only the component level shows findings (needle components in red); the others stop before the rules.
        options.runsRules = level == .component
        let progress = TerminalProgress.attach(to: &options, quiet: !interactive)
        defer { progress?.finish() }
        let result = try Analyzer.analyze(options)
        progress?.finish()
        for warning in result.warnings { Output.warning(warning) }
        let view: GraphView
        var grouped = false
        switch level {
        case .module, .group:
            let modules = try selection.picture(of: result)
            grouped = modules.memberCounts != nil
            view = .modules(modules)
        case .type: view = .types(result, nodes: try selection.types(in: result))
        case .component: view = .components(result, nodes: try selection.components(in: result))
        }
        return reporter.render(view, options: ReportOptions(
            clustering: grouped ? .none : clustering, layerOrder: options.configuration.layers.map(\.name),
            reduce: reduce))
    }

    /// `--reverse`, `--collapse`, `--path` and the reduction select modules; the type and component levels take
    /// `--focus` and `--depth`.
    private static func checkLevelOptions(_ parsed: ParsedArguments) throws {
        if parsed.flags.contains("--reverse") || parsed.values["--collapse"] != nil || parsed.values["--path"] != nil
            || parsed.flags.contains("--reduce") || parsed.flags.contains("--no-reduce") {
            throw UsageError(message: "--reverse, --collapse, --path and --reduce need --level module or group")
        }
        if parsed.value("--depth") != nil, parsed.values["--focus"] == nil {
            throw UsageError(message: "--depth needs --focus")
        }
    }
}
