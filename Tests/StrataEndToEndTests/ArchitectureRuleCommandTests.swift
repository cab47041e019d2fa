import Foundation
import StrataTestSupport
import XCTest

/// The architecture rules through the real binary: exit codes, anchors, `--strict`, `--cluster layer`.
final class ArchitectureRuleCommandTests: XCTestCase {
    private func violations(_ arguments: [String]) throws -> (status: Int32, violations: [[String: Any]]) {
        let run = try StrataProcess.run(arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (run.status, object?["violations"] as? [[String: Any]] ?? [])
    }

    func testInterfaceBypassIsReportedOnceAtAuthTabBarsImportOfChat() throws {
        let path = Fixtures.directory("interface-bypass").path
        for extra in [[], ["--include-tests"]] {
            let result = try violations(["check", path] + extra)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.violations.count, 1, "\(extra): \(result.violations)")
            let violation = try XCTUnwrap(result.violations.first)
            XCTAssertEqual(violation["rule"] as? String, "interface-bypass")
            XCTAssertEqual(violation["modules"] as? [String], ["AuthTabBar", "Chat"])
            let location = try XCTUnwrap(violation["location"] as? [String: Any])
            XCTAssertEqual(location["file"] as? String, "Sources/AuthTabBar/UnreadBadge.swift")
            XCTAssertEqual(location["line"] as? Int, 2)
        }
        let fixed = try StrataProcess.run(["check", Fixtures.directory("interface-bypass-fixed").path, "--include-tests"])
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
    }

    func testVerticalChainIsAWarningThatStrictTurnsIntoAFailure() throws {
        let path = Fixtures.directory("vertical-chain").path
        let result = try violations(["check", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.violations.count, 1)
        XCTAssertEqual(result.violations.first?["path"] as? [String], ["ModuleA", "ModuleB", "ModuleC"])
        XCTAssertEqual(result.violations.first?["severity"] as? String, "warning")
        XCTAssertEqual(try StrataProcess.run(["check", path, "--strict"]).status, 1)
        let horizontal = try StrataProcess.run(["check", Fixtures.directory("horizontal").path, "--strict"])
        XCTAssertEqual(horizontal.status, 0, horizontal.stdout)
    }

    func testConfiguredSeverityAndOptionsApply() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = Fixtures.directory("vertical-chain").path
        let error = directory.appendingPathComponent("error.json")
        try Data(#"{rules: {"vertical-chain": "error"}}"#.utf8).write(to: error)
        XCTAssertEqual(try StrataProcess.run(["check", path, "--config", error.path]).status, 1)
        let longer = directory.appendingPathComponent("longer.json")
        try Data(#"{rules: {"vertical-chain": {severity: "error", maxLength: 3}}}"#.utf8).write(to: longer)
        XCTAssertEqual(try violations(["check", path, "--config", longer.path]).violations.count, 0)
    }

    func testLayerClusters() throws {
        let layered = try StrataProcess.run(["graph", Fixtures.directory("layers").path, "--cluster", "layer"])
        XCTAssertEqual(layered.status, 0)
        // The layer clusters top to bottom, then the legend's, then the note under the picture.
        let labels = layered.stdout.split(separator: "\n").filter { $0.contains("label=\"") && !$0.contains("[") }
        XCTAssertEqual(labels.map { $0.trimmingCharacters(in: .whitespaces) }.prefix(4),
                       ["label=\"App\";", "label=\"Features\";", "label=\"Core\";", "label=\"Legend\";"])
        XCTAssertTrue(layered.stdout.contains("rankdir=TB"), layered.stdout)
        // Without configured layers every module stays outside any cluster.
        let flat = try StrataProcess.run(["graph", Fixtures.directory("vertical-chain").path, "--cluster", "layer"])
        XCTAssertFalse(flat.stdout.contains("subgraph cluster_0"), flat.stdout)
        let invalid = try StrataProcess.run(["check", Fixtures.directory("layers").path, "--cluster", "layers"])
        XCTAssertEqual(invalid.status, 2)
    }

    func testExplainWorksOutsideTheRepository() throws {
        for id in ["interface-bypass", "interface-purity", "vertical-chain", "layer"] {
            let run = try StrataProcess.run(["explain", id], in: FileManager.default.temporaryDirectory)
            XCTAssertEqual(run.status, 0)
            XCTAssertTrue(run.stdout.hasPrefix("# \(id)\n"), run.stdout)
        }
        let rules = try StrataProcess.run(["rules"])
        for id in ["interface-bypass", "interface-purity", "vertical-chain", "layer"] {
            XCTAssertTrue(rules.stdout.contains(id), rules.stdout)
        }
    }
}
