// Generated from Rules/*.md by RuleDocumentationTests: run `STRATA_RECORD=1 swift test` after editing a page.
// Do not edit by hand.

extension RuleDocumentation {
    static let pages: [String: String] = [
        "cycle": cyclePage,
        "easydi-unknown-substitution": easydiUnknownSubstitutionPage,
        "forbidden-dependency": forbiddenDependencyPage,
        "interface-bypass": interfaceBypassPage,
        "interface-purity": interfacePurityPage,
        "layer": layerPage,
        "manifest": manifestPage,
        "needle-cycle": needleCyclePage,
        "needle-duplicate": needleDuplicatePage,
        "needle-instantiation": needleInstantiationPage,
        "needle-missing-provider": needleMissingProviderPage,
        "needle-unknown-dependency": needleUnknownDependencyPage,
        "self-import": selfImportPage,
        "stale-baseline": staleBaselinePage,
        "swinject-unregistered": swinjectUnregisteredPage,
        "undeclared-dependency": undeclaredDependencyPage,
        "unreadable-file": unreadableFilePage,
        "unused-dependency": unusedDependencyPage,
        "unused-import": unusedImportPage,
        "vertical-chain": verticalChainPage,
    ]
}
