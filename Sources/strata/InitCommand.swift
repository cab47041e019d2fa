import Foundation
import StrataConfiguration
import StrataKit
import StrataProject
import StrataRules

/// `strata init [PATH]`: writes a commented starter `.strata.json` for the codebase at PATH, never
/// over an existing file.
enum InitCommand {
    static let spec = OptionSpec(single: ["--manifest", "--jobs"], repeated: ["--exclude"])

    static let help = """
    USAGE: strata init [PATH] [options]

    Analyzes the packages and projects under PATH (default: the current directory) and writes
    PATH/.strata.json, with comments: the --exclude patterns given, the naming found (*Interface,
    *API, *Feature, *Client…), the composition roots (executables, apps, the module holding the DI
    root or depending on most features), and layers in the order of the codebase's own graph, under
    which it has no layer error. An existing PATH/.strata.json is never overwritten (exit code 2).

    OPTIONS:
      --exclude GLOB              Skip paths matching GLOB, relative to PATH (repeatable).
      --manifest static|swiftpm   How manifests are read (default: static).
      --jobs N                    Files scanned in parallel (default: all cores).
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "init")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        let root = parsed.positionals.first ?? "."
        let file = root == "." ? Configuration.fileName : (root.hasSuffix("/") ? root : root + "/") + Configuration.fileName
        // Anything there, a broken link included, is left alone.
        if (try? FileManager.default.attributesOfItem(atPath: file)) != nil {
            throw UsageError(message: "\(file) already exists; strata init does not overwrite it (edit it, or remove it first)")
        }
        let excludes = try (parsed.values["--exclude"] ?? []).map { pattern in
            do { return try Glob(pattern) } catch { throw UsageError(message: "invalid --exclude pattern '\(pattern)': \(error)") }
        }
        // The graph with its tests: a module's edges that only test targets' descriptions add (an Xcode UI test target
        // merged into a Bazel library of the same files, tulsi's `ButtonsMacUITests`) place it too, so that a check with
        // `--include-tests` meets no layer error either; tests themselves belong to no layer.
        let result = try Analyzer.analyze(AnalysisOptions(
            root: root, includeTests: true, excludes: excludes,
            manifestMode: try parsed.choice("--manifest", default: ManifestMode.static),
            jobs: try parsed.positiveInteger("--jobs") ?? ProcessorCount.online))
        let input = StarterInput(graph: result.graph, di: result.di, excludes: parsed.values["--exclude"] ?? [])
        let text = Configuration.starter(input)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
        } catch {
            throw UsageError(message: "cannot write \(file): \(WriteFailure.reason(writing: file))")
        }
        let count = Set(input.moduleNames).subtracting(input.testNames).count
        try Output.write("Wrote \(file) for \(count) module\(count == 1 ? "" : "s"). "
                         + "Review it, then run 'strata check\(root == "." ? "" : " " + root)'.\n", to: nil)
        return 0
    }
}
