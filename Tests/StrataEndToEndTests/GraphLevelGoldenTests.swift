import Foundation
import StrataTestSupport
import XCTest

/// `strata graph --level component` and `--level type` on the DI and type fixtures: golden files, and
/// the dot output renders with Graphviz when it is installed.
final class GraphLevelGoldenTests: XCTestCase {
    /// A fixture and the level whose outputs it keeps as `expected.<level>.dot` and `expected.<level>.json`.
    static let cases: [(fixture: String, level: String)] = [
        ("needle-missing-provider", "component"),
        ("needle-missing-provider-fixed", "component"),
        ("needle-two-parents", "component"),
        ("needle-parent-cycle", "component"),
        ("needle-multi-module", "component"),
        ("easydi-bad-substitution", "component"),
        ("type-cycle", "type"),
    ]

    func testGoldenOutputs() throws {
        for (fixture, level) in Self.cases {
            let directory = Fixtures.directory(fixture)
            for format in ["dot", "json"] {
                let run = try StrataProcess.run(["graph", directory.path, "--level", level, "--format", format])
                XCTAssertEqual(run.status, 0, "graph --level \(level) on \(fixture): \(run.stderr)")
                XCTAssertEqual(run.stderr, "")
                Golden.assertMatches(run.stdout, file: directory.appendingPathComponent("expected.\(level).\(format)"),
                                     message: "graph --level \(level) --format \(format) on \(fixture)")
            }
        }
    }

    func testDotOutputRendersWithGraphviz() throws {
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("Graphviz is not installed")
        }
        for (fixture, level) in Self.cases {
            let input = Fixtures.directory(fixture).appendingPathComponent("expected.\(level).dot")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg", input.path, "-o", "/dev/null"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(process.terminationStatus, 0, "dot -Tsvg on \(fixture) (\(level)): \(message)")
        }
    }

    func testFocusAndUsageErrors() throws {
        let fixture = Fixtures.directory("needle-missing-provider").path
        let focused = try StrataProcess.run(["graph", fixture, "--level", "component", "--focus", "ChatListComponent",
                                             "--depth", "1"])
        XCTAssertEqual(focused.status, 0, focused.stderr)
        XCTAssertTrue(focused.stdout.contains("ChatCoordinatorComponent"), focused.stdout)
        XCTAssertFalse(focused.stdout.contains("ApplicationComponent"), focused.stdout)
        let unknown = try StrataProcess.run(["graph", fixture, "--level", "component", "--focus", "Nope"])
        XCTAssertEqual(unknown.status, 2)
        let reverse = try StrataProcess.run(["graph", fixture, "--level", "component", "--focus", "App*", "--reverse"])
        XCTAssertEqual(reverse.status, 2, "--reverse selects modules only")
        let mermaid = try StrataProcess.run(["graph", fixture, "--level", "component", "--format", "mermaid"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(mermaid.stdout.hasPrefix("flowchart TD\n"), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains("c2 --> c3"), mermaid.stdout)
        let types = try StrataProcess.run(["graph", Fixtures.directory("type-cycle").path, "--level", "type",
                                           "--focus", "Orders", "--depth", "0", "--format", "json"])
        XCTAssertEqual(types.status, 0, types.stderr)
        XCTAssertTrue(types.stdout.contains("\"name\": \"Order\""), types.stdout)
        XCTAssertFalse(types.stdout.contains("\"name\": \"Refund\""), types.stdout)
    }
}
