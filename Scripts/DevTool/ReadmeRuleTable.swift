import Foundation

/// README's rule table, between two marker lines: one row per page, sorted by id, with its default severity
/// and summary.
enum ReadmeRuleTable {
    /// The line that opens the table (Markdown hides it).
    static let begin = "<!-- rules:begin: generated from Rules/*.md by `swift run strata-dev generate` -->"
    /// The line that closes the table.
    static let end = "<!-- rules:end -->"

    /// The table, marker lines included, each line ending in a line break.
    /// - Parameter pages: every page, sorted by id.
    static func table(_ pages: [RulePageFile]) -> String {
        let rows = pages.map { page in
            let summary = page.summary.replacingOccurrences(of: "|", with: "\\|")
            return "| [`\(page.id)`](Rules/\(page.id).md) | \(page.defaultSeverity) | \(summary) |\n"
        }
        return begin + "\n| id | default | summary |\n| --- | --- | --- |\n" + rows.joined() + end + "\n"
    }

    /// `readme` with the lines from the begin marker to the end marker replaced by the table of `pages`.
    /// - Throws: ``GeneratorError`` unless the README holds exactly one begin marker, followed by one end marker.
    static func splice(_ pages: [RulePageFile], into readme: String) throws -> String {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let begins = lines.indices.filter { lines[$0].hasPrefix("<!-- rules:begin") }
        let ends = lines.indices.filter { lines[$0] == end }
        guard begins.count == 1, ends.count == 1, let first = begins.first, let last = ends.first, first < last else {
            throw GeneratorError("README.md must hold one line '\(begin)' and, after it, one line '\(end)'")
        }
        let before = lines[..<first].map { $0 + "\n" }.joined()
        let after = lines[(last + 1)...].joined(separator: "\n")
        return before + table(pages) + after
    }
}
