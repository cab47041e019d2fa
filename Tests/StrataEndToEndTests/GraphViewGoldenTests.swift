import Foundation
import StrataTestSupport
import XCTest

/// `strata graph` pictures of the module graph on Fixtures/graph-views (a news app: features over clients,
/// interfaces and models, a cycle between two clients, transitive edges, a declared-only edge, a one-module
/// package): each option's dot and Mermaid against golden files, and every dot golden through Graphviz.
final class GraphViewGoldenTests: XCTestCase {
    /// A name for `expected.graph.<name>.dot|mmd`, and the arguments of `graph`.
    static let cases: [(name: String, arguments: [String])] = [
        ("reduced", []),
        ("no-reduce", ["--no-reduce"]),
        ("focus", ["--focus", "FeedFeature"]),
        ("focus-depth-2", ["--focus", "FeedFeature", "--depth", "2"]),
        ("reverse", ["--focus", "Database", "--reverse", "--depth", "2"]),
        ("path", ["--path", "App", "Database"]),
        ("no-path", ["--path", "Models", "App"]),
        ("group", ["--level", "group"]),
        ("group-package", ["--level", "group", "--group-by", "package"]),
        ("layers", ["--cluster", "layer", "--config", "layers.strata.json"]),
    ]

    static let fixture = Fixtures.directory("graph-views")

    func testGoldenPictures() throws {
        try assertPictures("graph", Self.cases, status: 0)
    }

    /// Runs `command` with each case's arguments in dot and Mermaid and compares them with
    /// `expected.<command>.<name>.dot|mmd`.
    private func assertPictures(_ command: String, _ cases: [(name: String, arguments: [String])], status: Int32,
                                line: UInt = #line) throws {
        for (name, arguments) in cases {
            for (format, suffix) in [("dot", "dot"), ("mermaid", "mmd")] {
                let run = try StrataProcess.run([command, ".", "--format", format] + arguments, in: Self.fixture)
                XCTAssertEqual(run.status, status, "\(command) \(arguments): \(run.stderr)", line: line)
                XCTAssertEqual(run.stderr, "", "\(command) \(arguments)", line: line)
                Golden.assertMatches(run.stdout, file: Self.fixture.appendingPathComponent("expected.\(command).\(name).\(suffix)"),
                                     message: "\(command) --format \(format) \(arguments.joined(separator: " "))")
            }
        }
    }

    /// `check --format dot|mermaid` draws part of the graph as `graph` does, its findings' edges still coloured:
    /// around the cycle's ApiClient (red: the cycle; amber: chains), and the routes from App to AnalyticsClient.
    func testCheckPicturesOfPartOfTheGraph() throws {
        try assertPictures("check", [("focus", ["--focus", "ApiClient"]), ("path", ["--path", "App", "AnalyticsClient"])],
                           status: 1)
        let text = try StrataProcess.run(["check", Self.fixture.path, "--focus", "ApiClient"])
        XCTAssertEqual(text.status, 2, text.stdout)
        XCTAssertTrue(text.stderr.contains("use them with --format dot or mermaid"), text.stderr)
    }

    /// The focus keeps only edges that touch it; depth 2 adds the edges one step further out, no sibling's.
    func testFocusKeepsOnlyEdgesOnPathsToAndFromTheFocus() throws {
        let focused = try edges(["--focus", "Database"])
        XCTAssertEqual(focused, ["Database->Models", "FeedFeature->Database", "SettingsFeature->Database"])
        let deeper = try edges(["--focus", "Database", "--depth", "2"])
        XCTAssertEqual(deeper, ["App->FeedFeature", "App->SettingsFeature", "Database->Models", "FeedFeature->Database",
                                "SettingsFeature->Database"])
    }

    func testPathAndGroupUsageErrors() throws {
        for arguments in [["--path", "App", "Nope"], ["--path", "App"], ["--path", "App", "Models", "--focus", "App"],
                          ["--group-by", "suffix"], ["--level", "group", "--group-by", "name"], ["--reduce", "--no-reduce"],
                          ["--level", "type", "--no-reduce"]] {
            let run = try StrataProcess.run(["graph", Self.fixture.path] + arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stdout)")
            XCTAssertTrue(run.stderr.hasPrefix("strata: error: "), run.stderr)
        }
        let misspelt = try StrataProcess.run(["graph", Self.fixture.path, "--path", "App", "Databse"])
        XCTAssertTrue(misspelt.stderr.contains("did you mean 'Database'?"), misspelt.stderr)
    }

    func testDotGoldensRenderWithGraphviz() throws {
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("Graphviz is not installed")
        }
        for (name, _) in Self.cases {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg", Self.fixture.appendingPathComponent("expected.graph.\(name).dot").path, "-o", "/dev/null"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(process.terminationStatus, 0, "dot -Tsvg on expected.graph.\(name).dot: \(message)")
            XCTAssertEqual(message, "", "Graphviz warns on expected.graph.\(name).dot")
        }
    }

    /// The `from->to` edges of `graph --format json` with `arguments`.
    private func edges(_ arguments: [String]) throws -> [String] {
        let run = try StrataProcess.run(["graph", Self.fixture.path, "--format", "json"] + arguments)
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (object["edges"] as? [[String: Any]] ?? []).compactMap { edge -> String? in
            guard let from = edge["from"] as? String, let to = edge["to"] as? String else { return nil }
            return "\(from)->\(to)"
        }
    }
}
