import StrataKit
import StrataReport

/// `strata graph [PATH]`: the module graph without rules, as dot or JSON.
enum GraphCommand {
    enum Format: String, CaseIterable { case dot, json }
    enum Level: String, CaseIterable { case module, type, component }

    static let spec = OptionSpec(
        flags: ["--include-external", "--include-tests"],
        single: ["--format", "--output", "--level", "--cluster", "--manifest", "--jobs", "--config", "--focus", "--depth"],
        repeated: ["--exclude"])

    static let help = """
    USAGE: strata graph [PATH] [options]

    Prints the module graph of the SwiftPM packages under PATH (default: the current directory).

    OPTIONS:
      --format dot|json           Output format (default: dot).
      --output FILE               Write to FILE instead of standard output.
      --level module|type|component
                                  What the nodes are (default: module): modules; declared types with
                                  their inheritance and use edges; or needle components (parent → child,
                                  with dependency protocols) and EasyDi assemblies.
      --focus NAME                With --level type: the types of module NAME and those near them;
                                  with --level component: component NAME and those near it.
      --depth N                   With --focus: how many edges away from the focus (default: 1).
      --cluster package|layer|none
                                  Group nodes by package (default), by configured layer, or not at all.
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
        let options = try CommonOptions.analysisOptions(parsed, includeExternal: parsed.flags.contains("--include-external"))
        try checkFocusOptions(parsed, level: level)
        let result = try Analyzer.analyze(options)
        if level != .module {
            try Output.write(try render(result, level: level, format: format, parsed: parsed), to: parsed.value("--output"))
            return 0
        }
        switch format {
        case .dot:
            let dot = DotReporter.render(result.graph, clustering: clustering,
                                         layerOrder: options.configuration.layers.map(\.name))
            try Output.write(dot, to: parsed.value("--output"))
        case .json: try Output.write(JSONReporter.graph(result.graph), to: parsed.value("--output"))
        }
        return 0
    }
}
