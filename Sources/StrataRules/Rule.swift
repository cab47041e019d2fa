import StrataGraph

/// What a rule reads: the module graph (and, later, type and DI facts). Rules never read files.
public struct RuleContext: Sendable {
    public var graph: ModuleGraph

    public init(graph: ModuleGraph) {
        self.graph = graph
    }
}

/// A check over the analysis facts. One rule per file under `Rules/`, registered in ``RuleRegistry``.
public protocol Rule: Sendable {
    /// The kebab-case id users see and configure (`cycle`).
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// One line for `strata rules`.
    var summary: String { get }
    /// The violations found, in a deterministic order.
    func check(_ context: RuleContext) -> [Violation]
}
