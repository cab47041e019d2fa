import StrataKit
import StrataRules

/// What `check` compares the analysis with before reporting: a baseline file (`--baseline`,
/// `--update-baseline`) and the tree at a git revision (`--since`).
enum CheckGates {
    /// The single-valued options these gates add to `check`.
    static let options: Set<String> = ["--baseline", "--update-baseline"]

    static let help = """
      --baseline FILE             Hide the violations recorded in FILE; warn (stale-baseline) about
                                  entries that match no violation any more.
      --update-baseline FILE      Write the current violations to FILE (sorted JSON) and report as if
                                  it were the baseline.
    """

    /// `result` with the gates applied.
    static func apply(_ parsed: ParsedArguments, to result: AnalysisResult, options: AnalysisOptions) throws -> AnalysisResult {
        if let path = parsed.value("--update-baseline") {
            let baseline = Baseline(violations: result.violations)
            try baseline.write(to: path)
            return baseline.apply(to: result)
        }
        if let path = parsed.value("--baseline") {
            let (baseline, text) = try Baseline.load(path: path)
            return baseline.apply(to: result, source: (Baseline.displayPath(path, root: options.root), text))
        }
        return result
    }
}
