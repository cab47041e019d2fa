import Foundation
import StrataJSON
import StrataTestSupport
import XCTest

/// `strata fix` through the binary on copies of `Fixtures/fix-*` (SwiftPM, Bazel, XcodeGen, Tuist, CocoaPods): the dry run's edits
/// against the golden, nothing written by it; the edits written, `check` reporting only what was not applicable, a
/// second run changing nothing.
final class FixCommandTests: XCTestCase {
    private let fixture = "fix-swiftpm"

    /// Every regular file below `tree`'s root by its relative path, with its bytes.
    private func snapshot(_ tree: TemporaryTree) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: tree.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: tree.url(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: tree.url(path))
            }
        }
        return files
    }

    /// The fixtures of `strata fix`, one per build system it edits.
    private let fixtures = ["fix-swiftpm", "fix-bazel", "fix-xcodegen", "fix-tuist", "fix-cocoapods", "fix-xcode"]

    func testDryRunPrintsTheEditsAndWritesNothing() throws {
        for fixture in fixtures {
            let tree = try TemporaryTree(copying: fixture)
            let before = try snapshot(tree)
            let run = try StrataProcess.run(["fix", ".", "--dry-run"], in: tree.root)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertEqual(run.stderr, "")
            Golden.assertMatches(run.stdout, file: Fixtures.directory(fixture).appendingPathComponent("expected.fix.txt"),
                                 message: "fix --dry-run on \(fixture)")
            XCTAssertEqual(try snapshot(tree), before, "a dry run writes nothing in \(fixture)")
            // The same run as JSON: the same diff, the findings each with its reason or files.
            let json = try StrataProcess.run(["fix", ".", "--dry-run", "--format", "json"], in: tree.root)
            XCTAssertEqual(json.status, 1, json.stderr)
            Golden.assertMatches(json.stdout, file: Fixtures.directory(fixture).appendingPathComponent("expected.fix.json"),
                                 message: "fix --dry-run --format json on \(fixture)")
            XCTAssertTrue(run.stdout.hasPrefix(try XCTUnwrap(JSON5.parse(Array(json.stdout.utf8))["diff"]?.string)))
            XCTAssertEqual(try snapshot(tree), before, "a dry run writes nothing in \(fixture)")
        }
    }

    func testFixThenCheckThenFixAgain() throws {
        for fixture in fixtures {
            let tree = try TemporaryTree(copying: fixture)
            let fix = try StrataProcess.run(["fix", "."], in: tree.root)
            XCTAssertEqual(fix.status, 1, "one finding is not applicable: \(fix.stdout)\(fix.stderr)")
            Golden.assertMatches(fix.stdout, file: Fixtures.directory(fixture).appendingPathComponent("expected.fixed.txt"),
                                 message: "fix on \(fixture)")
            // What check still reports is what fix listed as not applicable.
            let check = try StrataProcess.run(["check", ".", "--strict"], in: tree.root)
            let left = fix.stdout.components(separatedBy: "\n").filter { $0.contains(": not applicable: ") }
                .map { $0.replacingOccurrences(of: ": not applicable: ", with: ": warning: ") }
            XCTAssertEqual(check.stdout.components(separatedBy: "\n").filter { $0.contains(": warning: ") }, left, fixture)
            XCTAssertEqual(left.count, 1, fixture)
            let after = try snapshot(tree)
            let again = try StrataProcess.run(["fix", "."], in: tree.root)
            XCTAssertTrue(again.stdout.hasSuffix("Applied 0 fixes in 0 files; 1 not applicable; 0 restored.\n"), again.stdout)
            XCTAssertEqual(try snapshot(tree), after, "a second fix changes nothing in \(fixture)")
        }
        // Only the not-applicable finding's rule left out: nothing to do, exit 0.
        let tree = try TemporaryTree(copying: fixture)
        _ = try StrataProcess.run(["fix", "."], in: tree.root)
        let rules = try StrataProcess.run(["fix", ".", "--rule", "unused-import", "--rule", "missing-import"], in: tree.root)
        XCTAssertEqual(rules.status, 0, rules.stdout)
    }

    func testUsageErrors() throws {
        let tree = try TemporaryTree(copying: fixture)
        let unknown = try StrataProcess.run(["fix", ".", "--rule", "unused-imports"], in: tree.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'unused-import'?"), unknown.stderr)
        let notFixable = try StrataProcess.run(["fix", ".", "--rule", "cycle"], in: tree.root)
        XCTAssertEqual(notFixable.status, 2)
        let help = try StrataProcess.run(["help", "fix"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: strata fix [PATH] [options]"), help.stdout)
    }
}
