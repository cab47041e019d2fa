import StrataKit
import StrataProject
import StrataRules

/// `graph`'s `--focus`, `--depth`, `--reverse`, `--collapse`, `--path` and `--group-by`.
enum GraphSelectionOptions {
    static let flags: Set<String> = ["--reverse"]
    static let single: Set<String> = ["--depth", "--group-by"]
    static let repeated: Set<String> = ["--focus", "--collapse"]
    static let pairs: Set<String> = ["--path"]

    static let help = """
      --focus NAME                Only modules matching NAME (a glob; repeatable), highlighted, the modules
                                  they depend on and those that depend on them, and the edges between.
      --depth N                   How many edges away from the focus to go (default: 1, the edges that
                                  touch the focus); only edges on paths to or from the focus are drawn.
      --reverse                   Follow only dependents of the focus (who depends on it).
      --path FROM TO              Every module on a path from FROM to TO (globs), and the edges of those
                                  paths: why FROM depends on TO.
      --collapse GLOB             Fold the modules matching GLOB into one node (repeatable).
      --group-by auto|layer|suffix|package
                                  With --level group: fold modules by configured layer, by a name suffix
                                  two modules share (*Feature, *Client, *Interface(s)), or by package
                                  (default auto: layers when configured, else suffixes, else packages).
    """

    /// The selection the options ask for.
    static func selection(_ parsed: ParsedArguments, level: GraphCommand.Level) throws -> GraphSelection {
        let focus = try globs(parsed, "--focus"), collapse = try globs(parsed, "--collapse")
        let depth = try nonNegativeInteger(parsed, "--depth")
        if focus.isEmpty, depth != nil || parsed.flags.contains("--reverse") {
            throw UsageError(message: "--depth and --reverse need --focus")
        }
        var path: (from: Glob, to: Glob)?
        if let ends = parsed.values["--path"], ends.count == 2 {
            if !focus.isEmpty { throw UsageError(message: "--path and --focus cannot be given together") }
            path = (try glob(ends[0], "--path"), try glob(ends[1], "--path"))
        }
        if level != .group, parsed.value("--group-by") != nil { throw UsageError(message: "--group-by needs --level group") }
        let grouping = level == .group ? try parsed.choice("--group-by", default: ModuleGrouping.auto) : nil
        return GraphSelection(focus: focus, depth: depth, reverse: parsed.flags.contains("--reverse"), collapse: collapse,
                              path: path, grouping: grouping)
    }

    private static func globs(_ parsed: ParsedArguments, _ name: String) throws -> [Glob] {
        try (parsed.values[name] ?? []).map { try glob($0, name) }
    }

    private static func glob(_ pattern: String, _ name: String) throws -> Glob {
        do { return try Glob(pattern) } catch { throw UsageError(message: "invalid \(name) pattern '\(pattern)': \(error)") }
    }

    private static func nonNegativeInteger(_ parsed: ParsedArguments, _ name: String) throws -> Int? {
        guard let raw = parsed.value(name) else { return nil }
        guard let number = Int(raw), number >= 0 else {
            throw UsageError(message: "invalid value '\(raw)' for \(name): expected a whole number, 0 or more")
        }
        return number
    }
}
