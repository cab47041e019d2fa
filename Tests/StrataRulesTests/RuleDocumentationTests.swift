import Foundation
import StrataRules
import StrataTestSupport
import XCTest

/// `Rules/*.md`, the compiled-in copy of those pages, and the registry must agree.
final class RuleDocumentationTests: XCTestCase {
    static let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources/StrataRules")
    static let pagesFolder = sources.appendingPathComponent("RulePages")
    static let header = """
    // Generated from Rules/*.md by RuleDocumentationTests: run `STRATA_RECORD=1 swift test` after editing a page.
    // Do not edit by hand.

    """

    /// The ids of `Rules/*.md`, sorted.
    static func ruleIDs() throws -> [String] {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Rules")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// `interface-bypass` → `interfaceBypassPage`.
    static func propertyName(_ id: String) -> String {
        let words = id.split(separator: "-")
        return (words.first.map(String.init) ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            + "Page"
    }

    /// The Swift source that embeds the page of rule `id`: `RulePages/<id>.swift`.
    static func pageSource(_ id: String) throws -> String {
        let file = Fixtures.repositoryRoot.appendingPathComponent("Rules/\(id).md")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertFalse(text.contains("\"\"\"####"), "\(id).md contains the raw-string delimiter")
        return header + "\nextension RuleDocumentation {\n    static let \(propertyName(id)) = ####\"\"\"\n\(text)\"\"\"####\n}\n"
    }

    /// The index of every compiled page, sorted by id: `RuleDocumentation+Pages.swift`.
    static func indexSource(_ ids: [String]) -> String {
        header + "\nextension RuleDocumentation {\n    static let pages: [String: String] = [\n"
            + ids.map { "        \"\($0)\": \(propertyName($0)),\n" }.joined() + "    ]\n}\n"
    }

    func testCompiledPagesMatchRulesFolder() throws {
        let ids = try Self.ruleIDs()
        let message = "Rules/*.md changed: run STRATA_RECORD=1 swift test to regenerate the compiled pages"
        for id in ids {
            Golden.assertMatches(try Self.pageSource(id), file: Self.pagesFolder.appendingPathComponent("\(id).swift"),
                                 message: message)
        }
        Golden.assertMatches(Self.indexSource(ids), file: Self.sources.appendingPathComponent("RuleDocumentation+Pages.swift"),
                             message: message)
        let compiled = try FileManager.default.contentsOfDirectory(atPath: Self.pagesFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        XCTAssertEqual(compiled, ids, "RulePages/ holds exactly one file per page of Rules/ (delete stale ones)")
    }

    func testRegistryPagesAndFolderAgree() throws {
        let registered = RuleRegistry.all.map(\.id).sorted()
        XCTAssertEqual(RuleDocumentation.documentedRules, registered, "every rule has a page and every page a rule")
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(files.map { String($0.dropLast(3)) }.sorted(), registered, "Rules/*.md and the registry")
        XCTAssertEqual(Set(registered).count, registered.count, "rule ids are unique")
        for rule in RuleRegistry.all {
            let page = try XCTUnwrap(RuleDocumentation.page(for: rule.id))
            XCTAssertTrue(page.contains("\nDefault severity: **\(rule.defaultSeverity.rawValue)**\n"),
                          "\(rule.id): the page states the registry's default severity")
        }
        for id in registered {
            let page = try XCTUnwrap(RuleDocumentation.page(for: id))
            XCTAssertTrue(page.hasPrefix("# \(id)\n"), "\(id): page starts with its id")
            for heading in ["## What it checks", "## Why", "## Example", "## Use instead", "## Configuration"] {
                XCTAssertTrue(page.contains("\n\(heading)\n"), "\(id): missing heading \(heading)")
            }
            XCTAssertNotNil(RuleDocumentation.description(for: id), "\(id): no description paragraph")
        }
    }

    func testTheReadmeRuleTableIsTheRegistry() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // Rows of the table under `| id | default | reports |`: | [`id`](Rules/id.md) | severity | … |
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| [`") }.map { row -> (String, String) in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let id = cells[0].split(separator: "`").dropFirst().first.map(String.init) ?? ""
            return (id, cells.count > 1 ? cells[1] : "")
        }
        XCTAssertEqual(rows.map(\.0), RuleRegistry.all.map(\.id), "README's rule table lists the registry in its order")
        for (id, severity) in rows {
            let rule = RuleRegistry.all.first { $0.id == id }
            XCTAssertEqual(severity, rule?.defaultSeverity.rawValue, "\(id): README's default severity")
            XCTAssertTrue(readme.contains("[`\(id)`](Rules/\(id).md)"), "\(id): README links its page")
        }
    }
}
