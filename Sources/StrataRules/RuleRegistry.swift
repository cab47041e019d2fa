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
    public static let inputRules: [RuleDocumentation] = [.unreadableFile, .manifest, .staleBaseline]

    /// The id of the diagnostic for a file that could not be read or decoded.
    public static let unreadableFile = RuleDocumentation.unreadableFile.id
    /// The id of the diagnostic for a manifest that could not be fully understood.
    public static let manifest = RuleDocumentation.manifest.id
    /// The id of the warning for a `--baseline` entry that no violation matches.
    public static let staleBaseline = RuleDocumentation.staleBaseline.id

    /// Every configurable rule id with the options it takes, for reading the configuration.
    public static var optionSchemas: [String: RuleOptionsSchema] {
        var schemas: [String: RuleOptionsSchema] = [:]
        for rule in graphRules { schemas[rule.id] = rule.options }
        for rule in inputRules { schemas[rule.id] = RuleOptionsSchema.none }
        return schemas
    }

    /// Every rule, graph rules first.
    public static var all: [RuleDocumentation] {
        graphRules.map(\.documentation) + inputRules
    }
}
