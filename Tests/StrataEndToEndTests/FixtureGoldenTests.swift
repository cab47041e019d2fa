import Foundation
import StrataConfiguration
import StrataKit
import StrataProject
import StrataReport
import StrataRules
import StrataTestSupport
import XCTest

/// Every fixture in every output format against its golden files: analysed in this process, and a few through the binary.
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
        Case(fixture: "conditional-flags", exitCode: 0),
        Case(fixture: "self-import", exitCode: 0),
        Case(fixture: "missing-import", exitCode: 0),
        Case(fixture: "public-import", exitCode: 0),
        Case(fixture: "test-targets", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "affected", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "test-support", exitCode: 0),
        Case(fixture: "test-boundary", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "generated-files", exitCode: 1),
        Case(fixture: "ambiguous-modules", exitCode: 0),
        Case(fixture: "computed-manifest", exitCode: 0),
        Case(fixture: "hostile", exitCode: 1),
        Case(fixture: "legacy-cycles", exitCode: 1),
        Case(fixture: "graph-views", exitCode: 1),
        Case(fixture: "interface-bypass", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "interface-bypass-fixed", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "vertical-chain", exitCode: 0),
        Case(fixture: "vertical-chain-branches", exitCode: 0),
        Case(fixture: "metrics", exitCode: 1),
        Case(fixture: "metric-budget", exitCode: 1),
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
        Case(fixture: "cocoapods-devpod-xcodeproj", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "cocoapods-local-pods", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "tuist-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "tuist-helper-defaults", exitCode: 0),
        Case(fixture: "bazel-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "buck-app", arguments: ["--include-tests"], exitCode: 1),
        Case(fixture: "tool-payload", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "phantom-targets", exitCode: 0),
        Case(fixture: "embedded-targets", arguments: ["--include-tests"], exitCode: 0),
        Case(fixture: "xcode-platforms", exitCode: 0),
        Case(fixture: "shared-sources", exitCode: 0),
        Case(fixture: "reexported-external", exitCode: 0),
        // Links strata (this repository) by path to apply its build-tool plugin; the plugin leaves strata out so.
        Case(fixture: "build-plugin", arguments: ["--exclude", "../.."], exitCode: 1),
        Case(fixture: "fix-swiftpm", exitCode: 0),
        Case(fixture: "fix-bazel", exitCode: 0),
        Case(fixture: "fix-xcodegen", exitCode: 0),
        Case(fixture: "fix-tuist", exitCode: 0),
        Case(fixture: "fix-cocoapods", exitCode: 0),
        Case(fixture: "fix-xcode", exitCode: 0),
        Case(fixture: "member-imports", exitCode: 0),
    ]

    func testEveryFixtureHasACase() {
        let covered = Set(Self.cases.map(\.fixture))
        for fixture in Fixtures.all() {
            XCTAssertTrue(covered.contains(fixture), "Fixtures/\(fixture) has no golden case")
        }
    }

    /// The golden file of each `check` format; a new format needs its golden files before this test passes.
    static let goldenFiles = [
        "text": "expected.txt", "json": "expected.json", "sarif": "expected.sarif", "github": "expected.github.txt",
        "dot": "expected.dot", "mermaid": "expected.mmd", "html": "expected.html",
    ]

    /// The formats whose golden file only some fixtures keep, and those fixtures: an HTML page is large, and
    /// its layout and data are unit-tested; one golden shows a reviewer what a change does to the page.
    static let fewGoldens: [String: Set<String>] = ["html": ["layers"]]

    /// Whether `format` has a golden file in `fixture`.
    static func hasGolden(_ format: String, _ fixture: String) -> Bool {
        fewGoldens[format].map { $0.contains(fixture) } ?? true
    }

    /// Each fixture is analysed once, in this process, and every format of the registry renders that result:
    /// the reporters and the pipeline, without launching the binary 200 times.
    func testEveryFormatOfEveryFixture() throws {
        for testCase in Self.cases {
            let directory = Fixtures.directory(testCase.fixture)
            let configuration = try Configuration.load(path: nil, root: directory.path, knownRules: RuleRegistry.optionSchemas)
            let excludes = try zip(testCase.arguments, testCase.arguments.dropFirst()).filter { $0.0 == "--exclude" }.map {
                try Glob($0.1)
            }
            var analysis = AnalysisOptions(root: directory.path, includeTests: testCase.arguments.contains("--include-tests"),
                                           excludes: excludes, configuration: configuration)
            analysis.measures = true  // as `check --format html` does
            let result = try Gates().apply(to: Analyzer.analyze(analysis), options: analysis)  // as `check` does
            let planned = try Fixer.planningFixes(of: result, root: directory.path)  // as `check` does for the formats that show fixes
            XCTAssertEqual(result.fails(strict: false) ? 1 : 0, testCase.exitCode, "exit code of check on \(testCase.fixture)")
            let options = ReportOptions(clustering: testCase.arguments.contains("layer") ? .layer : .package,
                                        layerOrder: configuration.layers.map(\.name))
            for reporter in Reporters.check where Self.hasGolden(reporter.format, testCase.fixture) {
                guard let golden = Self.goldenFiles[reporter.format] else {
                    XCTFail("format '\(reporter.format)' has no golden file name in FixtureGoldenTests.goldenFiles")
                    continue
                }
                let report = reporter.report(reporter.showsFixes ? planned : result, options: options)
                Golden.assertMatches(report.text, file: directory.appendingPathComponent(golden),
                                     message: "check --format \(reporter.format) on \(testCase.fixture)")
                if let stepSummary = report.stepSummary {
                    Golden.assertMatches(stepSummary, file: directory.appendingPathComponent("expected.summary.md"),
                                         message: "GITHUB_STEP_SUMMARY of check --format \(reporter.format) on \(testCase.fixture)")
                }
            }
        }
    }

    /// The command line on a few fixtures, in every format: the same bytes as the goldens, the exit code, nothing
    /// on standard error, and the step summary appended to `GITHUB_STEP_SUMMARY`.
    func testTheBinaryWritesTheGoldensInEveryFormat() throws {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("strata-summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        for testCase in Self.cases where ["import-cycle", "layers", "xcode-app"].contains(testCase.fixture) {
            let directory = Fixtures.directory(testCase.fixture)
            for reporter in Reporters.check where Self.hasGolden(reporter.format, testCase.fixture) {
                let golden = try XCTUnwrap(Self.goldenFiles[reporter.format])
                // Run from the fixture's folder: text diagnostics print paths that open from the current directory.
                let run = try StrataProcess.run(["check", ".", "--format", reporter.format] + testCase.arguments,
                                                in: directory, environment: environment)
                XCTAssertEqual(run.status, testCase.exitCode, "exit code of check on \(testCase.fixture): \(run.stderr)")
                XCTAssertEqual(run.stderr, "", "stderr of check on \(testCase.fixture)")
                Golden.assertMatches(run.stdout, file: directory.appendingPathComponent(golden),
                                     message: "check --format \(reporter.format) on \(testCase.fixture)")
            }
            let written = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: summary)
            Golden.assertMatches(written, file: directory.appendingPathComponent("expected.summary.md"),
                                 message: "GITHUB_STEP_SUMMARY of check --format github on \(testCase.fixture)")
        }
    }
}
