import StrataKit
import StrataReport

/// `strata graph [PATH]`: the module graph without rules, as dot, Mermaid or JSON.
enum GraphCommand {
    enum Format: String, CaseIterable { case dot, mermaid, json }
    enum Level: String, CaseIterable { case module, type, component }

    static let spec = OptionSpec(
        flags: Set(["--include-external", "--include-tests"]).union(GraphSelectionOptions.flags),
        single: Set(["--format", "--output", "--level", "--cluster", "--manifest", "--jobs", "--config"])
            .union(GraphSelectionOptions.single),
        repeated: Set(["--exclude"]).union(GraphSelectionOptions.repeated))

    static let help = """
    USAGE: strata graph [PATH] [options]

    Prints the module graph of the SwiftPM packages under PATH (default: the current directory).

    OPTIONS:
      --format dot|mermaid|json   Output format (default: dot).
      --output FILE               Write to FILE instead of standard output.
      --level module|type|component
                                  What the nodes are (default: module): modules; declared types with
                                  their inheritance and use edges; or needle components (parent → child,
                                  with dependency protocols) and EasyDi assemblies. With type or
                                  component, --focus matches modules or components (--reverse and
                                  --collapse are for modules only).
      --cluster package|layer|none
                                  Group nodes by package (default), by configured layer, or not at all.
    \(GraphSelectionOptions.help)
      --config FILE               Configuration (default: PATH/.strata.json when it exists).
      --include-external          Show modules defined outside the workspace (Foundation, remote packages).
      --include-tests             Include test targets.
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
      --jobs N                    Files scanned in parallel (default: all cores).
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "graph")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let format: Format = try parsed.choice("--format", default: .dot)
        let level = try parsed.choice("--level", default: Level.module)
        let clustering = try parsed.choice("--cluster", default: DotReporter.Clustering.package)
        var options = try CommonOptions.analysisOptions(parsed, includeExternal: parsed.flags.contains("--include-external"))
        let progress = TerminalProgress.attach(to: &options, quiet: false)
        defer { progress?.finish() }
        if level != .module {
            try checkLevelOptions(parsed)
            let result = try Analyzer.analyze(options)
            progress?.finish()
            try Output.write(try render(result, level: level, format: format, parsed: parsed), to: parsed.value("--output"))
            return 0
        }
        let selection = try GraphSelectionOptions.selection(parsed)
        let graph = try selection.apply(to: Analyzer.analyze(options).graph)
        progress?.finish()
        let layerOrder = options.configuration.layers.map(\.name)
        switch format {
        case .dot:
            let dot = DotReporter.render(graph, clustering: clustering, layerOrder: layerOrder)
            try Output.write(dot, to: parsed.value("--output"))
        case .mermaid:
            let chart = MermaidReporter.render(graph, clustering: clustering, layerOrder: layerOrder)
            try Output.write(chart, to: parsed.value("--output"))
        case .json: try Output.write(JSONReporter.graph(graph), to: parsed.value("--output"))
        }
        return 0
    }
}
