import StrataRules

/// `strata affected --format swift-test`: `--filter` and a regular expression that selects the affected
/// SwiftPM test targets, on one line, for `swift test`: `--filter ^(CoreTests|FeatureTests)\.`. Test targets of
/// other build systems are left out (`swift test` cannot run them). Nothing at all when no SwiftPM test target
/// is affected.
///
/// `swift test` matches the expression against `Target.Suite/test` (XCTest and Swift Testing alike), so the
/// trailing `\.` keeps `CoreTests` from selecting `CoreTestsExtra`. The line holds no space, quote or glob
/// character: unquoted, `$(…)` splits it into exactly the two arguments.
public enum SwiftTestReporter {
    /// - Parameter impact: what the change touches.
    /// - Returns: the line, or the empty string.
    public static func report(_ impact: ChangeImpact) -> String {
        let names = impact.testTargets.filter { impact.buildSystem(of: $0.module) == "swiftpm" }
            .map { pattern(impact.graph.modules[$0.module].name) }
        guard !names.isEmpty else { return "" }
        return "--filter ^(" + names.joined(separator: "|") + ")\\.\n"
    }

    /// `name` as a regular expression that matches it: an ASCII character that is neither a letter, a digit nor `_`
    /// becomes `.`, which also matches the `_` SwiftPM puts in its place in the module name (`my-tests` is
    /// `my_tests`), and leaves no character the expression or a shell would read.
    static func pattern(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            guard scalar.isASCII else { return scalar }
            let isWordCharacter = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            return isWordCharacter ? scalar : "."
        }))
    }
}

// MARK: - Format

extension SwiftTestReporter: AffectedReporter {
    public static let format = "swift-test"
    public static let summary = "--filter and a pattern of the SwiftPM test targets, for swift test"

    public static func report(_ impact: ChangeImpact, options: ReportOptions) -> String { report(impact) }
}
