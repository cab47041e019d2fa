import Foundation
import StrataTestSupport
import XCTest

/// Runs the CI recipes of the README, as written, on a fixture in a scratch git repository: a base
/// branch with three frozen cycles (legacy-cycles and its baseline) and a change that adds a fourth.
final class RecipeTests: XCTestCase {
    private var scratch: TemporaryWorkspace!
    private var work: URL { scratch.url("work") }
    private var environment: [String: String] = [:]

    override func setUpWithError() throws {
        scratch = try TemporaryWorkspace(copying: nil)
        var environment = ProcessInfo.processInfo.environment
        let bin = StrataProcess.executable.deletingLastPathComponent().path
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "CI" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "ci@example.com" }
        environment["GITHUB_STEP_SUMMARY"] = nil
        self.environment = environment

        try FileManager.default.copyItem(at: Fixtures.directory("legacy-cycles"), to: scratch.url("origin"))
        try run("""
            git init -q -b main && strata check --update-baseline .strata-baseline.json >/dev/null \
            && git add -A && git commit -qm base
            """, in: scratch.url("origin"), expect: 0)
        try run("git clone -q origin work && cd work && git checkout -q -b feature", in: scratch.root, expect: 0)
        // The change under review: Payments and Wallet import each other.
        let manifest = try scratch.read("work/Package.swift")
        try scratch.write("work/Package.swift", manifest.replacingOccurrences(
            of: ".target(name: \"Search\"),",
            with: ".target(name: \"Search\"),\n        .target(name: \"Payments\", dependencies: [\"Wallet\"]),\n"
                + "        .target(name: \"Wallet\"),"))
        try scratch.write("work/Sources/Payments/Payment.swift", "import Wallet\n\npublic struct Payment {}\n")
        try scratch.write("work/Sources/Wallet/Wallet.swift", "import Payments\n\npublic struct Wallet {}\n")
    }

    override func tearDown() {
        scratch.remove()
    }

    // MARK: - Recipes

    func testGitHubActionsRecipe() throws {
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
        var environment = self.environment
        environment["RUNNER_TEMP"] = scratch.url("runner").path
        environment["GITHUB_STEP_SUMMARY"] = scratch.url("summary.md").path
        environment["GITHUB_BASE_REF"] = "main"
        try FileManager.default.createDirectory(at: scratch.url("runner"), withIntermediateDirectories: true)
        let steps = try Self.githubSteps(Self.recipe("github-actions"))
        XCTAssertEqual(steps.map(\.name), ["Install strata", "Check", "SARIF", "Architecture change"])
        var outputs: [String: String] = [:]
        for step in steps where step.name != "Install strata" {
            let expected: Int32 = step.name == "SARIF" ? 0 : 1
            outputs[step.name] = try run(step.script, in: work, expect: expected, environment: environment)
        }
        let check = outputs["Check"] ?? ""
        XCTAssertEqual(check.components(separatedBy: "::error ").count - 1, 1, check)
        XCTAssertTrue(check.contains("Payments -> Wallet -> Payments"), check)
        let sarif = try scratch.read("work/strata.sarif")
        XCTAssertEqual(sarif.components(separatedBy: "\"ruleId\": \"cycle\"").count - 1, 1, sarif)
        let summary = try scratch.read("summary.md")
        XCTAssertTrue(summary.contains("## strata: 1 error, "), summary)
        XCTAssertTrue(summary.contains("### Architecture change\n```mermaid\nflowchart LR\n"), summary)
        XCTAssertTrue(summary.contains("|\"added\"|"), summary)
        XCTAssertTrue(outputs["Architecture change"]?.contains("+ Payments -> Wallet") ?? false, outputs.description)
    }

    func testGitLabRecipe() throws {
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
        var environment = self.environment
        environment["CI_MERGE_REQUEST_TARGET_BRANCH_NAME"] = "main"
        let script = try Self.yamlList(Self.recipe("gitlab-ci"), key: "script")
        XCTAssertEqual(script.count, 3)
        var last = ""
        for (index, command) in script.enumerated() {
            last = try run(command, in: work, expect: index == script.count - 1 ? 1 : 0, environment: environment)
        }
        let errors = last.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, last)
        XCTAssertTrue(last.contains("Payments -> Wallet -> Payments"), last)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url("work/strata-report.json").path))
    }

    func testPreCommitHookRecipe() throws {
        let hook = scratch.url("work/.git/hooks/pre-commit")
        try Data(Self.recipe("pre-commit").utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let refused = try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 1)
        XCTAssertTrue(refused.contains("Payments -> Wallet -> Payments"), refused)
        // Without the new cycle, the commit goes through.
        try scratch.write("work/Sources/Wallet/Wallet.swift", "public struct Wallet {}\n")
        try run("git add -A && git commit -qm 'Add payments'", in: work, expect: 0)
    }

    // MARK: - Reading the README

    /// The code block between `<!-- recipe: id -->` and `<!-- /recipe -->`.
    static func recipe(_ id: String) throws -> String {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- recipe: \(id) -->\n"), "README has no recipe \(id)")
        let end = try XCTUnwrap(readme.range(of: "<!-- /recipe -->", range: start.upperBound..<readme.endIndex))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        XCTAssertTrue(lines.first?.hasPrefix("```") ?? false)
        XCTAssertEqual(lines.last, "```")
        return lines.dropFirst().dropLast().joined(separator: "\n") + "\n"
    }

    /// The named `run:` steps of a workflow, each as a shell script.
    static func githubSteps(_ yaml: String) -> [(name: String, script: String)] {
        var steps: [(name: String, script: String)] = []
        var name: String?
        var block: (indent: Int, lines: [String])?
        func finish() {
            if let current = name, let lines = block?.lines { steps.append((current, lines.joined(separator: "\n"))) }
            block = nil
        }
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if let current = block, indent > current.indent || text.isEmpty {
                if !text.isEmpty { block?.lines.append(String(line.dropFirst(current.indent + 2))) }
                continue
            }
            if block != nil { finish(); name = nil }
            if text.hasPrefix("- ") { name = nil }
            if text.hasPrefix("- name: ") { name = String(text.dropFirst(8)) }
            if text == "run: |" { block = (indent, []) } else if text.hasPrefix("run: ") {
                block = (indent, [String(text.dropFirst(5))])
                finish()
                name = nil
            }
        }
        finish()
        return steps
    }

    /// The items of the list under `key:` in a YAML job.
    static func yamlList(_ yaml: String, key: String) -> [String] {
        var items: [String] = []
        var keyIndent: Int?
        for line in yaml.split(separator: "\n").map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if let open = keyIndent {
                guard indent > open else { break }
                if text.hasPrefix("- ") { items.append(String(text.dropFirst(2))) }
            } else if text == "\(key):" {
                keyIndent = indent
            }
        }
        return items
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
