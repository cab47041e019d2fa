import StrataConfiguration
import StrataProject
import StrataRules

/// Patterns the user wrote that match nothing: an `--exclude` or `exclude` that names no file or folder below
/// the root, and module patterns of the configuration (`modules.roots`, `modules.ignore`, a layer's `modules`,
/// a budget's patterns) that name no module of the workspace, test targets included. Each is most likely a
/// typo or a leftover, so it is said, with the nearest module name when one is close; none is a finding, so
/// none fails a check.
enum UnmatchedPatterns {
    /// One sentence per pattern that matches nothing, in the order the options and the configuration give them.
    /// - Parameters:
    ///   - unmatchedExcludes: indices into `options.excludes` of the patterns the walk never met.
    ///   - moduleNames: every module the workspace declares, tests included.
    static func warnings(options: AnalysisOptions, unmatchedExcludes: [Int], moduleNames: [String]) -> [String] {
        let configuration = options.configuration
        let fromCommandLine = options.excludes.count - configuration.exclude.count
        var warnings = unmatchedExcludes.map { index in
            let pattern = options.excludes[index].pattern
            return index < fromCommandLine ? "--exclude '\(pattern)' matches no file or folder below \(options.root)"
                : "the configuration's exclude pattern '\(pattern)' matches no file or folder below \(options.root)"
        }
        func unmatched(_ globs: [Glob], _ setting: String) {
            for glob in globs where !moduleNames.contains(where: glob.matches) {
                let nearest = nearestName(to: glob.pattern, among: moduleNames).map { "; did you mean '\($0)'?" } ?? ""
                warnings.append("\(setting) pattern '\(glob.pattern)' matches no module\(nearest)")
            }
        }
        unmatched(configuration.modules.roots, "the configuration's modules.roots")
        unmatched(configuration.modules.ignore, "the configuration's modules.ignore")
        for layer in configuration.layers {
            unmatched(layer.modules, "layer '\(layer.name)': its")
        }
        for (key, budget) in configuration.budgets.moduleBudgets {
            unmatched(budget.patterns, "the configuration's budgets.\(key)")
        }
        return warnings
    }
}
