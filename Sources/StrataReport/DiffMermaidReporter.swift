import StrataGraph
import StrataRules
import StrataText

/// `strata diff --format mermaid`: the changed neighbourhood as a flowchart for a pull-request comment.
/// Nodes are the ends of added and removed edges, added and removed modules, and the modules of new
/// violations; edges are HEAD's edges between them (added ones green) and BASE's removed ones (dashed).
enum DiffMermaidReporter {
    /// - Parameter diff: the changes between two reports.
    /// - Returns: a flowchart without a Markdown fence, ending in a newline.
    public static func render(_ diff: ReportDiff) -> String {
        var involved = Set(diff.modulesAdded + diff.modulesRemoved)
        for edge in diff.edgesAdded + diff.edgesRemoved { involved.formUnion([edge.from, edge.to]) }
        let violating = Set(diff.newViolations.flatMap { violation in
            (violation.modules + violation.path).flatMap { name in
                (diff.head.modules.keys.filter { $0.name.hasSameBytes(as: name) })
            }
        })
        involved.formUnion(violating)
        guard !involved.isEmpty else { return "flowchart LR\n  unchanged[\"No change in modules or edges\"]\n" }
        let nodes = involved.sorted()
        var number: [ReportDiff.ModuleID: Int] = [:]
        for (index, node) in nodes.enumerated() { number[node] = index }
        var lines = ["flowchart LR"]
        lines += nodes.enumerated().map { index, node in "  n\(index)[\"" + MermaidReporter.escaped(DiffTextReporter.name(node)) + "\"]" }

        let added = Set(diff.edgesAdded)
        var links: [(line: String, style: String?)] = []
        for edge in diff.head.edges.sorted() {
            guard let from = number[edge.from], let to = number[edge.to] else { continue }
            let isAdded = added.contains(edge)
            links.append(("  n\(from) " + (isAdded ? "-->|\"added\"|" : "-->") + " n\(to)",
                          isAdded ? "stroke:#2da44e,stroke-width:2px,color:#2da44e" : nil))
        }
        for edge in diff.edgesRemoved {
            guard let from = number[edge.from], let to = number[edge.to] else { continue }
            links.append(("  n\(from) -.->|\"removed\"| n\(to)", "stroke:#999999,stroke-dasharray:4 4,color:#999999"))
        }
        lines += links.map(\.line)
        for (index, link) in links.enumerated() {
            if let style = link.style { lines.append("  linkStyle \(index) \(style)") }
        }
        let classes: [(String, String, Set<ReportDiff.ModuleID>)] = [
            ("addedModule", "stroke:#2da44e,stroke-width:2px", Set(diff.modulesAdded)),
            ("removedModule", "stroke:#999999,stroke-dasharray:4 4,color:#999999", Set(diff.modulesRemoved)),
            ("violating", "stroke:#d62728,stroke-width:2px", violating),
        ]
        for (name, style, members) in classes {
            let indices = nodes.indices.filter { members.contains(nodes[$0]) }
            guard !indices.isEmpty else { continue }
            lines.append("  classDef \(name) \(style)")
            lines.append("  class " + indices.map { "n\($0)" }.joined(separator: ",") + " \(name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
