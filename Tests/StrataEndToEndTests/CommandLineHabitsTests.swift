import Foundation
import StrataTestSupport
import XCTest

/// What a user of other command-line tools expects: suggestions for typos, `help COMMAND`, colour only on a
/// terminal, paths that open from where the command ran, and plain words when something outside fails.
final class CommandLineHabitsTests: XCTestCase {
    func testTyposGetTheNearestName() throws {
        let clean = Fixtures.directory("clean").path
        XCTAssertEqual(try StrataProcess.run(["chek", clean]).stderr,
                       "strata: error: unknown command 'chek'; did you mean 'check'? (see 'strata --help')\n")
        XCTAssertEqual(try StrataProcess.run(["check", clean, "--formt", "json"]).stderr,
                       "strata: error: unknown option '--formt' for 'strata check'; did you mean '--format'? (see 'strata check --help')\n")
        let focus = try StrataProcess.run(["graph", Fixtures.directory("layers").path, "--focus", "Feeed"])
        XCTAssertEqual(focus.status, 2)
        XCTAssertEqual(focus.stderr, "strata: error: --focus 'Feeed' matches no module; did you mean 'Feed'?\n")
    }

    func testHelpCommandIsTheCommandsHelp() throws {
        let help = try StrataProcess.run(["help", "graph"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stdout, try StrataProcess.run(["graph", "--help"]).stdout)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: strata graph"), help.stdout)
        XCTAssertEqual(try StrataProcess.run(["help", "grph"]).status, 2)
    }

    func testColourOnlyWhenAskedOrOnATerminal() throws {
        let fixture = Fixtures.directory("import-cycle").path
        let always = try StrataProcess.run(["check", fixture, "--color", "always"])
        XCTAssertTrue(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m Import cycle"), always.stdout)
        XCTAssertTrue(always.stdout.contains("\u{1B}[1;35mwarning:\u{1B}[0m"), always.stdout)
        // Standard output is a pipe here: auto means none, and so does never.
        for choice in ["auto", "never"] {
            XCTAssertFalse(try StrataProcess.run(["check", fixture, "--color", choice]).stdout.contains("\u{1B}["), choice)
        }
        XCTAssertEqual(try StrataProcess.run(["check", fixture, "--color", "sometimes"]).status, 2)
    }

    func testTextPathsOpenFromTheCurrentDirectory() throws {
        let fixtures = Fixtures.repositoryRoot.appendingPathComponent("Fixtures")
        let below = try StrataProcess.run(["check", "import-cycle"], in: fixtures)
        XCTAssertTrue(below.stdout.hasPrefix("import-cycle/Sources/ModuleA/ModuleA.swift:1:1: warning:"), below.stdout)
        // From a fresh empty folder, which the repository is not below (wherever the clone is).
        let empty = try TemporaryTree()
        defer { empty.remove() }
        let elsewhere = try StrataProcess.run(["check", fixtures.appendingPathComponent("import-cycle").path], in: empty.root)
        XCTAssertTrue(elsewhere.stdout.hasPrefix(fixtures.path + "/import-cycle/Sources/ModuleA/ModuleA.swift:1:1:"), elsewhere.stdout)
        // JSON keeps the paths relative to the analysed folder.
        let json = try StrataProcess.run(["check", "import-cycle", "--format", "json"], in: fixtures)
        XCTAssertTrue(json.stdout.contains("\"file\": \"Sources/ModuleA/ModuleA.swift\""), json.stdout)
    }

    func testFailuresOutsideStrataAreSaidPlainly() throws {
        let workspace = try TemporaryTree(copying: "clean")
        defer { workspace.remove() }
        let output = try StrataProcess.run(["check", workspace.root.path, "--output", "/nonexistent-strata/report.txt"])
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr,
                       "strata: error: cannot write /nonexistent-strata/report.txt: the folder /nonexistent-strata does not exist\n")
        let notGit = try StrataProcess.run(["check", ".", "--since", "HEAD"], in: workspace.root)
        XCTAssertEqual(notGit.status, 2)
        XCTAssertEqual(notGit.stderr, "strata: error: --since needs a git repository, and . is not inside one\n")
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", workspace.root.path]
        try git.run()
        git.waitUntilExit()
        let noCommit = try StrataProcess.run(["check", ".", "--since", "HEAD"], in: workspace.root)
        XCTAssertEqual(noCommit.status, 2)
        XCTAssertEqual(noCommit.stderr,
                       "strata: error: --since HEAD: the repository has no commit yet, so there is nothing to compare with\n")
    }
}

/// `--exclude` as SwiftLint's `excluded:` reads it, and patterns that match nothing said on standard error.
final class ExcludeAndUnmatchedPatternTests: XCTestCase {
    func testAFolderNameExcludesEverythingBelowIt() throws {
        let fixture = Fixtures.directory("test-targets").path
        let all = try StrataProcess.run(["check", fixture, "--include-tests"])
        XCTAssertTrue(all.stdout.contains("4 files"), all.stdout)
        for pattern in ["Tests", "Tests/", "Tests/**"] {
            let run = try StrataProcess.run(["check", fixture, "--include-tests", "--exclude", pattern])
            XCTAssertTrue(run.stdout.contains("2 files"), "\(pattern): \(run.stdout)")
            XCTAssertEqual(run.stderr, "", pattern)
        }
    }

    func testPatternsThatMatchNothingAreWarningsThatFailNothing() throws {
        let workspace = try TemporaryTree(copying: "layers")
        defer { workspace.remove() }
        let configuration = try workspace.text(".strata.json").replacingOccurrences(of: "\"Feed\"", with: "\"Feeed\"")
        try workspace.write(".strata.json", configuration)
        let run = try StrataProcess.run(["check", ".", "--exclude", "Legacy", "--format", "json"], in: workspace.root)
        XCTAssertEqual(run.stderr, """
            strata: warning: --exclude 'Legacy' matches no file or folder below .
            strata: warning: layer 'Features': its pattern 'Feeed' matches no module; did you mean 'Feed'?

            """)
        XCTAssertFalse(run.stdout.contains("Legacy"), "a warning about the input's options is no finding")
    }
}
