import StrataRules

/// `strata affected --format xcodebuild`: one `-only-testing:<TestTarget>` per affected test target, one a
/// line, for `xcodebuild test` — of an Xcode project's test bundles and of Swift packages' test targets alike,
/// since xcodebuild tests a package (and an app's test plan a local package's tests) by the same names.
/// Nothing at all when no test target is affected.
public enum XcodebuildReporter {
    /// - Parameter impact: what the change touches.
    /// - Returns: the arguments, each on a line of its own; empty when there are none.
    public static func report(_ impact: ChangeImpact) -> String {
        impact.testTargets.map { "-only-testing:" + impact.graph.modules[$0.module].name + "\n" }.joined()
    }
}

// MARK: - Format

extension XcodebuildReporter: AffectedReporter {
    public static let format = "xcodebuild"
    public static let summary = "-only-testing: arguments for xcodebuild test, one a line"

    public static func report(_ impact: ChangeImpact, options: ReportOptions) -> String { report(impact) }
}
