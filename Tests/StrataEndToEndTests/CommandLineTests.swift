import Foundation
import StrataRules
import StrataTestSupport
import XCTest

/// The command line's contract: exit codes, error messages, flags.
final class CommandLineTests: XCTestCase {
    func testImportCycleExitsOneAndPrintsTheCycleWithItsImports() throws {
        let run = try StrataProcess.run(["check", Fixtures.directory("import-cycle").path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("ModuleB -> ModuleC -> ModuleB"), run.stdout)
        XCTAssertTrue(run.stdout.contains("note: ModuleC imports ModuleB here"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[cycle]"), run.stdout)
    }

    func testCleanFixtureExitsZero() throws {
        let run = try StrataProcess.run(["check", Fixtures.directory("clean").path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("0 errors, 0 warnings"), run.stdout)
    }

    func testPathDefaultsToTheCurrentDirectory() throws {
        let run = try StrataProcess.run(["check"], in: Fixtures.directory("import-cycle"))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Sources/ModuleC/"), run.stdout)
    }

    func testMissingPathIsAUsageError() throws {
        let run = try StrataProcess.run(["check", "/nonexistent/strata-path"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "strata: error: no such file or directory: /nonexistent/strata-path\n")
        XCTAssertEqual(run.stdout, "")
    }

    func testDirectoryWithoutPackageIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("strata-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try StrataProcess.run(["check", empty.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no Package.swift, Xcode project"), run.stderr)
    }

    func testAManifestNothingOfWhichIsReadFailsTheCheck() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = makePackage()\n")
        try workspace.write("Sources/App/main.swift", "print(1)\n")
        let run = try StrataProcess.run(["check", "."], in: workspace.root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no module holds the Swift files below ."), run.stderr)
        XCTAssertTrue(run.stderr.contains("\n  Package.swift:3: skipped the whole package: a call to 'makePackage'"), run.stderr)
    }

    func testEveryCommandSaysWhenNoModuleHoldsTheSwiftFiles() throws {
        // Swift files and BUCK files with no `.buckconfig` above them, which make no Buck workspace. No command may
        // pass on it.
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("BUCK", "apple_binary(name = \"App\", srcs = glob([\"App/*.swift\"]))\n")
        try workspace.write("App/AppDelegate.swift", "import Feed\n")
        try workspace.write("Libraries/Feed/BUCK", "apple_library(name = \"Feed\")\n")
        try workspace.write("Libraries/Feed/Feed.swift", "public struct Feed {}\n")
        let commands = [["check", "."], ["graph", "."], ["metrics", "."], ["affected", ".", "--files", "App/AppDelegate.swift"],
                        ["init", "."]]
        for command in commands {
            let run = try StrataProcess.run(command, in: workspace.root)
            XCTAssertEqual(run.status, 2, command.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains("2 Swift files belong to no module"), run.stderr)
            XCTAssertTrue(run.stderr.contains("\n  BUCK:1: no workspace (.buckconfig) at or above it: not read as a Buck package"),
                          run.stderr)
            XCTAssertEqual(run.stdout, "", command.joined(separator: " "))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.url(".strata.json").path))
    }

    func testUnknownFlagFormatAndCommandAreUsageErrors() throws {
        let clean = Fixtures.directory("clean").path
        let flag = try StrataProcess.run(["check", clean, "--verbose"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertEqual(flag.stderr, "strata: error: unknown option '--verbose' for 'strata check' (see 'strata check --help')\n")
        let format = try StrataProcess.run(["check", clean, "--format", "yaml"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.stderr.contains("invalid value 'yaml' for --format"), format.stderr)
        let command = try StrataProcess.run(["lint"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.contains("unknown command 'lint'"), command.stderr)
        let jobs = try StrataProcess.run(["check", clean, "--jobs", "0"])
        XCTAssertEqual(jobs.status, 2)
    }

    func testHelpAndVersion() throws {
        for command in [["--help"], ["check", "--help"], ["graph", "--help"], ["scan", "--help"]] {
            let run = try StrataProcess.run(command)
            XCTAssertEqual(run.status, 0, "\(command)")
            XCTAssertTrue(run.stdout.contains("USAGE"), "\(command): \(run.stdout)")
        }
        let version = try StrataProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.stdout.isEmpty)
    }

    func testRulesListsEveryRuleAndExplainPrintsItsPageOutsideTheRepository() throws {
        let rules = try StrataProcess.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        // One line per registered rule, in registry order: id, default severity, summary.
        let listed = rules.stdout.split(separator: "\n").map { line in
            line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        }
        XCTAssertEqual(listed.map { $0.first ?? "" }, RuleRegistry.all.map(\.id), rules.stdout)
        for (fields, rule) in zip(listed, RuleRegistry.all) {
            XCTAssertEqual(fields.count, 3, "\(rule.id): \(fields)")
            XCTAssertEqual(fields.dropFirst().first, rule.defaultSeverity.rawValue, rule.id)
            XCTAssertEqual(fields.last?.trimmingCharacters(in: .whitespaces), rule.summary, rule.id)
        }
        // Run from a folder with no Rules/ beside it: the pages are compiled in.
        for rule in RuleRegistry.all {
            let explain = try StrataProcess.run(["explain", rule.id], in: FileManager.default.temporaryDirectory)
            XCTAssertEqual(explain.status, 0, rule.id)
            let page = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Rules/\(rule.id).md"),
                                  encoding: .utf8)
            XCTAssertEqual(explain.stdout, page, "strata explain \(rule.id) prints Rules/\(rule.id).md")
        }
        let unknown = try StrataProcess.run(["explain", "cycles"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "strata: error: unknown rule 'cycles'; did you mean 'cycle'? (see 'strata rules')\n")
    }

    func testReadmeExampleIsWhatTheFirstCommandPrints() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("swift run strata check Fixtures/import-cycle"))
        let run = try StrataProcess.run(["check", "Fixtures/import-cycle"], in: Fixtures.repositoryRoot)
        XCTAssertTrue(readme.contains("```\n" + run.stdout + "```"), "README's example output is stale:\n\(run.stdout)")
    }

    func testOutputFileReceivesTheReport() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try StrataProcess.run(["check", Fixtures.directory("import-cycle").path, "--format", "json",
                                         "--output", file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(written.contains("\"rule\": \"cycle\""), written)
    }

    func testStrictFailsOnWarnings() throws {
        // The computed manifest raises one `manifest` warning only.
        let path = Fixtures.directory("computed-manifest").path
        XCTAssertEqual(try StrataProcess.run(["check", path]).status, 0)
        XCTAssertEqual(try StrataProcess.run(["check", path, "--strict"]).status, 1)
    }

    func testExcludeSkipsMatchingPaths() throws {
        // Excluding ModuleC's sources removes the import that closes the cycle; the declared edge stays.
        let run = try StrataProcess.run(["check", Fixtures.directory("import-cycle").path, "--exclude", "Sources/ModuleC/**"])
        XCTAssertEqual(run.status, 0, run.stdout)
    }

    func testTestTargetsTakePartOnlyWhenAsked() throws {
        let path = Fixtures.directory("test-targets").path
        let without = try StrataProcess.run(["graph", path, "--format", "json"])
        let with = try StrataProcess.run(["graph", path, "--format", "json", "--include-tests"])
        XCTAssertFalse(without.stdout.contains("\"kind\": \"test\""), without.stdout)
        XCTAssertTrue(with.stdout.contains("\"kind\": \"test\""), with.stdout)
    }
}
