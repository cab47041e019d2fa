import StrataScan

/// The build Tuist compiles its manifests in (`Project.swift`, `Workspace.swift`, helpers): on macOS, with the
/// `TUIST` condition set and no `DEBUG`.
///
/// Every test has a definite answer, as a manifest is read only as it builds on the one host Tuist runs on:
/// `os(macOS)` (`OSX`), `canImport(…)`, `swift(…)`, `compiler(…)`, `hasFeature(…)` and `TUIST` hold; other
/// `os(…)`, other flags, `arch(…)`, `targetEnvironment(…)`, `_runtime(…)`, `hasAttribute(…)` and unknown
/// tests do not.
struct TuistManifestConfiguration: BuildConfiguration {
    func isFlagSet(_ name: String) -> Truth { name == "TUIST" ? .yes : .no }
    func isTargetOS(_ name: String) -> Truth { name == "macOS" || name == "OSX" ? .yes : .no }
    func isTargetArchitecture(_ name: String) -> Truth { .no }
    func isTargetEnvironment(_ name: String) -> Truth { .no }
    func isTargetRuntime(_ name: String) -> Truth { .no }
    func canImport(_ module: String, version: String?) -> Truth { .yes }
    func hasFeature(_ name: String) -> Truth { .yes }
    func hasAttribute(_ name: String) -> Truth { .no }
    func isLanguageVersion(_ requirement: VersionRequirement) -> Truth { .yes }
    func isCompilerVersion(_ requirement: VersionRequirement) -> Truth { .yes }
    func otherTest(_ function: String, arguments: [String]) -> Truth { .no }
}

extension TuistScriptParsing {
    /// The tokens of the branches Tuist compiles, without the directives and their conditions (the tokens to
    /// the end of the directive's line).
    ///
    /// A branch is taken when its condition is `yes` in ``TuistManifestConfiguration``. The configuration
    /// answers every test, so a condition is unknown only when strata cannot read it (unbalanced, too deep),
    /// code the compiler rejects: its branch is not taken.
    static func activeTokens(_ tokens: [Token], bytes: [UInt8]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .poundKeyword }) else { return tokens }
        return bytes.withUnsafeBytes { buffer in
            var result: [Token] = []
            result.reserveCapacity(tokens.count)
            var regions = ConditionalRegions<Void>()
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                guard let directive = ConditionalDirective(token, in: buffer) else {
                    if case .active = regions.state { result.append(token) }
                    index += 1
                    continue
                }
                var end = index + 1
                if directive == .if || directive == .elseif {
                    while end < tokens.count, !tokens[end].flags.contains(.atLineStart) { end += 1 }
                }
                let condition = tokens[(index + 1)..<end]
                let applied = regions.apply(directive, truth: {
                    BuildCondition(tokens: condition, in: buffer)?.evaluate(in: TuistManifestConfiguration()) == .yes
                        ? .yes : .no
                }, reason: {})
                if applied {
                    index = end
                } else {
                    if case .active = regions.state { result.append(token) }
                    index += 1
                }
            }
            return result
        }
    }
}
