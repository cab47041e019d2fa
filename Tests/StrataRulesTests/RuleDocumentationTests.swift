import Foundation
import StrataRules
import StrataTestSupport
import XCTest
@testable import strata_dev

/// `Rules/*.md`, what is generated from them, and the registry must agree. Nothing here writes a file: a
/// mismatch fails with the command that regenerates.
final class RuleDocumentationTests: XCTestCase {
    static let command = "swift run strata-dev generate"

    func testGeneratedFilesAreUpToDate() throws {
        let root = Fixtures.repositoryRoot
        for output in try RulePagesGenerator(root: root).outputs() {
            let committed = try? String(contentsOf: root.appendingPathComponent(output.path), encoding: .utf8)
            if committed != output.content {
                XCTFail("\(output.path) is not what Rules/*.md and Sources/StrataReport/Page/ make: run `\(Self.command)`\n"
                        + "(expected: the committed file, actual: what they make) "
                        + Golden.firstDifference(committed ?? "", output.content))
            }
        }
        XCTAssertEqual(try RulePagesGenerator(root: root).staleFiles(), [],
                       "generated files that no page makes any more: run `\(Self.command)`")
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
}
