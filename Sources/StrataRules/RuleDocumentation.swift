/// The user's page of each rule (`Rules/<id>.md`), compiled into the binary so that `strata explain`
/// and SARIF help texts work without the repository checkout.
public enum RuleDocumentation {
    /// The Markdown page of rule `id`, or `nil` for an unknown id.
    public static func page(for id: String) -> String? {
        pages[id]
    }

    /// Every rule id that has a page, sorted.
    public static var documentedRules: [String] {
        pages.keys.sorted()
    }

    /// The first paragraph under "What it checks": a one-paragraph description for SARIF.
    public static func description(for id: String) -> String? {
        guard let page = pages[id] else { return nil }
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("## What it checks") }) else { return nil }
        let paragraph = lines[(heading + 1)...].drop { $0.isEmpty }.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
        return paragraph.joined(separator: " ")
    }
}
