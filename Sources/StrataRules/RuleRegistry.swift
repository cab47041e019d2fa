/// The id, default severity and summary of a rule, for `strata rules`.
public struct RuleDescription: Sendable, Equatable {
    public var id: String
    public var defaultSeverity: Severity
    public var summary: String

    public init(id: String, defaultSeverity: Severity, summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }
}

/// Every rule strata knows, in the order `strata rules` lists them.
public enum RuleRegistry {
    /// The rules that read the graph, in the order they run.
    public static let graphRules: [any Rule] = [
        CycleRule(),
        SelfImportRule(),
        VerticalChainRule(),
        InterfaceBypassRule(),
        InterfacePurityRule(),
        LayerRule(),
        ForbiddenDependencyRule(),
        UndeclaredDependencyRule(),
        UnusedDependencyRule(),
        UnusedImportRule(),
        NeedleMissingProviderRule(),
        NeedleCycleRule(),
        NeedleInstantiationRule(),
        NeedleDuplicateRule(),
        NeedleUnknownDependencyRule(),
        SwinjectUnregisteredRule(),
        EasyDiUnknownSubstitutionRule(),
    ]

    /// Findings about the input itself, produced by the pipeline rather than by a graph rule.
    public static let inputRules: [RuleDescription] = [
        RuleDescription(id: unreadableFile, defaultSeverity: .error,
                        summary: "A source file that could not be read or decoded; the analysis is incomplete."),
        RuleDescription(id: manifest, defaultSeverity: .warning,
                        summary: "A manifest or import that could not be fully understood."),
        RuleDescription(id: staleBaseline, defaultSeverity: .warning,
                        summary: "A baseline entry that matches no violation any more."),
    ]

    /// The id of the diagnostic for a file that could not be read or decoded.
    public static let unreadableFile = "unreadable-file"
    /// The id of the diagnostic for a manifest that could not be fully understood.
    public static let manifest = "manifest"
    /// The id of the warning for a `--baseline` entry that no violation matches.
    public static let staleBaseline = "stale-baseline"

    /// Every configurable rule id with the options it takes, for reading the configuration.
    public static var optionSchemas: [String: RuleOptionsSchema] {
        var schemas: [String: RuleOptionsSchema] = [:]
        for rule in graphRules { schemas[rule.id] = rule.options }
        for rule in inputRules { schemas[rule.id] = RuleOptionsSchema.none }
        return schemas
    }

    /// Every rule, graph rules first.
    public static var all: [RuleDescription] {
        graphRules.map { RuleDescription(id: $0.id, defaultSeverity: $0.defaultSeverity, summary: $0.summary) }
            + inputRules
    }
}
