import Foundation
import StrataTestSupport
import XCTest

/// `strata check` on a small workspace from `strata-workspace-generator` reports exactly the planted
/// violations of every planted rule that strata registers. The benchmark (`Benchmarks/run.sh`) checks
/// the same at every size; this is the CI-sized version.
final class GeneratedWorkspaceTests: XCTestCase {
    private static let generator = StrataProcess.executable.deletingLastPathComponent()
        .appendingPathComponent("strata-workspace-generator")

    private var directory: URL!

    override func setUpWithError() throws {
        try LongTests.require()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-generated-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    func testCheckReportsExactlyThePlantedViolations() throws {
        let workspace = try generate("workspace", seed: 42)
        let planted = try jsonObject(workspace.appendingPathComponent("planted.json"))
        let run = try StrataProcess.run(["check", workspace.path, "--format", "json"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let report = try jsonObject(Data(run.stdout.utf8))

        let size = try XCTUnwrap(planted["workspace"] as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["packages"] as? Int, size["packages"] as? Int)
        XCTAssertEqual(summary["modules"] as? Int, size["modules"] as? Int)
        XCTAssertEqual(summary["files"] as? Int, size["sourceFiles"] as? Int)
        XCTAssertEqual(summary["edges"] as? Int, size["edges"] as? Int, "an import in a comment or string was read")
        XCTAssertEqual((report["diagnostics"] as? [Any])?.count, 0, run.stdout)

        let registered = try registeredRules()
        let expected = try XCTUnwrap(planted["violations"] as? [String: Int])
        var reported: [String: Int] = [:]
        for violation in report["violations"] as? [[String: Any]] ?? [] {
            reported[violation["rule"] as? String ?? "", default: 0] += 1
        }
        XCTAssertTrue(registered.contains("cycle"))
        for (rule, count) in expected where registered.contains(rule) {
            XCTAssertEqual(reported[rule, default: 0], count, "\(rule): planted \(count)")
        }
        XCTAssertEqual(expected["cycle"], 2, "the test asks for three cycles, one a self-import")
        XCTAssertEqual(expected["self-import"], 1, "the test asks for three cycles, one a self-import")
    }

    func testTheSameSeedGivesTheSameBytesAndAnyJobCountTheSameReport() throws {
        let first = try generate("first", seed: 7)
        let second = try generate("second", seed: 7)
        XCTAssertEqual(try contents(of: first), try contents(of: second))
        let one = try StrataProcess.run(["check", first.path, "--format", "json", "--jobs", "1"])
        let four = try StrataProcess.run(["check", first.path, "--format", "json", "--jobs", "4"])
        XCTAssertEqual(one.stdout, four.stdout)
    }

    // MARK: - Helpers

    /// Three packages of sixteen modules, two short files each: 48 modules, about 200 KB.
    /// `graph`'s default dot and Mermaid picture of more than 150 modules is an overview of groups, with a note;
    /// `--level module`, `--focus` and the JSON form still give modules.
    func testTheDefaultPictureOfALargeWorkspaceIsAnOverview() throws {
        let workspace = try generate("large", seed: 7, packages: 4, modules: 40, files: 1)
        let dot = try StrataProcess.run(["graph", workspace.path])
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertTrue(dot.stdout.contains("160 modules drawn as 4 groups; --level module draws every module"), dot.stdout)
        XCTAssertEqual(dot.stdout.components(separatedBy: "40 modules").count - 1, 4, dot.stdout)
        let mermaid = try StrataProcess.run(["graph", workspace.path, "--format", "mermaid"])
        XCTAssertTrue(mermaid.stdout.contains("160 modules drawn as 4 groups"), mermaid.stdout)
        for arguments in [["--level", "module"], ["--format", "json"]] {
            let run = try StrataProcess.run(["graph", workspace.path] + arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertFalse(run.stdout.contains("drawn as"), "\(arguments)")
        }
    }

    private func generate(_ name: String, seed: Int, packages: Int = 3, modules: Int = 16, files: Int = 2) throws -> URL {
        let output = directory.appendingPathComponent(name)
        let process = Process()
        process.executableURL = Self.generator
        process.arguments = ["generate", "--packages", String(packages), "--modules", String(modules), "--files", String(files),
                             "--lines", "60", "--cycles", "3", "--seed", String(seed), output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "strata-workspace-generator failed")
        return output
    }

    /// The rule ids `strata rules` lists.
    private func registeredRules() throws -> Set<String> {
        let run = try StrataProcess.run(["rules"])
        XCTAssertEqual(run.status, 0)
        return Set(run.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// Every file below `root` by relative path.
    private func contents(of root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        XCTAssertGreaterThan(files.count, 50)
        return files
    }

    private func jsonObject(_ url: URL) throws -> [String: Any] {
        try jsonObject(Data(contentsOf: url))
    }

    private func jsonObject(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
