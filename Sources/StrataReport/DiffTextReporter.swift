import StrataGraph
import StrataRules

/// `strata diff --format text`: each change on its own line, grouped, then a summary line.
public enum DiffTextReporter {
    /// - Parameter diff: the changes between two reports.
    /// - Returns: the report, ending in a newline.
    public static func report(_ diff: ReportDiff) -> String {
        var lines: [String] = []
        section(&lines, "Modules added", diff.modulesAdded.map { "+ " + name($0) })
        section(&lines, "Modules removed", diff.modulesRemoved.map { "- " + name($0) })
        section(&lines, "Edges added", diff.edgesAdded.map { "+ " + name($0.from) + " -> " + name($0.to) })
        section(&lines, "Edges removed", diff.edgesRemoved.map { "- " + name($0.from) + " -> " + name($0.to) })
        section(&lines, "New violations", diff.newViolations.map(line))
        section(&lines, "Gone violations", diff.goneViolations.map(line))
        if diff.chainChanged, let chain = diff.longestChain {
            lines.append("Longest implementation chain: \(chain.base.count) -> \(chain.head.count) modules"
                         + (chain.head.isEmpty ? "" : " (" + chain.head.joined(separator: " -> ") + ")"))
        }
        section(&lines, "Metric changes", metricLines(diff.metrics))
        lines.append(summary(diff))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 edge added, 1 new violation (1 error)`, or that nothing changed.
    public static func summary(_ diff: ReportDiff) -> String {
        guard !diff.isEmpty else { return "No change in modules, edges or violations." }
        var parts: [String] = []
        let counts = [(diff.modulesAdded.count, "module", "added"), (diff.modulesRemoved.count, "module", "removed"),
                      (diff.edgesAdded.count, "edge", "added"), (diff.edgesRemoved.count, "edge", "removed")]
        for (count, noun, verb) in counts where count > 0 {
            parts.append("\(count) \(noun)\(count == 1 ? "" : "s") \(verb)")
        }
        if !diff.newViolations.isEmpty {
            let errors = diff.newViolations.count { $0.severity == .error }
            let warnings = diff.newViolations.count - errors
            parts.append("\(diff.newViolations.count) new violation\(diff.newViolations.count == 1 ? "" : "s")"
                         + " (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))")
        }
        if !diff.goneViolations.isEmpty { parts.append("\(diff.goneViolations.count) gone") }
        if diff.chainChanged { parts.append("longest chain changed") }
        let metrics = diff.metrics
        if !metrics.impact.isEmpty { parts.append("rebuild impact of \(counted(metrics.impact.count, "module")) changed") }
        if !metrics.depth.isEmpty { parts.append("depth of \(counted(metrics.depth.count, "module")) changed") }
        if metrics.cycles.base != metrics.cycles.head { parts.append("cycles \(metrics.cycles.base) -> \(metrics.cycles.head)") }
        return parts.joined(separator: ", ")
    }

    /// How many changes of one metric are listed before the rest are counted.
    static let listedMetricChanges = 10

    /// `rebuild impact of Networking: 12 -> 40 modules (+28)`, the largest changes of each metric first, then
    /// the count of the others; and the cycles.
    private static func metricLines(_ metrics: MetricChanges) -> [String] {
        var lines: [String] = []
        for (changes, metric, unit) in [(metrics.impact, "rebuild impact", " modules"), (metrics.depth, "depth", "")] {
            for change in changes.prefix(listedMetricChanges) {
                lines.append("\(metric) of \(name(change.module)): \(change.base) -> \(change.head)\(unit)"
                             + " \(delta(change.base, change.head))")
            }
            let unlisted = changes.count - min(changes.count, listedMetricChanges)
            if unlisted > 0 { lines.append("… and \(unlisted) more changes of \(metric) (--format json lists them all)") }
        }
        let cycles = metrics.cycles
        if cycles.base != cycles.head { lines.append("cycles: \(cycles.base) -> \(cycles.head) \(delta(cycles.base, cycles.head))") }
        return lines
    }

    /// `(+28)`, `(-3)`.
    private static func delta(_ base: Int, _ head: Int) -> String {
        head > base ? "(+\(head - base))" : "(-\(base - head))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func section(_ lines: inout [String], _ title: String, _ items: [String]) {
        guard !items.isEmpty else { return }
        lines.append("\(title) (\(items.count)):")
        lines += items.map { "  " + $0 }
    }

    /// A module's name, with its package when that is not the root package.
    static func name(_ module: ReportDiff.ModuleID) -> String {
        module.package == "." || module.package.isEmpty ? module.name : "\(module.name) (\(module.package))"
    }

    private static func line(_ violation: Violation) -> String {
        let place = violation.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return "\(place)\(violation.severity.rawValue): \(violation.message) [\(violation.rule)]"
    }
}
