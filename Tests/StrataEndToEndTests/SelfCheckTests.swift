import Foundation
import StrataTestSupport
import XCTest

/// strata checks its own architecture in CI: its `.strata.json` must pass on the repository and fail on a
/// copy where a stage reaches past the stages it may use.
final class SelfCheckTests: XCTestCase {
    /// A copy of the repository's manifest, configuration and sources (no fixtures, no build folder).
    private func copyOfRepository() throws -> TemporaryTree {
        let workspace = try TemporaryTree()
        for item in ["Package.swift", ".strata.json", "Sources", "Tests", "Benchmarks", "Scripts", "Plugins"] {
            try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent(item),
                                             to: workspace.url(item))
        }
        return workspace
    }

    func testTheRepositoryPassesItsOwnStrictCheck() throws {
        let workspace = try copyOfRepository()
        defer { workspace.remove() }
        let run = try StrataProcess.run(["check", workspace.root.path, "--strict", "--include-tests"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }

    /// Reporters may read the scanner's facts (`strata scan` prints them); rules may not.
    func testARuleThatImportsTheScannerFails() throws {
        let workspace = try copyOfRepository()
        defer { workspace.remove() }
        let rule = "Sources/StrataRules/Rules/CycleRule.swift"
        try workspace.write(rule, "import StrataScan\n" + workspace.text(rule))
        let package = try workspace.text("Package.swift")
        try workspace.write("Package.swift", package.replacingOccurrences(
            of: #"dependencies: ["StrataConfiguration", "StrataGraph", "StrataProject", "StrataText"]"#,
            with: #"dependencies: ["StrataConfiguration", "StrataGraph", "StrataProject", "StrataText", "StrataScan"]"#))
        let run = try StrataProcess.run(["check", workspace.root.path, "--strict", "--include-tests"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("\(rule):1:1: error: StrataRules imports StrataScan: rules read the graph"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[forbidden-dependency]"), run.stdout)
    }

    func testAReaderThatImportsTheGraphFails() throws {
        let workspace = try copyOfRepository()
        defer { workspace.remove() }
        let reader = "Sources/StrataXcode/XcodeProjectReader.swift"
        try workspace.write(reader, "import StrataGraph\n" + workspace.text(reader))
        let run = try StrataProcess.run(["check", workspace.root.path, "--strict", "--include-tests"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error: StrataXcode imports StrataGraph: a project reader knows only the neutral project model"),
                      run.stdout)
    }
}
