import StrataGraph
import StrataRules
import StrataText

/// What changed between two JSON reports of one workspace: modules, edges, violations (by fingerprint),
/// the longest implementation chain, and the metrics measured from the modules and edges (rebuild impact,
/// depth, cycles). A pure function of the two reports.
public struct ReportDiff: Sendable {
    public typealias ModuleID = ReportSnapshot.ModuleID
    public typealias Edge = ReportSnapshot.Edge

    /// Modules of HEAD that BASE lacks, sorted by name and package.
    public var modulesAdded: [ModuleID]
    /// Modules of BASE that HEAD lacks, sorted.
    var modulesRemoved: [ModuleID]
    /// Edges of HEAD that BASE lacks, sorted by their ends.
    public var edgesAdded: [Edge]
    /// Edges of BASE that HEAD lacks, sorted.
    var edgesRemoved: [Edge]
    /// Violations of HEAD whose fingerprint BASE lacks (one per surplus occurrence), in report order,
    /// with their reported fingerprints.
    public var newViolations: [Violation]
    /// The fingerprint of each of ``newViolations``, as HEAD reported it.
    var newFingerprints: [String]
    /// Violations of BASE whose fingerprint HEAD lacks, in report order, with their fingerprints.
    public var goneViolations: [Violation]
    /// The fingerprint of each of ``goneViolations``, as BASE reported it.
    var goneFingerprints: [String]
    /// The longest `vertical-chain` path of each report (empty when it has none); `nil` when neither has one.
    public var longestChain: (base: [String], head: [String])?
    /// The rebuild impact and depth of the modules both reports hold, and the cycles, where they changed.
    public var metrics: MetricChanges
    /// The report before the change.
    public var base: ReportSnapshot
    /// The report after the change; pictures of the changed neighbourhood draw its edges.
    public var head: ReportSnapshot

    /// Compares `base` with `head`.
    public init(base: ReportSnapshot, head: ReportSnapshot) {
        self.base = base
        self.head = head
        modulesAdded = head.modules.keys.filter { base.modules[$0] == nil }.sorted()
        modulesRemoved = base.modules.keys.filter { head.modules[$0] == nil }.sorted()
        edgesAdded = head.edges.subtracting(base.edges).sorted()
        edgesRemoved = base.edges.subtracting(head.edges).sorted()
        (newViolations, newFingerprints) = Self.unmatched(head, against: base)
        (goneViolations, goneFingerprints) = Self.unmatched(base, against: head)
        let baseChain = Self.longestChain(base.violations), headChain = Self.longestChain(head.violations)
        longestChain = baseChain.isEmpty && headChain.isEmpty ? nil : (baseChain, headChain)
        metrics = MetricChanges(base: base, head: head)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        modulesAdded.isEmpty && modulesRemoved.isEmpty && edgesAdded.isEmpty && edgesRemoved.isEmpty
            && newViolations.isEmpty && goneViolations.isEmpty && !chainChanged && metrics.count == 0
    }

    /// Whether the longest chain differs between the reports.
    var chainChanged: Bool {
        guard let chain = longestChain else { return false }
        return !chain.base.elementsEqual(chain.head) { $0.hasSameBytes(as: $1) }
    }

    /// Whether HEAD adds a violation at a failing severity: an error, or a warning when `strict`.
    public func fails(strict: Bool) -> Bool {
        newViolations.contains { $0.severity == .error || strict }
    }

    /// The violations of `report` left over after each fingerprint of `other` has matched one of them.
    private static func unmatched(_ report: ReportSnapshot, against other: ReportSnapshot) -> ([Violation], [String]) {
        var available: [String: Int] = [:]
        for fingerprint in other.fingerprints { available[fingerprint, default: 0] += 1 }
        var violations: [Violation] = [], fingerprints: [String] = []
        for (violation, fingerprint) in zip(report.violations, report.fingerprints) {
            if let count = available[fingerprint], count > 0 {
                available[fingerprint] = count - 1
            } else {
                violations.append(violation)
                fingerprints.append(fingerprint)
            }
        }
        return (violations, fingerprints)
    }

    private static func longestChain(_ violations: [Violation]) -> [String] {
        violations.filter { $0.rule == VerticalChainRule().id }.map(\.path).max { $0.count < $1.count } ?? []
    }
}
