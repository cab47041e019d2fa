import StrataGraph
import StrataText

/// One warning per module and hygiene rule: a module's `undeclared-dependency`, `unused-dependency`,
/// `unused-import` or `public-import` findings, when it has more than one of a rule, are reported as one finding that
/// names the modules, with each finding (its fix and its location) as a note, and their fixes as one
/// ``FixIntent/all(_:)``.
///
/// Likewise, the `vertical-chain` findings of several top modules whose chains go on through the same modules
/// (`Feed -> Networking -> Auth -> Keychain`, `Chat -> Networking -> Auth -> Keychain`) are one finding naming
/// the top modules: the chain below them is the one story.
///
/// A first run on a large app tells the same story once per import otherwise (1.5 warnings per module on
/// 100-module apps). Grouping is the last step before reporting: baselines, `--since` and `strata:ignore`
/// comments have already matched each finding on its own.
public enum FindingGroups {
    /// The rules whose findings are grouped per module.
    static let grouped: [String] = [
        UndeclaredDependencyRule().id, UnusedDependencyRule().id, UnusedImportRule().id, PublicImportRule().id,
    ]

    /// `result` with each module's findings of one grouped rule joined into one, at the first finding's
    /// place; findings of other rules, and a module's single finding of a rule, are left as they are.
    public static func grouping(_ result: AnalysisResult) -> AnalysisResult {
        var members: [String: [Int]] = [:]
        for (index, violation) in result.violations.enumerated() {
            guard grouped.contains(violation.rule), violation.modules.count == 2 else { continue }
            // The module by its graph index where the finding has an edge (names repeat across packages).
            let owner = violation.edges.first.map { "#\($0.from)" } ?? violation.modules[0]
            members[violation.rule + "\u{0}" + owner, default: []].append(index)
        }
        for (index, violation) in result.violations.enumerated()
        where violation.rule == VerticalChainRule().id && violation.path.count > 2 {
            members[violation.rule + "\u{0}" + violation.path.dropFirst().joined(separator: "\u{0}"), default: []].append(index)
        }
        var grouped = result
        var replaced: [Int: Violation] = [:]
        var removed = Set<Int>()
        for indices in members.values where indices.count > 1 {
            let group = indices.map { result.violations[$0] }
            replaced[indices[0]] = group[0].rule == VerticalChainRule().id ? joinedChains(group) : joined(group)
            removed.formUnion(indices.dropFirst())
        }
        guard !replaced.isEmpty else { return result }
        grouped.violations = result.violations.indices.compactMap { index in
            removed.contains(index) ? nil : replaced[index] ?? result.violations[index]
        }
        return grouped
    }

    /// One finding for a module's findings of one rule (at least two), ordered by their places.
    private static func joined(_ findings: [Violation]) -> Violation {
        let sorted = findings.sorted(by: precedes)
        let first = sorted[0]
        let module = first.modules[0]
        var names: [String] = []
        for finding in sorted where !names.contains(where: { $0.hasSameBytes(as: finding.modules[1]) }) {
            names.append(finding.modules[1])
        }
        var notes: [Note] = []
        var edges: [GraphEdgeReference] = []
        for finding in sorted {
            notes.append(Note(message: finding.message, location: finding.location))
            // What consolidation folded into a member stays: it is another finding, not evidence.
            notes += finding.notes.filter { $0.message.hasPrefix("removing it also settles ") }
            for edge in finding.edges where !edges.contains(edge) { edges.append(edge) }
        }
        let fixes = sorted.compactMap(\.fix)
        return Violation(rule: first.rule, severity: sorted.map(\.severity).max() ?? first.severity,
                         message: message(rule: first.rule, module: module, names: names, count: sorted.count),
                         location: first.location, modules: [module] + names.sorted { $0.precedesInBytes($1) },
                         notes: notes, edges: edges, fix: fixes.count == sorted.count ? .all(fixes) : nil)
    }

    /// One finding for the chains of several top modules that go on through the same modules.
    private static func joinedChains(_ findings: [Violation]) -> Violation {
        let sorted = findings.sorted(by: precedes)
        let first = sorted[0]
        let tops = sorted.map { $0.path[0] }
        let below = Array(first.path.dropFirst())
        var edges: [GraphEdgeReference] = []
        for finding in sorted {
            for edge in finding.edges where !edges.contains(edge) { edges.append(edge) }
        }
        let message = "\(tops.count) modules top vertical chains of \(first.path.count) implementation modules through "
            + below.joined(separator: " -> ") + ": " + listed(tops) + "; each note is one chain."
        return Violation(rule: first.rule, severity: sorted.map(\.severity).max() ?? first.severity, message: message,
                         location: first.location, modules: tops + below, path: first.path,
                         // A chain's evidence (its imports) is in its message; a note with no place is a fact kept.
                         notes: sorted.flatMap { chain in
                             [Note(message: chain.message, location: chain.location)] + chain.notes.filter { $0.location == nil }
                         }, edges: edges)
    }

    /// By file (bytes), line, column, then the other module's name.
    private static func precedes(_ a: Violation, _ b: Violation) -> Bool {
        let first = a.location ?? SourceLocation(file: "", line: 0, column: 0)
        let second = b.location ?? SourceLocation(file: "", line: 0, column: 0)
        if !first.file.hasSameBytes(as: second.file) { return first.file.precedesInBytes(second.file) }
        if first.line != second.line { return first.line < second.line }
        if first.column != second.column { return first.column < second.column }
        return a.modules.count > 1 && b.modules.count > 1 && a.modules[1].precedesInBytes(b.modules[1])
    }

    // MARK: - Messages

    /// `Feed imports 3 modules its build files do not declare: Chat, Core and Settings; each note says what to
    /// add where.`
    static func message(rule: String, module: String, names: [String], count: Int) -> String {
        let list = listed(names)
        switch rule {
        case UndeclaredDependencyRule().id:
            return "\(module) imports \(counted(names.count, "module")) its build files do not declare: \(list); "
                + "each note says what to add where."
        case UnusedDependencyRule().id:
            let entries = names.count < count ? " (\(count) entries)" : ""
            return "\(module) declares \(counted(names.count, "dependency", plural: "dependencies"))\(entries) that none "
                + "of its files imports: \(list); each note says where to remove it."
        case PublicImportRule().id:
            return "\(module) has \(count) imports more visible than its files need (\(list)); each note says which and why."
        default:
            return "\(module) has \(count) imports whose files use none of the imported module's types (\(list)); "
                + "each note says where."
        }
    }

    /// `1 module`, `2 modules`.
    private static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    /// `A`, `A and B`, `A, B and C`.
    static func listed(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
