import StrataConfiguration
import StrataGraph

/// What a rule reads: the module graph, the declared types, what the manifests say beyond the graph, and its
/// own configuration. Rules never read files.
public struct RuleContext: Sendable {
    public var graph: ModuleGraph
    public var types: TypeGraph
    /// needle components, Swinject containers and EasyDi assemblies.
    public var di: DIGraph
    public var configuration: Configuration
    /// The severity this rule reports at: the configured one, else its default.
    public var severity: Severity
    /// This rule's options as configured.
    public var settings: RuleSettings
    /// Packages, target kinds and dependencies on modules outside the graph.
    public var workspace: WorkspaceFacts

    public init(graph: ModuleGraph, types: TypeGraph = TypeGraph(declarations: []), di: DIGraph = DIGraph(),
                configuration: Configuration = .default, severity: Severity = .error,
                settings: RuleSettings = RuleSettings(), workspace: WorkspaceFacts = WorkspaceFacts()) {
        self.graph = graph
        self.types = types
        self.di = di
        self.configuration = configuration
        self.severity = severity
        self.settings = settings
        self.workspace = workspace
    }

    /// Whether module `index` is a `.macro` target: a compiler plugin that expands code at build time. A
    /// dependency on it is tooling (the `#externalMacro` pattern), not an implementation edge.
    public func isMacro(_ index: Int) -> Bool {
        workspace.targetKind(of: index) == .macro
    }

    /// Whether module `index` takes part in no rule, at either end of an edge: `modules.ignore` names it, or
    /// it is a phantom (``Module/isPhantom``: its sources do not exist, and a `manifest` warning says so).
    func isLeftOut(_ index: Int) -> Bool {
        if graph.modules[index].isPhantom { return true }
        let name = graph.modules[index].name
        return configuration.modules.ignore.contains { $0.matches(name) }
    }
}

/// A check over the analysis facts. One rule per file under `Rules/`, registered in ``RuleRegistry``.
public protocol Rule: Sendable {
    /// The rule's page, `Rules/<id>.md`: its id, default severity and summary.
    var documentation: RuleDocumentation { get }
    /// The options the rule reads from `rules.<id>` in the configuration, besides `severity`.
    var options: RuleOptionsSchema { get }
    /// The violations found, in a deterministic order, at `context.severity` unless an option says otherwise.
    func check(_ context: RuleContext) -> [Violation]
}

extension Rule {
    /// The kebab-case id users see and configure (`cycle`): its page's.
    public var id: String { documentation.id }
    /// The severity the rule reports at unless configured otherwise: its page's.
    public var defaultSeverity: Severity { documentation.defaultSeverity }
    public var options: RuleOptionsSchema { .none }
}

/// A rule about the input itself: the pipeline meets its cases while reading (a file it cannot read, a
/// manifest it cannot follow, a baseline entry that matches nothing), and the rule's type words each finding.
public protocol InputRule: Sendable {
    /// The rule's page, `Rules/<id>.md`: its id, default severity and summary.
    var documentation: RuleDocumentation { get }
}

extension InputRule {
    /// The kebab-case id users see and configure: its page's.
    public var id: String { documentation.id }
}

/// Runs every registered rule that the configuration does not turn off.
public enum RuleRunner {
    /// - Parameter context: the facts; its severity and settings are replaced per rule.
    /// - Returns: every rule's violations, in registry order.
    public static func run(_ context: RuleContext, rules: [any Rule] = RuleRegistry.graphRules) -> [Violation] {
        rules.flatMap { rule -> [Violation] in
            guard let severity = context.configuration.severity(ofRule: rule.id, default: rule.defaultSeverity) else {
                return []
            }
            var ruleContext = context
            ruleContext.severity = severity
            ruleContext.settings = context.configuration.settings(forRule: rule.id)
            return rule.check(ruleContext)
        }
    }
}
