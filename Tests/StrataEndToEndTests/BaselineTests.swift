import Foundation
import StrataTestSupport
import XCTest

/// Adopting strata on a codebase with violations: freeze them, then fail only on new ones.
final class BaselineTests: XCTestCase {
    private var workspace: TemporaryTree!
    private var baseline: String { workspace.url(".strata-baseline.json").path }

    override func setUpWithError() throws {
        workspace = try TemporaryTree(copying: "legacy-cycles")
    }

    override func tearDown() {
        workspace.remove()
    }

    private func check(_ extra: [String] = []) throws -> StrataRun {
        try StrataProcess.run(["check", workspace.root.path, "--baseline", baseline] + extra)
    }

    func testBaselineThenNewCycleThenMovedLinesThenFixedViolation() throws {
        let before = try StrataProcess.run(["check", workspace.root.path])
        XCTAssertEqual(before.status, 1)
        XCTAssertTrue(before.stdout.contains("\n2 errors, 2 warnings"), before.stdout)

        // Writing the baseline accepts every violation; a re-run with it is clean.
        let update = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", baseline])
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        let file = try workspace.text(".strata-baseline.json")
        XCTAssertEqual(file.components(separatedBy: "\"rule\": \"cycle\"").count - 1, 2, file)
        XCTAssertEqual(file.components(separatedBy: "\"rule\": \"self-import\"").count - 1, 1, file)
        let clean = try check()
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.hasPrefix("note: 4 known violations hidden by "), clean.stdout)
        XCTAssertTrue(clean.stdout.contains("\n0 errors, 0 warnings"), clean.stdout)

