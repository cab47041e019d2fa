import Foundation
import StrataTestSupport
import XCTest

@testable import StrataXcodeGen

/// The composite GitHub Action in `action.yml`: its shape, and its scripts run as a runner runs them on a
/// scratch git repository of legacy-cycles that has no baseline yet. The cache steps are other actions and are
/// skipped; `swift` is a stand-in (the action honours `SWIFT`, as the Makefile does) that records how it was
/// called and hands over the debug `strata`, so no release build happens here.
final class ActionTests: XCTestCase {
    private var scratch: TemporaryTree!
    private var runner: GitHubActionsRunner!
    private var swiftLog: URL { scratch.url("swift.log") }
    private static let actionPath = Fixtures.repositoryRoot

    override func setUpWithError() throws {
        scratch = try TemporaryTree(copying: nil)
        try FileManager.default.copyItem(at: Fixtures.directory("legacy-cycles"), to: scratch.url("repository"))
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }
        environment["SWIFT"] = try GitHubActionsRunner.standInSwift(in: scratch, log: swiftLog).path
        environment["GITHUB_STEP_SUMMARY"] = scratch.url("summary.md").path
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "CI" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "ci@example.com" }
        runner = try GitHubActionsRunner(workspace: scratch.url("repository"), temp: scratch.url("runner-temp"),
                                         environment: environment)
        let git = try runner.runScript("git init -q -b main && git add -A && git commit -qm base")
        XCTAssertEqual(git.status, 0, git.output)
    }

    override func tearDown() {
        scratch.remove()
    }

    func testTheActionIsCompositeAndItsScriptsTakeInputsFromTheEnvironment() throws {
        let action: YAMLNode = try GitHubActionsRunner.read(Self.actionPath.appendingPathComponent("action.yml"))
        XCTAssertEqual(action["name"]?.text, "strata")
        XCTAssertFalse(action["description"]?.text?.isEmpty ?? true)
        XCTAssertEqual(action["runs"]?["using"]?.text, "composite")
        let inputs = try XCTUnwrap(action["inputs"]?.pairs)
        XCTAssertEqual(inputs.map(\.key.text), ["path", "format", "baseline", "arguments"])
        XCTAssertEqual(inputs.map { $0.value["default"]?.text }, [".", "github", "", ""])
        for input in inputs {
            XCTAssertFalse(input.value["description"]?.text?.isEmpty ?? true, input.key.text)
            XCTAssertEqual(input.value["required"]?.bool, false, input.key.text)
        }
        XCTAssertEqual(action["outputs"]?["strata"]?["value"]?.text, "${{ steps.build.outputs.strata }}")

        let steps = GitHubActionsRunner.steps(action["runs"]?["steps"])
        for step in steps where step.run != nil {
            XCTAssertEqual(step.shell, "bash", step.name ?? "")
            // Inputs reach scripts through env: only, so no input can inject shell code.
            XCTAssertFalse(step.run?.contains("${{") ?? true, step.name ?? "")
        }
        // The cache: restored before the build, saved right after it (not at the end of a job that may fail),
        // at the prefix the build step installs into.
        let restore = try XCTUnwrap(steps.first { $0.uses == "actions/cache/restore@v4" })
        let save = try XCTUnwrap(steps.first { $0.uses == "actions/cache/save@v4" })
        let build = try XCTUnwrap(steps.first { $0.id == "build" })
        XCTAssertEqual(steps.map(\.id), ["key", "restore", "build", nil, nil])
        XCTAssertEqual(restore.with, [
            "path": "${{ runner.temp }}/strata-action", "key": "${{ steps.key.outputs.key }}",
        ])
        XCTAssertEqual(save.with, restore.with)
        XCTAssertEqual(save.condition, "steps.restore.outputs.cache-hit != 'true'")
        XCTAssertEqual(build.env["PREFIX"], restore.with["path"])
    }

    func testOnARepositoryWithNoBaselineTheActionBuildsOnceAndAnnotates() throws {
        let first = try runner.runAction(at: Self.actionPath, with: ["baseline": ".strata-baseline.json"])
        XCTAssertEqual(first.status, 1, first.output)
        XCTAssertEqual(first.ran, ["Cache key", "Build strata", "strata check"])
        XCTAssertEqual(first.skipped, ["Restore strata", "Save strata"])
        // The annotations are the fixture's golden ones, and the missing baseline is a note, not a failure.
        let goldenFile = Fixtures.directory("legacy-cycles").appendingPathComponent("expected.github.txt")
        let golden = try String(contentsOf: goldenFile, encoding: .utf8)
        for line in golden.split(separator: "\n") where line.hasPrefix("::") {
            XCTAssertTrue(first.output.contains(line), "missing \(line)\n\(first.output)")
        }
        XCTAssertTrue(first.output.contains("baseline file .strata-baseline.json does not exist yet"), first.output)
        XCTAssertTrue(try scratch.text("summary.md").contains("## strata: 2 errors, "))

        // The build: make install from the action's own checkout, in release mode, into the cached prefix.
        var expectedBuild = "\(Self.actionPath.path) build -c release --product strata"
        #if os(Linux)
        expectedBuild += " --static-swift-stdlib"
        #endif
        XCTAssertEqual(try builds(), [expectedBuild])
        let strata = scratch.url("runner-temp/strata-action/bin/strata")
        XCTAssertEqual(first.outputs["strata"], strata.path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: strata.path))
        XCTAssertEqual(runner.path, [strata.deletingLastPathComponent().path])

        // With the baseline written, the same check passes, and the executable the cache restored is reused.
        let update = try runner.runScript("strata check --update-baseline .strata-baseline.json")
        XCTAssertEqual(update.status, 0, update.output)
        let second = try runner.runAction(at: Self.actionPath, with: ["baseline": ".strata-baseline.json"])
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertTrue(second.output.contains("strata 0.1.0, built before"), second.output)
        XCTAssertFalse(second.output.contains("::error "), second.output)
        XCTAssertEqual(try builds(), [expectedBuild])
    }

    func testPathFormatAndArgumentsReachStrataCheck() throws {
        try FileManager.default.moveItem(at: scratch.url("repository"), to: scratch.url("moved"))
        try FileManager.default.createDirectory(at: scratch.url("repository"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: scratch.url("moved"), to: scratch.url("repository/app"))
        let run = try runner.runAction(at: Self.actionPath, with: [
            "path": "app", "format": "json", "arguments": "  --output report.json\t--quiet ",
        ])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertFalse(run.output.contains("does not exist yet"), run.output)
        let report = try scratch.text("repository/report.json")
        XCTAssertTrue(report.contains("\"errors\": 2,"), report)
        XCTAssertFalse(run.output.contains("Import cycle"), run.output)
    }

    // MARK: - Helpers

    /// The `build` calls the stand-in `swift` recorded, each as "DIRECTORY ARGUMENTS".
    private func builds() throws -> [String] {
        let log = (try? String(contentsOf: swiftLog, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init).filter {
            $0.contains(" build ") && !$0.contains("--show-bin-path")
        }
    }
}
