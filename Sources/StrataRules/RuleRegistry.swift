import StrataConfiguration
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
        TestBoundaryRule(),
        MetricBudgetRule(),
        UndeclaredDependencyRule(),
        UnusedDependencyRule(),
        UnusedImportRule(),
        PublicImportRule(),
        MissingImportRule(),
        NeedleMissingProviderRule(),
        NeedleCycleRule(),
        NeedleInstantiationRule(),
        NeedleDuplicateRule(),
        NeedleUnknownDependencyRule(),
        SwinjectUnregisteredRule(),
        EasyDiUnknownSubstitutionRule(),
    ]

    /// Findings about the input itself, which the pipeline meets while reading rather than a rule over the graph.
    public static let inputRules: [any InputRule] = [
        UnreadableFileRule(),
        ManifestRule(),
        StaleBaselineRule(),
        UnusedSuppressionRule(),
    ]

    /// Every configurable rule id with the options it takes, for reading the configuration.
    public static var optionSchemas: [String: RuleOptionsSchema] {
        var schemas: [String: RuleOptionsSchema] = [:]
        for rule in graphRules { schemas[rule.id] = rule.options }
        for rule in inputRules { schemas[rule.id] = RuleOptionsSchema.none }
        return schemas
    }

    /// Every rule, graph rules first.
    public static var all: [RuleDocumentation] {
        graphRules.map(\.documentation) + inputRules.map(\.documentation)
    }
}
