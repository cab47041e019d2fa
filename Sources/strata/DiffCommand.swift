import Foundation
import StrataProject
import StrataReport

/// `strata diff BASE.json HEAD.json`: what changed between two `check --format json` reports.
enum DiffCommand {
    static let spec = OptionSpec(flags: ["--strict"], single: ["--format", "--output"], maxPositionals: 2)

    static let help = """
    USAGE: strata diff BASE.json HEAD.json [--format FORMAT] [--strict] [--output FILE]

    Compares two reports written by 'strata check --format json' (for example of a pull request's
    base and head): modules and edges added and removed, violations new and gone (matched by
    fingerprint), the change in the longest implementation chain, and the metrics that changed, measured
    from each report's modules and edges: each module's rebuild impact and depth, and the cycles ("rebuild
    impact of Networking: 12 -> 40 modules"). Exit code 1 when HEAD adds a violation at a failing severity
    (errors; warnings too with --strict), 2 on a usage error.

    OPTIONS:
      --format FORMAT             Output format (mermaid draws the changed neighbourhood, added edges
                                  green, removed edges dashed):
    \(Reporters.help(Reporters.diff, default: "text"))
      --strict                    Fail on new warnings too.
      --output FILE               Write to FILE instead of standard output.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "diff")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        guard parsed.positionals.count == 2 else { throw UsageError(message: "'strata diff' needs BASE.json and HEAD.json") }
        let reporter = try parsed.format(among: Reporters.diff, default: "text") { $0.format }
        let snapshots = try parsed.positionals.map { path -> ReportSnapshot in
            switch FileReader.contents(of: path) {
            case .success(let bytes): return try ReportSnapshot(json: Data(bytes), name: path)
            case .failure(let failure): throw UsageError(message: "cannot read \(path): it \(failure.message)")
            }
        }
        let diff = ReportDiff(base: snapshots[0], head: snapshots[1])
        let report = reporter.report(diff)
        try Output.write(report, to: parsed.value("--output"))
        return diff.fails(strict: parsed.flags.contains("--strict")) ? 1 : 0
    }
}
