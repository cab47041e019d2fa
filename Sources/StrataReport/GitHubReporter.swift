import StrataGraph
import StrataRules
import StrataText

/// `check --format github`: one GitHub Actions workflow command per finding
/// (`::error file=…,line=…,col=…,title=strata cycle::message`), so that findings show as annotations
/// on the pull request's diff, then the summary line.
public enum GitHubReporter {
    /// - Parameters:
    ///   - result: the analysis to print.
    ///   - summary: whether to end with the summary line (`--quiet` leaves it out).
    /// - Returns: the workflow commands, one per line, ending in a newline when not empty.
    public static func report(_ result: AnalysisResult, summary: Bool = true) -> String {
        var lines = result.diagnostics.map { diagnostic in
            command(diagnostic.severity, rule: diagnostic.rule, location: diagnostic.location, message: diagnostic.message)
        }
        for violation in result.violations {
            var message = violation.message
            for note in violation.notes {
                message += "\n" + (note.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "") + note.message
            }
            lines.append(command(violation.severity, rule: violation.rule,
                                 location: FindingAnchor.location(of: violation, in: result.graph), message: message))
        }
        if summary { lines.append(TextReporter.summaryLine(result)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func command(_ severity: Severity, rule: String, location: SourceLocation?, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties += ["file=" + escapedProperty(location.file), "line=\(max(1, location.line))",
                           "col=\(max(1, location.column))"]
        }
        properties.append("title=" + escapedProperty("strata \(rule)"))
        return "::\(severity.rawValue) " + properties.joined(separator: ",") + "::" + escapedData(message)
    }

    /// A command's message: `%`, CR and LF percent-encoded, as the Actions runner decodes them.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: like a message, and `:` and `,` too, which would end the value.
    static func escapedProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

// MARK: - Format

extension GitHubReporter: CheckReporter {
    public static let format = "github"
    public static let summary = "workflow commands; a summary to GITHUB_STEP_SUMMARY"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(report(result, summary: options.summary), stepSummary: GitHubSummaryReporter.markdown(result))
    }
}
