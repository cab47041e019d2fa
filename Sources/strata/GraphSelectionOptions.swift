import StrataKit
import StrataProject
import StrataRules

/// `graph`'s `--focus`, `--depth`, `--reverse` and `--collapse`.
enum GraphSelectionOptions {
    static let flags: Set<String> = ["--reverse"]
    static let single: Set<String> = ["--depth"]
    static let repeated: Set<String> = ["--focus", "--collapse"]

    static let help = """
      --focus NAME                Only modules matching NAME (a glob; repeatable) and their neighbours.
      --depth N                   How many edges away from the focus to go (default: 1).
      --reverse                   Follow only dependents of the focus (who depends on it).
      --collapse GLOB             Fold the modules matching GLOB into one node (repeatable).
    """

    /// The selection the options ask for.
    static func selection(_ parsed: ParsedArguments) throws -> GraphSelection {
        let focus = try globs(parsed, "--focus"), collapse = try globs(parsed, "--collapse")
        let depth = try nonNegativeInteger(parsed, "--depth")
        if focus.isEmpty, depth != nil || parsed.flags.contains("--reverse") {
            throw UsageError(message: "--depth and --reverse need --focus")
        }
        return GraphSelection(focus: focus, depth: depth, reverse: parsed.flags.contains("--reverse"), collapse: collapse)
    }

    private static func globs(_ parsed: ParsedArguments, _ name: String) throws -> [Glob] {
        try (parsed.values[name] ?? []).map { pattern in
            do { return try Glob(pattern) } catch { throw UsageError(message: "invalid \(name) pattern '\(pattern)': \(error)") }
        }
    }

    private static func nonNegativeInteger(_ parsed: ParsedArguments, _ name: String) throws -> Int? {
        guard let raw = parsed.value(name) else { return nil }
        guard let number = Int(raw), number >= 0 else {
            throw UsageError(message: "invalid value '\(raw)' for \(name): expected a whole number, 0 or more")
        }
        return number
    }
}
