/// A rule as its page, `Rules/<id>.md`, describes it: the page is the one place that states a rule's summary
/// and default severity. Every page is compiled into the binary (`RulePages.generated.swift`, written by
/// `swift run strata-dev generate`) so that `strata rules`, `strata explain` and SARIF help work without the
/// repository checkout.
public struct RuleDocumentation: Sendable, Equatable {
    /// The kebab-case id users see and configure (`cycle`): the page's file name.
    public let id: String
    /// The severity the rule reports at unless the configuration says otherwise.
    public let defaultSeverity: Severity
    /// One line of Markdown, the page's first paragraph: for `strata rules`, SARIF and README's rule table.
    public let summary: String
    /// The whole page, Markdown, without its final line break.
    public let page: String

    /// The documentation of rule `id`, or `nil` for an unknown id.
    public static func named(_ id: String) -> RuleDocumentation? {
        all.first { $0.id == id }
    }

    /// The first paragraph under "What it checks", on one line: a one-paragraph description for SARIF.
    public var whatItChecks: String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("## What it checks") }) else { return nil }
        let paragraph = lines[(heading + 1)...].drop { $0.isEmpty }.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
        return paragraph.joined(separator: " ")
    }
}