        // A new import cycle fails the check, and it is the only one named.
        let manifest = try workspace.text("Package.swift")
        try workspace.write("Package.swift", manifest.replacingOccurrences(of: """
                .target(name: "Search"),
            """, with: """
                .target(name: "Search"),
                .target(name: "Payments", dependencies: ["Wallet"]),
                .target(name: "Wallet"),
            """))
        try workspace.write("Sources/Payments/Payment.swift", "import Wallet\n\npublic struct Payment {}\n")
        try workspace.write("Sources/Wallet/Wallet.swift", "import Payments\n\npublic struct Wallet { var last: Payment? }\n")
        let newCycle = try check()
        XCTAssertEqual(newCycle.status, 1)
        let errors = newCycle.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, newCycle.stdout)
        XCTAssertTrue(errors.first?.contains("Payments -> Wallet -> Payments") ?? false, newCycle.stdout)
        XCTAssertFalse(newCycle.stdout.contains("stale-baseline"), newCycle.stdout)

        // Moving lines and reordering imports keeps every entry valid.
        try workspace.write("Sources/Settings/Theme.swift", """
            // Theme settings.

            public struct Theme: Sendable {
                public var sample: FeedItem?
            }

            import Feed
            """)
        try workspace.write("Sources/Cart/CartItem.swift", "import Foundation\n\n" + (try workspace.text("Sources/Cart/CartItem.swift")))
        try FileManager.default.moveItem(at: workspace.url("Sources/Feed/FeedItem.swift"),
                                         to: workspace.url("Sources/Feed/AFeedItem.swift"))
        let moved = try check()
        XCTAssertEqual(moved.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1, moved.stdout)
        XCTAssertFalse(moved.stdout.contains("stale-baseline"), moved.stdout)

        // Fixing a frozen violation leaves a stale entry, reported on its line of the baseline.
        try workspace.write("Sources/Search/SearchQuery.swift", "public struct SearchQuery {}\n")
        let fixed = try check(["--format", "json"])
        XCTAssertTrue(fixed.stdout.contains("\"rule\": \"stale-baseline\""), fixed.stdout)
        let text = try check()
        let stale = text.stdout.split(separator: "\n").filter { $0.contains("[stale-baseline]") }
        XCTAssertEqual(stale.count, 1, text.stdout)
        // The workspace lies outside the current directory: text paths are absolute, as swiftc prints them.
        XCTAssertTrue(stale.first?.hasPrefix(workspace.root.appendingPathComponent(".strata-baseline.json").path + ":") ?? false,
                      text.stdout)
        XCTAssertTrue(stale.first?.contains("'self-import' (Search)") ?? false, text.stdout)
    }

    func testStaleEntriesFailOnlyWithStrict() throws {
        _ = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", baseline])
        try workspace.write("Sources/Search/SearchQuery.swift", "public struct SearchQuery {}\n")
        XCTAssertEqual(try check().status, 0)
        XCTAssertEqual(try check(["--strict"]).status, 1)
        // Rewriting the baseline drops the stale entry.
        let rewrite = try check(["--update-baseline", baseline])
        XCTAssertEqual(rewrite.status, 0, rewrite.stdout)
        XCTAssertEqual(try check(["--strict"]).status, 0)
        XCTAssertFalse(try workspace.text(".strata-baseline.json").contains("Search"))
    }

    func testTheStaleBaselineSeverityIsConfigurable() throws {
        _ = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", baseline])
        try workspace.write("Sources/Search/SearchQuery.swift", "public struct SearchQuery {}\n")
        try workspace.write(".strata.json", "{rules: {'stale-baseline': 'error'}}")
        XCTAssertEqual(try check().status, 1)
        try workspace.write(".strata.json", "{rules: {'stale-baseline': 'off'}}")
        let off = try check(["--strict"])
        XCTAssertEqual(off.status, 0, off.stdout)
        XCTAssertFalse(off.stdout.contains("stale-baseline"), off.stdout)
    }

    func testBaselineIsSortedAndByteIdenticalAcrossRuns() throws {
        let other = workspace.url("again.json").path
        _ = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", baseline])
        _ = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", other, "--jobs", "1"])
        let first = try workspace.text(".strata-baseline.json")
        XCTAssertEqual(first, try workspace.text("again.json"))
        let order = ["\"Cart\"", "\"Feed\"", "\"Search\""].compactMap { first.range(of: $0)?.lowerBound }
        XCTAssertEqual(order, order.sorted())
        XCTAssertEqual(order.count, 3)
    }

    func testABrokenBaselineIsAUsageError() throws {
        let path = workspace.url("broken.json").path
        for (text, problem) in [
            ("{\"violations\": [{\"modules\": [\"A\"]}]}", "1:17: violations[0]: missing required key 'rule'"),
            ("{violations: [\n  {rule: 'cycle', modules: ['A', 2]}]}",
             "2:34: violations[0].modules[1]: expected a string, found an integer"),
            ("{violations: [{rule: 'cycle', module: []}]}", "1:31: violations[0].module: unknown key 'module'; expected one of "
                + "'rule', 'fingerprint', 'modules', 'path', 'components', 'group' or 'message'"),
            ("{violations: {}}", "1:14: violations: expected an array, found an object"),
        ] {
            try workspace.write("broken.json", text)
            let run = try StrataProcess.run(["check", workspace.root.path, "--baseline", path])
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr, "strata: error: baseline file \(path):\(problem)\n")
        }
    }

    func testAMissingBaselineHidesNothingAndSaysHowToWriteOne() throws {
        let plain = try StrataProcess.run(["check", workspace.root.path])
        let path = workspace.url("nope.json").path
        let missing = try StrataProcess.run(["check", workspace.root.path, "--baseline", path])
        XCTAssertEqual(missing.status, plain.status)
        XCTAssertEqual(missing.stdout, plain.stdout)
        XCTAssertEqual(missing.stderr, "strata: note: baseline file \(path) does not exist yet, so nothing is hidden; "
                       + "write it with --update-baseline \(path)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testTwoEqualViolationsNeedTwoEntries() throws {
        // A hand-written baseline with an entry per violation; a duplicate entry is stale.
        try workspace.write("dup.json", """
            {"schemaVersion": 1, "violations": [
              {"rule": "self-import", "modules": ["Search"]},
              {"rule": "self-import", "modules": ["Search"]},
              {"rule": "cycle", "modules": ["Checkout", "Cart", "Checkout"]},
              {"rule": "cycle", "modules": ["Settings", "Feed", "Profile", "Settings"]}
            ]}
            """)
        let run = try StrataProcess.run(["check", workspace.root.path, "--baseline", workspace.url("dup.json").path])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "[stale-baseline]").count - 1, 1, run.stdout)
    }

    func testTheBaselineAndSuppressionCommentsSayHowManyFindingsTheyHide() throws {
        let update = try StrataProcess.run(["check", ".", "--update-baseline", ".strata-baseline.json"], in: workspace.root)
        XCTAssertTrue(update.stdout.hasSuffix("note: 4 known violations hidden by .strata-baseline.json\n"
            + "0 errors, 0 warnings in 7 modules (1 package, 7 files, 9 edges)\n"), update.stdout)
        let json = try StrataProcess.run(["check", ".", "--baseline", ".strata-baseline.json", "--format", "json"],
                                         in: workspace.root)
        XCTAssertTrue(json.stdout.contains("\"hiddenByBaseline\": 4"), json.stdout)

        // A comment on the line of the import that closes a cycle hides that cycle; the count says so.
        let before = try StrataProcess.run(["check", "."], in: workspace.root)
        let cycle = try XCTUnwrap(before.stdout.split(separator: "\n").first { $0.hasSuffix("[cycle]") })
        let place = cycle.split(separator: ":")
        let file = String(place[0]), line = try XCTUnwrap(Int(place[1]))
        var lines = try workspace.text(file).components(separatedBy: "\n")
        lines[line - 1] += " // strata" + ":ignore cycle — split planned"
        try workspace.write(file, lines.joined(separator: "\n"))
        let after = try StrataProcess.run(["check", "."], in: workspace.root)
        XCTAssertFalse(after.stdout.contains(String(cycle)), after.stdout)
        XCTAssertTrue(after.stdout.contains("note: 1 finding hidden by strata:ignore comments\n"), after.stdout)
    }
}
