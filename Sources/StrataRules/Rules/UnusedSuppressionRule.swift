import StrataConfiguration
import StrataGraph
import StrataText

/// `unused-suppression`: a `strata:ignore` comment that hides nothing: the finding it was written for is gone,
/// or the rule id is misspelt. The pipeline meets these when it applies the comments.
public struct UnusedSuppressionRule: InputRule {
    public let documentation = RuleDocumentation.unusedSuppression

    public init() {}

    /// A comment naming `rule` where no finding of that rule is anchored (on its line or the line below).
    /// - Parameter known: every rule id, to tell a misspelt one.
    public static func unused(_ rule: String, known: [String], at location: SourceLocation) -> Diagnostic {
        let reason: String
        if known.contains(rule) {
            reason = "no '\(rule)' finding is on this line or the next one; remove the comment"
        } else {
            let nearest = nearestName(to: rule, among: known).map { "; did you mean '\($0)'?" } ?? ""
            reason = "'\(rule)' is no rule\(nearest)"
        }
        return Diagnostic(rule: RuleDocumentation.unusedSuppression.id, severity: RuleDocumentation.unusedSuppression.defaultSeverity,
                          message: "strata:ignore hides nothing: \(reason)", location: location)
    }
}
