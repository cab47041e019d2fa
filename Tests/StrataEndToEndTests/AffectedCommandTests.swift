import Foundation
import StrataTestSupport
import XCTest

/// `strata affected` on a scratch git repository made from `Fixtures/affected`, with a change planted in it.
final class AffectedCommandTests: XCTestCase {
    private var workspace: TemporaryTree!
    private let fixture = Fixtures.directory("affected")
    /// The planted change: a source of Core, a new resource of Settings (untracked), and a file of no module.
    private let plantedFiles = ["README.md", "Sources/Core/Clock.swift", "Sources/Settings/Resources/fr.json"]

    override func setUpWithError() throws {
        workspace = try TemporaryTree(copying: "affected")
        try workspace.shell("git init -q && git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm base")
    }

    override func tearDown() {
        workspace.remove()
    }

    private func plant() throws {
        try workspace.write("Sources/Core/Clock.swift", try workspace.text("Sources/Core/Clock.swift") + "\nextension Clock {}\n")
        try workspace.write("Sources/Settings/Resources/fr.json", "{\"serverURL\": \"https://example.fr\"}\n")
        try workspace.write("README.md", "# Affected, edited\n")
    }

    /// `strata affected . ARGUMENTS` in the scratch repository; it must exit 0.
    private func affected(_ arguments: [String], line: UInt = #line) throws -> String {
        let run = try StrataProcess.run(["affected", "."] + arguments, in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr, line: line)
        XCTAssertEqual(run.stderr, "", line: line)
        return run.stdout
    }

    func testAPlantedChangeGivesItsModulesTheirDependentsAndTheTestsToRunInEveryFormat() throws {
        try plant()
        let goldens = [("text", "expected.affected.txt"), ("json", "expected.affected.json"),
                       ("xcodebuild", "expected.affected.xcodebuild.txt"), ("swift-test", "expected.affected.swift-test.txt")]
        for (format, golden) in goldens {
            Golden.assertMatches(try affected(["--since", "HEAD", "--format", format]),
                                 file: fixture.appendingPathComponent(golden), message: "affected --format \(format)")
        }
        // The same files named on the command line give the same report (without the revision).
        let text = try affected(["--since", "HEAD"])
        XCTAssertEqual(try affected(["--files"] + plantedFiles), text)
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + text + "```"), "README's example of strata affected is stale:\n\(text)")
        // Committed, the change is still what differs from the revision it started from.
        try workspace.shell("git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm change")
        XCTAssertEqual(try affected(["--since", "HEAD~1", "--format", "xcodebuild"]),
                       "-only-testing:CoreTests\n-only-testing:NetworkingTests\n")
    }

    func testNamedFilesOpenFromTheCurrentDirectoryOrFromPath() throws {
        let parent = workspace.root.deletingLastPathComponent()
        let name = workspace.root.lastPathComponent
        let fromParent = try StrataProcess.run(["affected", name, "--files", "\(name)/Sources/Analytics/Tracker.swift",
                                                "Tests/CoreTests/ClockTests.swift", "--format", "xcodebuild"], in: parent)
        XCTAssertEqual(fromParent.stdout, "-only-testing:AnalyticsTests\n-only-testing:CoreTests\n", fromParent.stderr)
        // A project file affects every module it declares.
        XCTAssertEqual(try affected(["--files", "Package.swift", "--format", "swift-test"]),
                       "--filter ^(AnalyticsTests|CoreTests|NetworkingTests)\\.\n")
    }

    func testNothingChangedPrintsNothingForTheTestRunners() throws {
        XCTAssertEqual(try affected(["--since", "HEAD"]), "No file changed.\n")
        XCTAssertEqual(try affected(["--since", "HEAD", "--format", "xcodebuild"]), "")
        XCTAssertEqual(try affected(["--files", "README.md", "--format", "swift-test"]), "")
        XCTAssertEqual(try affected(["--files", "README.md"]),
                       "Changed files that belong to no module (1):\n  README.md\n"
                           + "No module is affected (1 file changed, 1 in no module).\n")
    }

    func testUsageAndGitErrorsExitWith2() throws {
        let cases: [([String], String)] = [
            ([], "strata: error: 'strata affected' needs --since REV or --files F... (see 'strata affected --help')\n"),
            (["--since", "HEAD", "--files", "README.md"], "strata: error: --since and --files cannot be used together\n"),
            (["--files"], "strata: error: --files needs at least one file\n"),
            (["--files", "--format", "json"], "strata: error: --files needs at least one file\n"),
            (["--since", "no-such-branch"], "strata: error: unknown git revision 'no-such-branch'\n"),
            (["--since", "HEAD", "--format", "sarif"],
             "strata: error: invalid value 'sarif' for --format: expected one of text, json, xcodebuild, swift-test\n"),
        ]
        for (arguments, message) in cases {
            let run = try StrataProcess.run(["affected", "."] + arguments, in: workspace.root)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
        }
        let outside = try TemporaryTree(copying: "affected")
        defer { outside.remove() }
        let notGit = try StrataProcess.run(["affected", ".", "--since", "HEAD"], in: outside.root)
        XCTAssertEqual(notGit.status, 2)
        XCTAssertEqual(notGit.stderr, "strata: error: --since needs a git repository, and . is not inside one\n")
    }

    func testHelp() throws {
        let help = try StrataProcess.run(["help", "affected"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: strata affected [PATH] (--since REV | --files F...)"), help.stdout)
        XCTAssertEqual(help.stdout, try StrataProcess.run(["affected", "--help"]).stdout)
    }
}
