import StrataGraph
import StrataText

/// `stale-baseline`: an entry of the `--baseline` file that matches no violation any more, so the file hides
/// less than it says. The baseline gate meets these after the rules ran.
public struct StaleBaselineRule: InputRule {
    public let documentation = RuleDocumentation.staleBaseline

    public init() {}

    /// The warning for an entry of rule `rule` about `names` (modules, a path or components, in report order).
    /// - Parameter severity: the configured severity of this rule.
    public static func staleEntry(of rule: String, names: [String], at location: SourceLocation,
                                  severity: Severity) -> Diagnostic {
        let involving = names.isEmpty ? "" : " (" + names.joined(separator: " -> ") + ")"
        return Diagnostic(rule: RuleDocumentation.staleBaseline.id, severity: severity,
                          message: "baseline entry for '\(rule)'\(involving) matches no violation any more; "
                              + "remove it, or rewrite the file with --update-baseline",
                          location: location)
    }
}
