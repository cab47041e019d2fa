import Foundation

/// One rule page, `Rules/<id>.md`, and what its head states. A page starts:
///
///     # cycle
///
///     Modules that depend on each other in a cycle, directly or through others.
///
///     Default severity: **error**
///
/// The second paragraph is the rule's one-line summary (`strata rules`, SARIF, README's rule table).
struct RulePageFile: Equatable {
    /// The page's file name without `.md`.
    var id: String
    /// The one-line summary, Markdown, as the page writes it.
    var summary: String
    /// `error` or `warning`: a case of `Severity`.
    var defaultSeverity: String
    /// The whole page.
    var markdown: String

    /// Reads the head of a page.
    /// - Throws: ``GeneratorError`` naming the page and what is wrong with it.
    init(id: String, markdown: String) throws {
        let file = "Rules/\(id).md"
        guard Self.isRuleID(id) else { throw GeneratorError("\(file): a rule id is kebab-case (a-z, 0-9 and '-')") }
        if let bad = markdown.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
            let code = String(bad.value, radix: 16, uppercase: true)
            throw GeneratorError("\(file): control character U+\(code); pages are text with \\n line ends")
        }
        guard markdown.hasSuffix("\n") else { throw GeneratorError("\(file): the page must end with a line break") }
        let lines = markdown.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
        let head = "'# \(id)', a blank line, the one-line summary, a blank line, 'Default severity: **error**' or **warning**"
        guard lines.count > 5, lines[0] == "# \(id)", lines[1].isEmpty, lines[3].isEmpty,
              lines[4].hasPrefix(Self.severityPrefix), lines[4].hasSuffix("**") else {
            throw GeneratorError("\(file): the page must start with \(head)")
        }
        let summary = String(lines[2])
        guard !summary.isEmpty, !summary.hasPrefix("#"), !summary.hasPrefix("Default severity"),
              summary.trimmingCharacters(in: .whitespaces) == summary else {
            throw GeneratorError("\(file): line 3 must be the rule's one-line summary (the page starts with \(head))")
        }
        let severity = String(lines[4].dropFirst(Self.severityPrefix.count).dropLast(2))
        guard !severity.isEmpty, severity.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else {
            throw GeneratorError("\(file): line 5 must be 'Default severity: **error**' or **warning**")
        }
        self.id = id
        self.summary = summary
        self.defaultSeverity = severity
        self.markdown = markdown
    }

    private static let severityPrefix = "Default severity: **"

    /// `interface-bypass`, `needle-cycle`: lowercase letters and digits, words joined by single hyphens.
    static func isRuleID(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        } && id.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
    }

    /// The Swift name of the page's property: `interface-bypass` → `interfaceBypass`.
    var propertyName: String {
        let words = id.split(separator: "-")
        return words.enumerated().map { index, word in index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst() }
            .joined()
    }
}

/// Why the rule pages cannot be generated, for the person who edited them.
struct GeneratorError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
