import StrataGraph
import StrataRules

/// `check --format text`: the compiler's diagnostic form (`path:line:column: error: message [rule]`), one
/// `note:` per piece of evidence, then a summary line. Xcode, editors and CI log parsers read it.
public enum TextReporter {
    /// - Parameters:
    ///   - result: the analysis to print.
    ///   - summary: whether to end with the summary line (`--quiet` leaves it out).
    /// - Returns: the report, ending in a newline when it is not empty.
    public static func report(_ result: AnalysisResult, summary: Bool = true) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append(line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message, rule: diagnostic.rule))
        }
        for violation in result.violations {
            lines.append(line(violation.location, violation.severity.rawValue, violation.message, rule: violation.rule))
            for note in violation.notes {
                lines.append(line(note.location, "note", note.message, rule: nil))
            }
        }
        if summary {
            lines.append(summaryLine(result))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `3 errors, 1 warning in 12 modules (2 packages, 40 files, 18 edges)`.
    public static func summaryLine(_ result: AnalysisResult) -> String {
        let errors = result.count(.error), warnings = result.count(.warning)
        return "\(counted(errors, "error")), \(counted(warnings, "warning")) in \(counted(result.graph.modules.count, "module"))"
            + " (\(counted(result.packages, "package")), \(counted(result.files, "file")),"
            + " \(counted(result.graph.edges.count, "edge")))"
    }

    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String, rule: String?) -> String {
        let suffix = rule.map { " [\($0)]" } ?? ""
        guard let location else { return "\(severity): \(message)\(suffix)" }
        return "\(location.file):\(location.line):\(location.column): \(severity): \(message)\(suffix)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
