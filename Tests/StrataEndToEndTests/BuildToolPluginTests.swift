import Foundation
import StrataTestSupport
import XCTest

/// Builds `Fixtures/build-plugin`, a package that applies `StrataBuildPlugin` from source (strata is this repository,
/// linked by path), with `swift build`: its findings are build diagnostics on their lines, each once, an error fails
/// the build, and strata reads that package only, never its own targets.
///
/// The nested build compiles strata from source (minutes), so it keeps a scratch folder beside the tests' own build
/// (`plugin-fixture`) from run to run; the plugin's outputs are removed first, so its commands always run.
final class BuildToolPluginTests: XCTestCase {
    private let fixture = Fixtures.directory("build-plugin")

    /// The scratch folder of the fixture's builds, in the scratch folder `swift test` builds in (the one holding
    /// `workspace-state.json` above the `strata` executable), else in the temporary folder.
    private var scratch: URL {
        var folder = StrataProcess.executable.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path) {
                return folder.appendingPathComponent("plugin-fixture")
            }
            folder.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("strata-plugin-fixture")
    }

    override func setUpWithError() throws {
        try LongTests.require()
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("plugins/outputs/build-plugin"))
    }

    /// `swift build --target TARGET -v` in the fixture: its exit status, and its output (standard error too).
    private func build(_ target: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--scratch-path", scratch.path, "--target", target, "-v"]
        process.currentDirectoryURL = fixture
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The lines of `output` that are strata's findings: `path:line:column: warning|error: … [rule]`.
    private func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            ($0.contains(": warning: ") || $0.contains(": error: ")) && $0.hasSuffix("]") && !$0.contains(" -frontend ")
        }
    }

    func testFindingsAreBuildDiagnosticsOfTheirTargetAndAnErrorFailsTheBuild() throws {
        let feature = try build("Feature")
        XCTAssertEqual(feature.status, 0, feature.output)
        let path = fixture.path + "/Sources/Feature/Feature.swift"
        let warning = ":2:1: warning: Feature imports Core, but this file uses none of its types. [unused-import]"
        XCTAssertEqual(findings(feature.output), [path + warning], feature.output)

        // Core's command ran too (Feature depends on Core) and showed nothing: the finding is Feature's alone.
        let commands = feature.output.split(separator: "\n").filter { $0.contains(" check \(fixture.path) --module ") }
        XCTAssertEqual(commands.count, 2, feature.output)

        let legacy = try build("Legacy")
        XCTAssertNotEqual(legacy.status, 0, legacy.output)
        XCTAssertEqual(findings(legacy.output).filter { $0.contains("[test-boundary]") }.count, 1, legacy.output)
        XCTAssertTrue(findings(legacy.output).contains { $0.hasPrefix(fixture.path + "/Sources/Legacy/Legacy.swift:2:11: error: ") },
                      legacy.output)
    }

    /// The command the plugin gave the build analyses the fixture's three modules; without the `--exclude` the plugin
    /// adds, strata would read its own package, linked by path (the bug this guards against).
    func testThePluginAnalysesItsPackageOnlyNeverStrataItself() throws {
        let feature = try build("Feature")
        let line = try XCTUnwrap(feature.output.split(separator: "\n").first { $0.contains(" --module Feature ") },
                                 feature.output)
        var arguments = line.split(separator: " ").dropFirst().map(String.init)
        XCTAssertEqual(arguments.suffix(2), ["--exclude", "../.."], String(line))
        // The same analysis, every module's findings, as JSON.
        if let module = arguments.firstIndex(of: "--module") { arguments.removeSubrange(module...(module + 1)) }
        if let stamp = arguments.firstIndex(of: "--stamp") { arguments.removeSubrange(stamp...(stamp + 1)) }
        let modules = { (arguments: [String]) throws -> [String] in
            let run = try StrataProcess.run(arguments + ["--format", "json"])
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
            return (report["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(try modules(arguments), ["Core", "Feature", "Legacy"])
        let unexcluded = try modules(Array(arguments.dropLast(2)))
        XCTAssertTrue(unexcluded.contains("StrataKit"), "without the exclusion strata reads itself: \(unexcluded)")
    }

    /// The command plugin, from source, leaves strata out too: `swift package strata graph` draws the fixture's modules.
    func testTheCommandPluginAnalysesItsPackageOnly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "strata", "graph", "--format", "json"]
        process.currentDirectoryURL = fixture
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual((report["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }, ["Core", "Feature", "Legacy"])
    }
}
