import Foundation
import StrataTestSupport
import XCTest

/// `strata migrate member-imports` through the binary on `Fixtures/member-imports`: the plan in text and JSON against
/// its goldens; `--dry-run`'s diff, writing nothing; `--fix` writing the imports, dependencies and settings, after which
/// the plan asks for nothing and a second `--fix` changes nothing.
final class MigrateCommandTests: XCTestCase {
    private let fixture = "member-imports"

    private func golden(_ name: String) -> URL { Fixtures.directory(fixture).appendingPathComponent(name) }

    func testThePlanInTextAndJSON() throws {
        let folder = Fixtures.directory(fixture)
        let text = try StrataProcess.run(["migrate", "member-imports", "."], in: folder)
        XCTAssertEqual(text.status, 0, text.stderr)
        Golden.assertMatches(text.stdout, file: golden("expected.migrate.txt"), message: "migrate member-imports")
        let json = try StrataProcess.run(["migrate", "member-imports", ".", "--format", "json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        Golden.assertMatches(json.stdout, file: golden("expected.migrate.json"), message: "migrate member-imports --format json")
    }

    func testDryRunThenFixThenNothingLeft() throws {
        let tree = try TemporaryTree(copying: fixture)
        defer { tree.remove() }
        let manifest = try Data(contentsOf: tree.url("Package.swift"))
        let dryRun = try StrataProcess.run(["migrate", "member-imports", ".", "--dry-run"], in: tree.root)
        XCTAssertEqual(dryRun.status, 1, dryRun.stderr)
        Golden.assertMatches(dryRun.stdout, file: golden("expected.migrate.fix.txt"), message: "migrate --dry-run")
        XCTAssertEqual(try Data(contentsOf: tree.url("Package.swift")), manifest, "a dry run writes nothing")

        let fix = try StrataProcess.run(["migrate", "member-imports", ".", "--fix"], in: tree.root)
        XCTAssertEqual(fix.status, 1, "Legacy's settings are built in code: \(fix.stdout)\(fix.stderr)")
        Golden.assertMatches(fix.stdout, file: golden("expected.migrate.fixed.txt"), message: "migrate --fix")
        let search = try String(contentsOf: tree.url("Sources/Feature/Search.swift"), encoding: .utf8)
        XCTAssertTrue(search.hasPrefix("import Core\nimport Networking\n"), search)
        let edited = try String(contentsOf: tree.url("Package.swift"), encoding: .utf8)
        XCTAssertTrue(edited.contains("dependencies: [\"ApiClient\", \"Core\", \"Networking\"],\n"
            + "            swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")]"), edited)

        let plan = try StrataProcess.run(["migrate", "member-imports", ".", "--format", "json"], in: tree.root)
        XCTAssertTrue(plan.stdout.contains("\"imports\": 0,"), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("\"enabled\": 4,"), plan.stdout)
        let check = try StrataProcess.run(["check", "."], in: tree.root)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertFalse(check.stdout.contains("[undeclared-dependency]"), check.stdout)
        XCTAssertFalse(check.stdout.contains("[unused-import]"), check.stdout)

        let after = try Data(contentsOf: tree.url("Package.swift"))
        let again = try StrataProcess.run(["migrate", "member-imports", ".", "--fix"], in: tree.root)
        XCTAssertTrue(again.stdout.hasSuffix("Applied 0 fixes in 0 files; 1 not applicable; 0 restored.\n"), again.stdout)
        XCTAssertEqual(try Data(contentsOf: tree.url("Package.swift")), after, "a second --fix changes nothing")
    }

    func testUsageErrors() throws {
        let folder = Fixtures.directory(fixture)
        let none = try StrataProcess.run(["migrate"], in: folder)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("strata migrate needs a migration: member-imports"), none.stderr)
        let misspelt = try StrataProcess.run(["migrate", "member-import", "."], in: folder)
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(misspelt.stderr.contains("did you mean 'member-imports'?"), misspelt.stderr)
        let format = try StrataProcess.run(["migrate", "member-imports", ".", "--fix", "--format", "json"], in: folder)
        XCTAssertEqual(format.status, 2)
        let help = try StrataProcess.run(["help", "migrate"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: strata migrate member-imports [PATH] [options]"), help.stdout)
    }
}
