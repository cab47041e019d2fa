import Foundation
import StrataReport
import StrataTestSupport
import XCTest

@testable import StrataXcodeGen

/// Runs the CI recipes of the README, as written, on a fixture in a scratch git repository: a base
/// branch with frozen cycles (legacy-cycles and its baseline) and a change that adds another, or a clean
/// repository with no baseline yet and a change that adds none.
///
/// The GitHub Actions recipe runs the action in `action.yml` from this checkout (`GitHubActionsRunner`; the
/// cache steps skipped, a stand-in `swift` handing over the debug `strata`), so `strata` is on `PATH` only
/// because the action put it there. The GitLab recipe's `before_script` downloads from a stand-in `curl` the
/// tarball `Scripts/make-artifactbundle` writes for the debug `strata`, into a scratch folder.
final class RecipeTests: XCTestCase {
    private var scratch: TemporaryTree!
    private var work: URL { scratch.url("work") }
    /// With the debug `strata` on `PATH`, to prepare the repository and for the pre-commit hook.
    private var environment: [String: String] = [:]
    /// Without it: the environment of a CI job, where a recipe must install strata itself.
    private var jobEnvironment: [String: String] = [:]

    override func setUpWithError() throws {
        try LongTests.require()
        scratch = try TemporaryTree(copying: nil)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "CI" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "ci@example.com" }
        jobEnvironment = environment
        let bin = StrataProcess.executable.deletingLastPathComponent().path
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        self.environment = environment
    }

    override func tearDown() {
        scratch?.remove()
    }

    /// legacy-cycles with its baseline on `main`, and on `feature` a change that adds a cycle: Payments and
    /// Wallet import each other.
    private func prepareLegacyRepository() throws {
        try FileManager.default.copyItem(at: Fixtures.directory("legacy-cycles"), to: scratch.url("origin"))
        try run("""
            git init -q -b main && strata check --update-baseline .strata-baseline.json >/dev/null \
            && git add -A && git commit -qm base
            """, in: scratch.url("origin"), expect: 0)
        try run("git clone -q origin work && cd work && git checkout -q -b feature", in: scratch.root, expect: 0)
        let manifest = try scratch.text("work/Package.swift")
        try scratch.write("work/Package.swift", manifest.replacingOccurrences(
            of: ".target(name: \"Search\"),",
            with: ".target(name: \"Search\"),\n        .target(name: \"Payments\", dependencies: [\"Wallet\"]),\n"
                + "        .target(name: \"Wallet\"),"))
        try scratch.write("work/Sources/Payments/Payment.swift", "import Wallet\n\npublic struct Payment {}\n")
        try scratch.write("work/Sources/Wallet/Wallet.swift", "import Payments\n\npublic struct Wallet {}\n")
    }

    /// The clean fixture on `main` with no baseline file, and on `feature` a change that breaks nothing.
    private func prepareCleanRepositoryWithNoBaseline() throws {
        try FileManager.default.copyItem(at: Fixtures.directory("clean"), to: scratch.url("origin"))
        try run("git init -q -b main && git add -A && git commit -qm base", in: scratch.url("origin"), expect: 0)
        try run("git clone -q origin work && cd work && git checkout -q -b feature", in: scratch.root, expect: 0)
        try scratch.write("work/Sources/Core/Clock.swift", "public struct Clock {\n    public init() {}\n}\n")
    }

    // MARK: - Recipes

    func testGitHubActionsRecipe() throws {
        try prepareLegacyRepository()
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
        let outputs = try runGitHubRecipe(expect: ["Check": 1, "SARIF": 0, "Architecture change": 1])
        let check = outputs["Check"] ?? ""
        XCTAssertEqual(check.components(separatedBy: "::error ").count - 1, 1, check)
        XCTAssertTrue(check.contains("Payments -> Wallet -> Payments"), check)
        let sarif = try scratch.text("work/strata.sarif")
        XCTAssertEqual(sarif.components(separatedBy: "\"ruleId\": \"cycle\"").count - 1, 1, sarif)
        let summary = try scratch.text("summary.md")
        XCTAssertTrue(summary.contains("## strata: 1 error, "), summary)
        XCTAssertTrue(summary.contains("### Architecture change\n```mermaid\nflowchart LR\n"), summary)
        XCTAssertTrue(summary.contains("|\"added\"|"), summary)
        XCTAssertTrue(outputs["Architecture change"]?.contains("+ Payments -> Wallet") ?? false, outputs.description)
    }

    func testGitLabRecipe() throws {
        try prepareLegacyRepository()
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
        let last = try runGitLabRecipe(expectLast: 1)
        let errors = last.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, last)
        XCTAssertTrue(last.contains("Payments -> Wallet -> Payments"), last)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url("work/strata-report.json").path))
    }

    func testPreCommitHookRecipe() throws {
        try prepareLegacyRepository()
        let hook = scratch.url("work/.git/hooks/pre-commit")
        try Data(Self.recipe("pre-commit").utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let refused = try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 1)
        XCTAssertTrue(refused.contains("Payments -> Wallet -> Payments"), refused)
        // Without the new cycle, the commit goes through.
        try scratch.write("work/Sources/Wallet/Wallet.swift", "public struct Wallet {}\n")
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
    }

    /// A repository that starts using strata has no baseline yet: every recipe passes as written.
    func testRecipesPassOnACleanRepositoryWithNoBaseline() throws {
        try prepareCleanRepositoryWithNoBaseline()
        let hook = scratch.url("work/.git/hooks/pre-commit")
        try Data(Self.recipe("pre-commit").utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        try run("git add -A && git commit -qm 'Add a clock'", in: work, expect: 0)

        let outputs = try runGitHubRecipe(expect: ["Check": 0, "SARIF": 0, "Architecture change": 0])
        let check = outputs["Check"] ?? ""
        XCTAssertTrue(check.contains("baseline file .strata-baseline.json does not exist yet"), check)
        XCTAssertFalse(check.contains("::error ") || check.contains("::warning "), check)
        XCTAssertTrue(try scratch.text("summary.md").contains("## strata: 0 errors, 0 warnings"))
        XCTAssertTrue(try scratch.text("work/strata.sarif").contains("\"results\": []"))

        let last = try runGitLabRecipe(expectLast: 0)
        XCTAssertTrue(last.contains("0 errors, 0 warnings"), last)
    }

    // MARK: - Running the recipes

    /// Runs the GitHub Actions recipe's job in `work`, checking each named step's exit status, and returns
    /// each named step's output. The action step runs the action of this checkout with the recipe's `with:`.
    private func runGitHubRecipe(expect statuses: [String: Int32]) throws -> [String: String] {
        var environment = jobEnvironment
        environment["GITHUB_STEP_SUMMARY"] = scratch.url("summary.md").path
        environment["GITHUB_BASE_REF"] = "main"
        environment["SWIFT"] = try GitHubActionsRunner.standInSwift(in: scratch, log: scratch.url("swift.log")).path
        let runner = try GitHubActionsRunner(workspace: work, temp: scratch.url("runner"), environment: environment)
        let workflow: YAMLNode = try GitHubActionsRunner.read(Self.recipe("github-actions"))
        let steps = GitHubActionsRunner.steps(workflow["jobs"]?["strata"]?["steps"])
        XCTAssertEqual(steps.map(\.name), [nil, "Check", "SARIF", nil, "Architecture change"])
        var outputs: [String: String] = [:]
        for step in steps {
            guard let name = step.name else {
                XCTAssertTrue(["actions/checkout@v4", "github/codeql-action/upload-sarif@v3"].contains(step.uses ?? ""))
                continue
            }
            let run: (status: Int32, output: String)
            if let uses = step.uses {
                XCTAssertEqual(uses, "<owner>/strata@<ref>")
                let action = try runner.runAction(at: Fixtures.repositoryRoot, with: step.with)
                run = (action.status, action.output)
            } else {
                // The steps after the check run although it failed.
                XCTAssertTrue(step.condition?.hasPrefix("always()") ?? false, name)
                let script = try runner.runScript(try XCTUnwrap(step.run))
                run = (script.status, script.output)
            }
            outputs[name] = run.output
            XCTAssertEqual(run.status, statuses[name], "\(name)\n\(run.output)")
        }
        return outputs
    }

    /// Runs the GitLab recipe's `before_script` and `script` in `work`, as a merge request pipeline does:
    /// every command but the last must pass, the last exits with `expectLast`; returns its output.
    private func runGitLabRecipe(expectLast: Int32) throws -> String {
        let job: YAMLNode = try XCTUnwrap(GitHubActionsRunner.read(Self.recipe("gitlab-ci"))["strata"])
        var environment = jobEnvironment
        for pair in job["variables"]?.pairs ?? [] { environment[pair.key.text] = pair.value.text }
        environment["CI_MERGE_REQUEST_TARGET_BRANCH_NAME"] = "main"
        XCTAssertEqual(environment["STRATA_VERSION"], ToolInfo.version, "the recipe downloads another version")

        // The release tarball as `make release` names it, served by a stand-in curl for the recipe's URL only.
        let version = ToolInfo.version, triple = "x86_64-unknown-linux-gnu"
        let dist = scratch.url("dist")
        try run("'\(Fixtures.repositoryRoot.path)/Scripts/make-artifactbundle' --triple \(triple) "
                + "'\(StrataProcess.executable.path)' '\(dist.path)' >/dev/null",
                in: scratch.root, expect: 0)
        let url = "https://github.com/<owner>/strata/releases/download/\(version)/strata-\(version)-\(triple).tar.gz"
        try scratch.write("curl-stand-in/curl", """
            #!/bin/sh
            for last in "$@"; do :; done
            [ "$last" = '\(url)' ] || { echo "curl: (22) unexpected URL $last" >&2; exit 22; }
            cat '\(dist.path)/strata-\(version)-\(triple).tar.gz'
            """)
        let curl = scratch.url("curl-stand-in/curl")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: curl.path)
        let bin = scratch.url("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let path = [bin.path, curl.deletingLastPathComponent().path, environment["PATH"] ?? "/usr/bin:/bin"]
        environment["PATH"] = path.joined(separator: ":")

        let install = (job["before_script"]?.items ?? []).compactMap(\.text)
        XCTAssertEqual(install.count, 1)
        for command in install {
            XCTAssertTrue(command.contains(" -C /usr/local/bin "), command)
            let scratchInstall = command.replacingOccurrences(of: " -C /usr/local/bin ", with: " -C '\(bin.path)' ")
            try run(scratchInstall, in: work, expect: 0, environment: environment)
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("strata").path))
        let script = (job["script"]?.items ?? []).compactMap(\.text)
        XCTAssertEqual(script.count, 3)
        var last = ""
        for (index, command) in script.enumerated() {
            let expected = index == script.count - 1 ? expectLast : 0
            last = try run(command, in: work, expect: expected, environment: environment)
        }
        return last
    }

    // MARK: - Reading the README

    /// The code block between `<!-- recipe: id -->` and `<!-- /recipe -->`.
    static func recipe(_ id: String) throws -> String {
        let readmeFile = Fixtures.repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeFile, encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- recipe: \(id) -->\n"), "README has no recipe \(id)")
        let end = try XCTUnwrap(readme.range(of: "<!-- /recipe -->", range: start.upperBound..<readme.endIndex))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        XCTAssertTrue(lines.first?.hasPrefix("```") ?? false)
        XCTAssertEqual(lines.last, "```")
        return lines.dropFirst().dropLast().joined(separator: "\n") + "\n"
    }

    // MARK: - Shell

    /// Runs `script` with bash as GitHub Actions does (`-eo pipefail`) and returns stdout and stderr.
    @discardableResult
    private func run(_ script: String, in directory: URL, expect status: Int32,
                     environment: [String: String]? = nil, line: UInt = #line) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script]
        process.currentDirectoryURL = directory
        process.environment = environment ?? self.environment
        let output = scratch.url("output-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertEqual(process.terminationStatus, status, "\(script)\n\(text)", line: line)
        return text
    }
}
