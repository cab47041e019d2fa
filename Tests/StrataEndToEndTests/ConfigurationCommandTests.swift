import Foundation
import StrataTestSupport
import XCTest

/// `strata init`, and configuration errors as the command line reports them.
final class ConfigurationCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        // A copy of a fixture, so that files can be written into it.
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-config-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.directory("clean"), to: directory)
        for golden in ["expected.txt", "expected.json", "expected.dot"] {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(golden))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var configFile: URL { directory.appendingPathComponent(".strata.json") }

    // MARK: - init

    func testReadmeConfigurationExampleLoads() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "\n## Configuration\n"))
        let start = try XCTUnwrap(readme.range(of: "```json5\n", range: section.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-readme-\(UUID().uuidString).json5")
        try Data(readme[start.upperBound..<end.lowerBound].utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try StrataProcess.run(["check", Fixtures.directory("clean").path, "--config", file.path])
        XCTAssertNotEqual(run.status, 2, run.stderr)
        // The example's patterns name another codebase's modules: on this fixture each one is a warning, nothing worse.
        let lines = run.stderr.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("strata: warning: ") && $0.contains("matches no") }, run.stderr)
    }

    func testInitWritesAStarterConfigurationThatLoads() throws {
        let run = try StrataProcess.run(["init", directory.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Wrote \(configFile.path) for 4 modules. Review it, then run 'strata check \(directory.path)'.\n")
        let text = try String(contentsOf: configFile, encoding: .utf8)
        XCTAssertTrue(text.contains(#"roots: ["App"]"#), text)
        XCTAssertTrue(text.contains(#"{name: "Features", modules: ["Feature"], allowSameLayer: false}"#), text)
        XCTAssertTrue(text.contains(#"{name: "Core", modules: ["*"]}"#), text)

        // Found at the root, and given with --config: it loads, and the clean app stays clean.
        for arguments in [["check", directory.path], ["check", directory.path, "--config", configFile.path]] {
            let check = try StrataProcess.run(arguments)
            XCTAssertEqual(check.status, 0, "\(arguments): \(check.stdout)\(check.stderr)")
            XCTAssertEqual(check.stderr, "")
        }
    }

    /// On fixtures whose modules depend across the proposed layers (a core module on a feature, features on
    /// each other, an Xcode app, a Tuist project), the configuration `init` proposes gives no `layer` finding, and
    /// no warning about a pattern that matches nothing; the `--exclude` given is written.
    func testInitProposesLayersTheCodebaseKeeps() throws {
        for fixture in ["layers", "interface-bypass", "vertical-chain", "xcode-app", "tuist-app", "needle-multi-module"] {
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("strata-init-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: Fixtures.directory(fixture), to: copy)
            defer { try? FileManager.default.removeItem(at: copy) }
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(".strata.json"))
            let initRun = try StrataProcess.run(["init", copy.path, "--exclude", "expected.*"])
            XCTAssertEqual(initRun.status, 0, "\(fixture): \(initRun.stderr)")
            let text = try String(contentsOf: copy.appendingPathComponent(".strata.json"), encoding: .utf8)
            XCTAssertTrue(text.contains(#"exclude: ["expected.*"]"#), "\(fixture):\n\(text)")
            let check = try StrataProcess.run(["check", copy.path, "--format", "json"])
            XCTAssertNotEqual(check.status, 2, "\(fixture): \(check.stderr)")
            XCTAssertEqual(check.stderr, "", fixture)
            XCTAssertFalse(check.stdout.contains(#""rule": "layer""#), "\(fixture):\n\(text)\n\(check.stdout)")
            XCTAssertFalse(check.stdout.contains("layer Features"), "\(fixture): a layer finding absorbed by another")
        }
    }

    func testInitInTheCurrentDirectory() throws {
        let run = try StrataProcess.run(["init"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Wrote .strata.json for 4 modules. Review it, then run 'strata check'.\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: configFile.path))
    }

    func testInitNeverOverwritesAConfiguration() throws {
        try Data("{}\n".utf8).write(to: configFile)
        let run = try StrataProcess.run(["init", directory.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "strata: error: \(configFile.path) already exists; strata init does not overwrite it "
                       + "(edit it, or remove it first)\n")
        XCTAssertEqual(try String(contentsOf: configFile, encoding: .utf8), "{}\n")
    }

    func testInitWithoutAPackageIsAUsageError() throws {
        let empty = directory.appendingPathComponent("Sources")
        let run = try StrataProcess.run(["init", empty.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no Package.swift, Xcode project"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: empty.appendingPathComponent(".strata.json").path))
    }

    // MARK: - Configuration errors

    func testConfigurationErrorsExitTwoAndNameTheKey() throws {
        let cases: [(config: String, expected: String)] = [
            (#"{rules: {"forbiden-dependency": "error"}}"#,
             #"1:10: error: rules.forbiden-dependency: unknown rule 'forbiden-dependency'; did you mean 'forbidden-dependency'?"#),
            (#"{rules: {"forbidden-dependency": {forbidden: [{from: "A", to: 3}]}}}"#,
             "rules.forbidden-dependency.forbidden[0].to: expected a glob pattern or an array of glob patterns, found an integer"),
            (#"{rules: {"forbidden-dependency": {forbidden: [{from: "A"}]}}}"#,
             "rules.forbidden-dependency.forbidden[0]: missing required key 'to'"),
            (#"{rules: {"unused-dependency": {severity: "warn"}}}"#,
             "rules.unused-dependency.severity: unknown severity 'warn'"),
            (#"{rules: {"undeclared-dependency": {allowed: []}}}"#,
             "rules.undeclared-dependency.allowed: rule 'undeclared-dependency' has no option 'allowed'"),
        ]
        for (config, expected) in cases {
            try Data(config.utf8).write(to: configFile)
            for arguments in [["check", directory.path], ["check", directory.path, "--config", configFile.path]] {
                let run = try StrataProcess.run(arguments)
                XCTAssertEqual(run.status, 2, "\(config): \(run.stdout)")
                XCTAssertEqual(run.stdout, "", config)
                XCTAssertTrue(run.stderr.hasPrefix(configFile.path + ":"), "\(config): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains(expected), "\(config): \(run.stderr)")
            }
        }
    }
}
