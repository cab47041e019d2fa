import StrataGraph
import StrataRules
import StrataText

/// The Markdown that `check --format github` appends to `$GITHUB_STEP_SUMMARY`: counts, a table of every
/// finding (GitHub shows only ten annotations per step), and a Mermaid picture of the violating edges.
public enum GitHubSummaryReporter {
    /// How many findings the table lists before counting the rest.
    static let maxRows = 200

    /// - Parameter result: the analysis to summarise.
    /// - Returns: a Markdown section ending in a newline.
    public static func markdown(_ result: AnalysisResult) -> String {
        let errors = result.count(.error), warnings = result.count(.warning)
        let projects = result.projects > 0 ? " and \(counted(result.projects, "project"))" : ""
        var lines = [
            "## strata: \(counted(errors, "error")), \(counted(warnings, "warning"))",
            "",
            "\(counted(result.graph.modules.count, "module")), \(counted(result.graph.edges.count, "edge")), "
                + "\(counted(result.files, "file")) in \(counted(result.packages, "package"))\(projects).",
        ]
        if let uncovered = TextReporter.uncoveredLine(result.uncovered) {
            lines += ["", "> [!WARNING]", "> " + cell(String(uncovered.dropFirst("note: ".count)))]
        }
        let rows = result.diagnostics.map { row($0.severity, $0.rule, $0.location, $0.message) }
            + result.violations.map { row($0.severity, $0.rule, FindingAnchor.location(of: $0, in: result.graph), $0.message) }
        if !rows.isEmpty {
            lines += ["", "| Severity | Rule | Location | Message |", "| --- | --- | --- | --- |"]
            lines += rows.prefix(maxRows)
            if rows.count > maxRows { lines += ["", "… and \(rows.count - maxRows) more."] }
        }
        let involved = Set(result.violations.flatMap(\.edges).flatMap { [$0.from, $0.to] })
        if !involved.isEmpty {
            lines += ["", "### Violating edges", "", "```mermaid"]
            lines.append(MermaidReporter.render(ModulePicture(graph: result.graph, packageNames: result.packageNames),
                                                violations: result.violations, nodes: involved, reduce: false)
                .trimmingSuffixNewline())
            lines.append("```")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ severity: Severity, _ rule: String, _ location: SourceLocation?, _ message: String) -> String {
        let place = location.map { "\($0.file):\($0.line):\($0.column)" } ?? ""
        return "| \(severity.rawValue) | `\(rule)` | \(cell(place)) | \(cell(message)) |"
    }

    /// Table-cell text: HTML and Markdown characters neutralised, `|` escaped, line breaks as `<br>`.
    static func cell(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "|": result += "\\|"
            case "`", "*", "_", "[", "]", "\\": result += "\\" + String(scalar)
            case "\r": break
            case "\n": result += "<br>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension String {
    /// `self` without one final newline.
    func trimmingSuffixNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
