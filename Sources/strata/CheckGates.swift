import Foundation
import StrataKit
import StrataRules

/// What `check` compares the analysis with before reporting: a baseline file (`--baseline`,
/// `--update-baseline`) and the tree at a git revision (`--since`).
enum CheckGates {
    /// The single-valued options these gates add to `check`.
    static let options: Set<String> = ["--baseline", "--update-baseline", "--since"]

    static let help = """
      --baseline FILE             Hide the violations recorded in FILE; warn (stale-baseline) about
                                  entries that match no violation any more. A missing FILE hides nothing.
      --update-baseline FILE      Write the current violations to FILE (sorted JSON) and report as if
                                  it were the baseline.
      --since REV                 Report only violations that the tree at git revision REV does not
                                  have (REV is read from git's objects; the working tree is untouched).
    """

    /// `result` with the gates applied: the baseline first (so that its entries meet every current
    /// violation and none is wrongly stale), then `--since`.
    static func apply(_ parsed: ParsedArguments, to result: AnalysisResult, options: AnalysisOptions) throws -> AnalysisResult {
        var result = result
        if let path = parsed.value("--update-baseline") {
            let baseline = Baseline(violations: result.violations)
            try baseline.write(to: path)
            result = baseline.apply(to: result)
        } else if let path = parsed.value("--baseline") {
            // A pipeline's first run has no baseline yet: it hides nothing, and says how to make one.
            let exists = FileManager.default.fileExists(atPath: path)
            if !exists {
                Output.note("baseline file \(path) does not exist yet, so nothing is hidden; "
                    + "write it with --update-baseline \(path)")
            }
            let baseline = exists ? try Baseline.load(path: path) : Baseline(violations: [])
            result = baseline.apply(to: result, source: Baseline.displayPath(path, root: options.root),
                                    staleSeverity: options.configuration.severity(ofRule: RuleRegistry.staleBaseline, default: .warning))
        }
        if let revision = parsed.value("--since") {
            result = Baseline(violations: try violations(at: revision, options: options)).apply(to: result)
        }
        return result
    }

    /// The violations of the same analysis run on the tree at `revision`; none when the root did not
    /// exist or held no package then.
    private static func violations(at revision: String, options: AnalysisOptions) throws -> [Violation] {
        let snapshot = try GitSnapshot(revision: revision, of: options.root)
        defer { snapshot.remove() }
        guard let root = snapshot.root else { return [] }
        var past = options
        past.root = root
        do {
            return try Analyzer.analyze(past).violations
        } catch AnalysisError.noPackage {
            return []
        }
    }
}
