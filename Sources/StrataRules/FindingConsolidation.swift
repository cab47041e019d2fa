/// One import, one story: where a finding says "remove this" (`unused-import`, `unused-dependency`), the other
/// findings on the same line about the same two modules (`undeclared-dependency` for the import;
/// `interface-purity`, `layer` and the like for the manifest entry) describe the same line that the removal
/// settles. They are folded into the removal's finding as notes, which keeps the most severe of their
/// severities, so a folded error still fails the check.
public enum FindingConsolidation {
    /// The rules whose finding is the root cause when they share a line with others: the fix is to remove it.
    static let removals: Set<String> = [UnusedImportRule().id, UnusedDependencyRule().id]

    /// `violations` with each group of findings at one location about one pair of modules that holds a removal
    /// reduced to that removal, in the order of `violations`.
    public static func consolidate(_ violations: [Violation]) -> [Violation] {
        var removalAt: [String: Int] = [:]
        for (index, violation) in violations.enumerated() where removals.contains(violation.rule) {
            if let key = key(violation), removalAt[key] == nil { removalAt[key] = index }
        }
        guard !removalAt.isEmpty else { return violations }
        var result = violations
        var folded = Set<Int>()
        for (index, violation) in violations.enumerated() where !removals.contains(violation.rule) {
            guard let key = key(violation), let root = removalAt[key] else { continue }
            result[root].notes.append(Note(message: "removing it also settles \(violation.rule): \(violation.message)",
                                           location: violation.location))
            result[root].severity = max(result[root].severity, violation.severity)
            for edge in violation.edges where !result[root].edges.contains(edge) { result[root].edges.append(edge) }
            folded.insert(index)
        }
        return result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }

    /// Location and the two modules, or `nil` for a finding that is not about one pair of modules at one place.
    private static func key(_ violation: Violation) -> String? {
        guard let location = violation.location, violation.modules.count == 2 else { return nil }
        return "\(location.file)\u{0}\(location.line)\u{0}\(location.column)\u{0}\(violation.modules[0])\u{0}\(violation.modules[1])"
    }
}
