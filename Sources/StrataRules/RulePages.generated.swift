// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// Every page of `Rules/`, sorted by id.
    public static let all: [RuleDocumentation] = [
        cycle,
        easydiUnknownSubstitution,
        forbiddenDependency,
        interfaceBypass,
        interfacePurity,
        layer,
        manifest,
        metricBudget,
        missingImport,
        needleCycle,
        needleDuplicate,
        needleInstantiation,
        needleMissingProvider,
        needleUnknownDependency,
        publicImport,
        selfImport,
        staleBaseline,
        swinjectUnregistered,
        testBoundary,
        undeclaredDependency,
        unreadableFile,
        unusedDependency,
        unusedImport,
        unusedSuppression,
        verticalChain,
    ]
}
