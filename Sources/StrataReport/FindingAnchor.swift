import StrataGraph
import StrataRules
import StrataText

/// Where a finding is shown in formats that need a place in a file (SARIF, GitHub annotations).
enum FindingAnchor {
    /// The violation's own location; else the first import in a file people write (or the manifest
    /// declaration, or an import in a generated file) behind one of its edges; else the manifest line that declares
    /// the first of its modules; else `nil`.
    static func location(of violation: Violation, in graph: ModuleGraph) -> SourceLocation? {
        if let location = violation.location { return location }
        for reference in violation.edges {
            guard graph.modules.indices.contains(reference.from), graph.modules.indices.contains(reference.to),
                  let edge = graph.edge(from: reference.from, to: reference.to) else { continue }
            if let evidence = edge.firstEvidence { return evidence }
        }
        for name in violation.modules {
            if let declaration = graph.modules.first(where: { $0.name.hasSameBytes(as: name) })?.declaration {
                return declaration
            }
        }
        return nil
    }
}
