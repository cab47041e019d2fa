/// `Sources/StrataRules/RulePages.generated.swift`: every page, with its summary and default severity, as
/// `RuleDocumentation` values that strata compiles in.
enum GeneratedRulePages {
    /// The first line of the file.
    static let header = "// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: "
        + "edit the pages and run it again.\n"

    /// The Swift source of the file.
    /// - Parameter pages: every page, sorted by id.
    static func source(_ pages: [RulePageFile]) -> String {
        var source = header + "\nextension RuleDocumentation {\n"
        source += "    /// Every page of `Rules/`, sorted by id.\n"
        source += "    public static let all: [RuleDocumentation] = [\n"
        source += pages.map { "        \($0.propertyName),\n" }.joined()
        source += "    ]\n"
        for page in pages {
            source += """

                /// `Rules/\(page.id).md`.
                public static let \(page.propertyName) = RuleDocumentation(
                    id: "\(page.id)",
                    defaultSeverity: .\(page.defaultSeverity),
                    summary: \(SwiftLiteral.line(page.summary)),
                    page: \(SwiftLiteral.lines(page.markdown))
                )

            """
        }
        return source + "}\n"
    }
}
