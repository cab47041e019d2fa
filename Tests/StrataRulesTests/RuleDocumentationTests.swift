import Foundation
import StrataRules
import StrataTestSupport
import XCTest

/// `Rules/*.md`, the compiled-in copy of those pages, and the registry must agree.
final class RuleDocumentationTests: XCTestCase {
    static let generatedFile = Fixtures.repositoryRoot
        .appendingPathComponent("Sources/StrataRules/RuleDocumentation+Pages.swift")

    /// The Swift source that embeds every page of `Rules/`, sorted by id.
    static func generatedSource() throws -> String {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        var source = """
        // Generated from Rules/*.md by RuleDocumentationTests: run `STRATA_RECORD=1 swift test` after editing a page.
        // Do not edit by hand.

        extension RuleDocumentation {
            static let pages: [String: String] = [

        """
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertFalse(text.contains("\"\"\"####"), "\(name) contains the raw-string delimiter")
            source += "        \"\(name.dropLast(3))\": ####\"\"\"\n\(text)\"\"\"####,\n"
        }
        source += "    ]\n}\n"
        return source
    }

    func testCompiledPagesMatchRulesFolder() throws {
        Golden.assertMatches(try Self.generatedSource(), file: Self.generatedFile,
                             message: "Rules/*.md changed: run STRATA_RECORD=1 swift test to regenerate the compiled pages")
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
}
