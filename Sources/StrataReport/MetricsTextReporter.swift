import StrataRules

/// `strata metrics --format text`: an aligned table, one row per module by rebuild impact (largest first)
/// then name, followed by the whole graph's figures and a legend of the columns.
enum MetricsTextReporter {
    /// One column: its header, whether its values line up on the left (names) or the right (numbers), and
    /// the value of a module.
    private struct Column {
        var header: String
        var leftAligned = false
        var value: (ModuleMetrics) -> String
    }

    /// - Parameter metrics: the graph's metrics.
    /// - Returns: the report, ending in a newline.
    static func report(_ metrics: GraphMetrics) -> String {
        let columns = columns(metrics)
        let rows = metrics.rows
        let cells = [columns.map(\.header)] + rows.map { module in columns.map { $0.value(module) } }
        let widths = columns.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        var lines = cells.map { row in
            row.indices.map { column -> String in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return columns[column].leftAligned ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        lines.append("")
        lines.append(graphLine(metrics, modules: rows.count))
        let path = metrics.criticalPath.map { name(metrics.modules[$0]) }
        lines.append("Critical path: \(counted(path.count, "module")), \(counted(metrics.criticalPathLines, "line"))"
                     + (path.isEmpty ? "" : ": " + path.joined(separator: " -> ")))
        lines.append("Longest implementation chain: \(counted(metrics.longestChain, "module"))")
        lines.append("")
        lines.append("IMPACT: modules that recompile when it changes; SHARE: their share of all lines; DEPTH: edges down to")
        lines.append("a module that depends on nothing; CHAIN: the longest implementation chain through it; I, A, D:")
        lines.append("instability Ce/(Ca+Ce), abstractness (protocols/types), distance from the main sequence |A+I-1|.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func columns(_ metrics: GraphMetrics) -> [Column] {
        [
            Column(header: "MODULE", leftAligned: true) { name($0) },
            Column(header: "KIND", leftAligned: true) { $0.kind.rawValue },
            Column(header: "FILES") { String($0.files) },
            Column(header: "LINES") { String($0.lines) },
            Column(header: "FAN-IN") { String($0.fanIn) },
            Column(header: "FAN-OUT") { String($0.fanOut) },
            Column(header: "IMPACT") { String($0.impact) },
            Column(header: "SHARE") { percent(metrics.impactShare(of: $0)) },
            Column(header: "DEPTH") { String($0.depth) },
            Column(header: "CHAIN") { String($0.chain) },
            Column(header: "I") { $0.instability.formatted(places: 2) },
            Column(header: "A") { $0.abstractness.formatted(places: 2) },
            Column(header: "D") { $0.distance.formatted(places: 2) },
        ]
    }

    /// `7 modules, 9 files, 113 lines, 8 edges (5 implementation -> implementation: 63%), 1 cycle`.
    private static func graphLine(_ metrics: GraphMetrics, modules: Int) -> String {
        "\(counted(modules, "module")), \(counted(metrics.files, "file")), \(counted(metrics.lines, "line")), "
            + "\(counted(metrics.edges, "edge")) (\(metrics.implementationEdges) implementation -> implementation: "
            + "\(percent(metrics.implementationEdgeShare))), \(counted(metrics.cycles, "cycle"))"
    }

    /// A module's name, with its package when that is not the root package.
    private static func name(_ module: ModuleMetrics) -> String {
        module.package == "." || module.package.isEmpty ? module.name : "\(module.name) (\(module.package))"
    }

    /// `63%`, rounded half up.
    private static func percent(_ ratio: Ratio) -> String {
        "\(Ratio(ratio.numerator * 100, ratio.denominator).scaled(toPlaces: 0))%"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension String {
    /// The string without the spaces that end it.
    fileprivate func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
