import Foundation
import StrataRules
import StrataTestSupport
@testable import strata_dev
import XCTest

/// `Rules/*.md`, what is generated from them, and the registry must agree. Nothing here writes a file: a
/// mismatch fails with the command that regenerates.
final class RuleDocumentationTests: XCTestCase {
    static let command = "swift run strata-dev generate"

    func testGeneratedFilesAreUpToDate() throws {
        let root = Fixtures.repositoryRoot
        for output in try RulePagesGenerator(root: root).outputs() {
            let committed = try? String(contentsOf: root.appendingPathComponent(output.path), encoding: .utf8)
            if committed != output.content {
                XCTFail("\(output.path) is not what Rules/*.md make: run `\(Self.command)`\n"
                        + "(expected: the committed file, actual: what the pages make) "
                        + Golden.firstDifference(committed ?? "", output.content))
            }
        }
    }

    func testRegistryAndPagesAgree() throws {
        let registered = RuleRegistry.all.map(\.id)
        XCTAssertEqual(RuleDocumentation.all.map(\.id), registered.sorted(), "every rule has a page and every page a rule")
        XCTAssertEqual(Set(registered).count, registered.count, "rule ids are unique")
        for page in RuleDocumentation.all {
            for heading in ["## What it checks", "## Why", "## Example", "## Use instead", "## Configuration"] {
                XCTAssertTrue(page.page.contains("\n\(heading)\n"), "\(page.id): missing heading \(heading)")
            }
            XCTAssertNotNil(page.whatItChecks, "\(page.id): no description paragraph")
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
