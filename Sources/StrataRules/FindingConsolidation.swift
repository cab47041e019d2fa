import StrataGraph

/// One story per problem, the architecture first.
///
/// When an import or a manifest entry is both an architecture violation (`cycle`, `interface-bypass`,
/// `interface-purity`, `layer`, `forbidden-dependency`, a `test-boundary` dependency on test code) and a hygiene
/// finding (`unused-import`, `unused-dependency`, `undeclared-dependency`), the architecture finding leads, with
/// its own rule id and severity, and the hygiene finding becomes one of its notes, worded so that the advice
/// never contradicts itself: an undeclared import that closes a cycle is not told to be declared.
///
/// Among hygiene findings, a removal (`unused-import`, `unused-dependency`) absorbs the other findings on its
/// line about the same two modules (`undeclared-dependency` for an import nobody uses): removing it settles
/// them — unless another import of the same module stands elsewhere in the target, which still needs the
/// declaration once this one is gone. A folded finding's severity is kept when it is higher, so a folded error still fails the check.

public enum FindingConsolidation {
    /// Rules about the architecture: they lead when they share an edge with a hygiene finding.
    static let architecture: Set<String> = [
        CycleRule().id, InterfaceBypassRule().id, InterfacePurityRule().id, LayerRule().id, ForbiddenDependencyRule().id,
    ]
    /// Rules about the build files' and imports' hygiene.
    static let hygiene: Set<String> = [UnusedImportRule().id, UnusedDependencyRule().id, UndeclaredDependencyRule().id]
    /// The hygiene rules whose fix is to remove the line.
    static let removals: Set<String> = [UnusedImportRule().id, UnusedDependencyRule().id]

    /// `violations` with each hygiene finding about an edge of an architecture finding folded into the first
    /// such finding, then each group of findings at one location about one pair of modules that holds a
    /// removal reduced to that removal; in the order of `violations`. `graph` is the graph the findings' edges
    /// index.
    public static func consolidate(_ violations: [Violation], in graph: ModuleGraph) -> [Violation] {
        var result = violations
        var folded = Set<Int>()
        let leaders = violations.indices.filter { isLeader(violations[$0]) }
        if !leaders.isEmpty {
            let leaderEdges = leaders.map { Set(violations[$0].edges) }
            let leaderKeys = leaders.map { key(violations[$0]) }
            for (index, violation) in violations.enumerated() where hygiene.contains(violation.rule) {
                let onEdge = { (leader: Int) in
                    leaderKeys[leader] != nil && leaderKeys[leader] == key(violation)
                        || violation.edges.contains { leaderEdges[leader].contains($0) }
                }
                guard let leader = leaders.indices.first(where: onEdge) else { continue }
                absorb(violation, into: &result[leaders[leader]], note: architectureNote(for: violation))
                folded.insert(index)
            }
        }
        var removalAt: [String: Int] = [:]
        for index in violations.indices where removals.contains(violations[index].rule) && !folded.contains(index) {
            if let key = key(violations[index]), removalAt[key] == nil { removalAt[key] = index }
        }
        for (index, violation) in violations.enumerated()
        where !removals.contains(violation.rule) && !isLeader(violation) && !folded.contains(index) {
            guard let key = key(violation), let root = removalAt[key], !hasOtherImports(violation, in: graph) else { continue }
            absorb(violation, into: &result[root], note: "removing it also settles \(violation.rule): \(violation.message)")
            folded.insert(index)
        }
        return result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }

    /// Whether `violation` leads the hygiene findings on its edges: an architecture finding, or a `test-boundary`
    /// finding about a dependency on test code (one about an `@testable import` has no edge: the dependency stays).
    private static func isLeader(_ violation: Violation) -> Bool {
        architecture.contains(violation.rule) || violation.rule == TestBoundaryRule().id && !violation.edges.isEmpty
    }

    /// Whether an edge of `violation` is imported in more places than one, written by people: removing one import
    /// leaves the others, and the finding with them.
    private static func hasOtherImports(_ violation: Violation, in graph: ModuleGraph) -> Bool {
        violation.edges.contains { reference in
            (graph.edge(from: reference.from, to: reference.to)?.imports.lazy.filter { !$0.isGenerated }.count ?? 0) > 1
        }
    }

    private static func absorb(_ violation: Violation, into leader: inout Violation, note: String) {
        leader.notes.append(Note(message: note, location: violation.location))
        leader.severity = max(leader.severity, violation.severity)
        for edge in violation.edges where !leader.edges.contains(edge) { leader.edges.append(edge) }
    }

    /// The hygiene finding as a note of the architecture finding it shares an edge with: a removal agrees with
    /// settling the architecture finding; a missing declaration is said, without the advice to add it.
    private static func architectureNote(for violation: Violation) -> String {
        guard violation.rule == UndeclaredDependencyRule().id, violation.modules.count == 2 else {
            return "also \(violation.rule): \(violation.message)"
        }
        return "also \(violation.rule): \(violation.modules[0]) imports \(violation.modules[1]) without declaring it; "
            + "settle this finding instead of declaring it"
    }

    /// Location and the two modules, or `nil` for a finding that is not about one pair of modules at one place.
    private static func key(_ violation: Violation) -> String? {
        guard let location = violation.location, violation.modules.count == 2 else { return nil }
        return "\(location.file)\u{0}\(location.line)\u{0}\(location.column)\u{0}\(violation.modules[0])\u{0}\(violation.modules[1])"
    }
}
