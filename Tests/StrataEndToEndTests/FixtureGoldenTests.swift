import Foundation
import StrataTestSupport
import XCTest

/// Runs the real `strata` binary on every fixture and compares each output format with its golden file.
final class FixtureGoldenTests: XCTestCase {
    /// A fixture, the extra arguments it is checked with, and the exit code `check` must give.
    struct Case {
        var fixture: String
        var arguments: [String] = []
        var exitCode: Int32
    }

    static let cases: [Case] = [
        Case(fixture: "clean", exitCode: 0),
        Case(fixture: "import-cycle", exitCode: 1),
        Case(fixture: "multiple-cycles", exitCode: 1),
        Case(fixture: "declared-cycle", exitCode: 1),
        Case(fixture: "cross-package", exitCode: 1),
        Case(fixture: "custom-paths", exitCode: 0),
        Case(fixture: "imports-in-literals", exitCode: 0),
        Case(fixture: "conditional-imports", exitCode: 0),
        Case(fixture: "self-import", exitCode: 0),
        Case(fixture: "test-targets", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "ambiguous-modules", exitCode: 0),
        Case(fixture: "computed-manifest", exitCode: 0),
        Case(fixture: "hostile", exitCode: 1),
        Case(fixture: "legacy-cycles", exitCode: 1),
        Case(fixture: "interface-bypass", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "interface-bypass-fixed", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "vertical-chain", exitCode: 0),
        Case(fixture: "horizontal", exitCode: 0),
        Case(fixture: "layers", arguments: ["--cluster", "layer"], exitCode: 1),
        Case(fixture: "interface-purity", exitCode: 1),
        Case(fixture: "forbidden-dependency", exitCode: 1),
        Case(fixture: "undeclared-dependency", exitCode: 0),
        Case(fixture: "unused-dependency", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "type-cycle", exitCode: 1),
        Case(fixture: "needle-missing-provider", exitCode: 1),
        Case(fixture: "needle-missing-provider-fixed", exitCode: 0),
        Case(fixture: "needle-two-parents", exitCode: 1),
        Case(fixture: "needle-parent-cycle", exitCode: 1),
        Case(fixture: "needle-bad-instantiation", exitCode: 1),
        Case(fixture: "needle-multi-module", exitCode: 0),
        Case(fixture: "swinject-unregistered", exitCode: 0),
        Case(fixture: "easydi-bad-substitution", exitCode: 1),
        Case(fixture: "xcode-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "xcodegen-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "cocoapods-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "tuist-app", arguments: ["--include-tests"], exitCode: 1),
    ]

    func testEveryFixtureHasACase() {
        let covered = Set(Self.cases.map(\.fixture))
        for fixture in Fixtures.all() {
            XCTAssertTrue(covered.contains(fixture), "Fixtures/\(fixture) has no golden case")
        }
    }

    func testTextReports() throws {
        try compareEveryFixture(format: "text", golden: "expected.txt")
    }

    func testJSONReports() throws {
        try compareEveryFixture(format: "json", golden: "expected.json")
    }

    func testDotReports() throws {
        try compareEveryFixture(format: "dot", golden: "expected.dot")
    }

    func testSARIFReports() throws {
        try compareEveryFixture(format: "sarif", golden: "expected.sarif")
    }

    func testMermaidReports() throws {
        try compareEveryFixture(format: "mermaid", golden: "expected.mmd")
    }

    /// The workflow commands on stdout, and the Markdown appended to `GITHUB_STEP_SUMMARY`.
    func testGitHubReportsAndStepSummaries() throws {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("strata-summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        try compareEveryFixture(format: "github", golden: "expected.github.txt", environment: environment) { directory in
            let written = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: summary)
            Golden.assertMatches(written, file: directory.appendingPathComponent("expected.summary.md"),
                                 message: "GITHUB_STEP_SUMMARY of check --format github on \(directory.lastPathComponent)")
        }
    }

    private func compareEveryFixture(format: String, golden: String, environment: [String: String]? = nil,
                                     after: (URL) -> Void = { _ in }) throws {
        for testCase in Self.cases {
            let directory = Fixtures.directory(testCase.fixture)
            let run = try StrataProcess.run(["check", directory.path, "--format", format] + testCase.arguments,
                                            environment: environment)
            XCTAssertEqual(run.status, testCase.exitCode, "exit code of check on \(testCase.fixture): \(run.stderr)")
            XCTAssertEqual(run.stderr, "", "stderr of check on \(testCase.fixture)")
            let output = run.stdout
            Golden.assertMatches(output, file: directory.appendingPathComponent(golden),
                                 message: "check --format \(format) on \(testCase.fixture)")
            after(directory)
        }
    }
}
