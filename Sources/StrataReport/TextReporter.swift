import StrataGraph
import StrataRules
import StrataScan
import StrataText

/// `check --format text`: the compiler's diagnostic form (`path:line:column: error: message [rule]`), one
/// `note:` per piece of evidence, then a summary line. Xcode, editors and CI log parsers read it.
public enum TextReporter {
    /// - Parameters:
    ///   - result: the analysis to print.
    ///   - summary: whether to end with the notes of what was hidden and not analysed and the summary line (`--quiet`
    ///     leaves them out).
    ///   - showPath: how a root-relative file is printed (relative to the current directory, for the command line).
    ///   - color: whether `error`, `warning` and `note` are coloured as swiftc colours them on a terminal.
    /// - Returns: the report, ending in a newline when it is not empty.
    public static func report(_ result: AnalysisResult, summary: Bool = true, showPath: @escaping (String) -> String = { $0 },
                              color: Bool = false) -> String {
        let style = Style(showPath: showPath, color: color)
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append(style.line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message, rule: diagnostic.rule))
        }
        for violation in result.violations {
            lines.append(style.line(violation.location, violation.severity.rawValue, violation.message, rule: violation.rule))
            for note in violation.notes {
                lines.append(style.line(note.location, "note", note.message, rule: nil))
            }
        }
        if summary, let uncovered = uncoveredLine(result.uncovered) {
            lines.append(uncovered)
        }
        if summary {
            lines += hiddenLines(result)
            lines.append(summaryLine(result))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `3 errors, 1 warning in 12 modules (2 packages, 40 files, 18 edges)`; projects of other build systems
    /// are counted after the packages when there are any (`1 package, 3 projects, …`; `1 project, …` alone).
    static func summaryLine(_ result: AnalysisResult) -> String {
        let errors = result.count(.error), warnings = result.count(.warning)
        var read = result.packages > 0 || result.projects == 0 ? [counted(result.packages, "package")] : []
        if result.projects > 0 { read.append(counted(result.projects, "project")) }
        read += [counted(result.files, "file"), counted(result.graph.edges.count, "edge")]
        return "\(counted(errors, "error")), \(counted(warnings, "warning")) in \(counted(result.graph.modules.count, "module"))"
            + " (\(read.joined(separator: ", ")))"
    }

    /// `note: 208 known violations hidden by .strata-baseline.json`, and the count `strata:ignore` comments hid.
    static func hiddenLines(_ result: AnalysisResult) -> [String] {
        var lines: [String] = []
        if let baseline = result.hiddenByBaseline, baseline.count > 0 {
            lines.append("note: \(counted(baseline.count, "known violation")) hidden by \(baseline.file)")
        }
        if let since = result.hiddenBySince, since.count > 0 {
            lines.append("note: \(counted(since.count, "finding")) hidden: the tree at \(since.revision) has them too (--since)")
        }
        if result.hiddenBySuppressions > 0 {
            lines.append("note: \(counted(result.hiddenBySuppressions, "finding")) hidden by strata:ignore comments")
        }
        return lines
    }

    /// `note: 57 Swift files belong to no module and were not analysed: 40 in App/Sources, 17 in Legacy`;
    /// `nil` when every Swift file belongs to a module. Left out with `--quiet`, as the summary is; the JSON report's
    /// `summary.uncoveredFiles` still counts them.
    static func uncoveredLine(_ uncovered: UncoveredFiles) -> String? {
        guard uncovered.count > 0 else { return nil }
        let folders = uncovered.folders.map { "\($0.files) in \($0.path)" }.joined(separator: ", ")
        let rest = uncovered.count - uncovered.folders.reduce(0) { $0 + $1.files }
        let others = rest > 0 ? ", \(rest) elsewhere" : ""
        let verb = uncovered.count == 1 ? "belongs" : "belong"
        return "note: \(counted(uncovered.count, "Swift file")) \(verb) to no module and \(uncovered.count == 1 ? "was" : "were") "
            + "not analysed: \(folders)\(others)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

// MARK: - Format

extension TextReporter: CheckReporter, DiffReporter, AffectedReporter, MetricsReporter, MigrationReporter, ScanReporter {
    public static let format = "text"
    public static let summary = "compiler-style lines, for people, editors and CI logs"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(report(result, summary: options.summary, showPath: options.showPath, color: options.color))
    }

    public static func report(_ diff: ReportDiff) -> String { DiffTextReporter.report(diff) }

    public static func report(_ impact: ChangeImpact, options: ReportOptions) -> String {
        AffectedTextReporter.report(impact, showPath: options.showPath)
    }
    public static func report(_ metrics: GraphMetrics) -> String { MetricsTextReporter.report(metrics) }
    public static func migrationPlan(_ result: AnalysisResult, options: ReportOptions) -> String {
        MigrationTextReporter.report(result, showPath: options.showPath)
    }
    public static func report(_ files: [FileScanResult]) -> String { ScanTextReporter.report(files) }
}

// MARK: - Lines

extension TextReporter {
    /// How one report prints its lines.
    private struct Style {
        var showPath: (String) -> String
        var color: Bool

        /// `path:line:column: severity: message [rule]`.
        func line(_ location: SourceLocation?, _ severity: String, _ message: String, rule: String?) -> String {
            let suffix = rule.map { " [\($0)]" } ?? ""
            let label = painted(severity + ":")
            guard let location else { return "\(label) \(message)\(suffix)" }
            return "\(showPath(location.file)):\(location.line):\(location.column): \(label) \(message)\(suffix)"
        }

        /// swiftc's colours: errors bold red, warnings bold magenta, notes bold.
        private func painted(_ label: String) -> String {
            guard color else { return label }
            let code = label.hasPrefix("error") ? "1;31" : label.hasPrefix("warning") ? "1;35" : "1"
            return "\u{1B}[\(code)m\(label)\u{1B}[0m"
        }
    }
}
