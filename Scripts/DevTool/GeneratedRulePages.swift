/// The Swift files that compile every page of `Rules/` into strata, with its summary and default severity, as
/// `RuleDocumentation` values: an index (`RulePages.generated.swift`, the list of all) and one file per page
/// (`RulePages/<id>.generated.swift`), so that no file holds every page.
enum GeneratedRulePages {
    /// The index, relative to the repository root.
    static let index = "Sources/StrataRules/RulePages.generated.swift"
    /// The folder of the per-page files, relative to the repository root.
    static let folder = "Sources/StrataRules/RulePages"
    /// How a per-page file's name ends: files of the folder with this ending and no page are stale.
    static let pageFileSuffix = ".generated.swift"

    /// The first line of every file.
    static let header = "// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: "
        + "edit the pages and run it again.\n"

    /// The path and Swift source of every file: the index, then one per page.
    /// - Parameter pages: every page, sorted by id.
    static func files(_ pages: [RulePageFile]) -> [(path: String, content: String)] {
        [(index, indexSource(pages))] + pages.map { ("\(folder)/\($0.id)\(pageFileSuffix)", pageSource($0)) }
    }

    private static func indexSource(_ pages: [RulePageFile]) -> String {
        var source = header + "\nextension RuleDocumentation {\n"
        source += "    /// Every page of `Rules/`, sorted by id.\n"
        source += "    public static let all: [RuleDocumentation] = [\n"
        source += pages.map { "        \($0.propertyName),\n" }.joined()
        return source + "    ]\n}\n"
    }

    private static func pageSource(_ page: RulePageFile) -> String {
        header + """

            extension RuleDocumentation {
                /// `Rules/\(page.id).md`.
                public static let \(page.propertyName) = RuleDocumentation(
                    id: "\(page.id)",
                    defaultSeverity: .\(page.defaultSeverity),
                    summary: \(SwiftLiteral.line(page.summary)),
                    page: \(SwiftLiteral.lines(page.markdown))
                )
            }

            """
    }
}
