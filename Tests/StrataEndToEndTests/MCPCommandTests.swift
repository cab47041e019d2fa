import Foundation
import StrataJSON
import StrataReport
import StrataTestSupport
import XCTest

/// `strata mcp` launched from the built binary and spoken to over pipes as an agent's client does: the handshake,
/// the tool list, and each tool's call on a fixture, whose result is the report its command prints.
final class MCPCommandTests: XCTestCase {
    private let fixture = Fixtures.directory("layers")

    func testASessionOverPipes() throws {
        let server = try MCPClientProcess(in: fixture)
        let initialized = try server.request(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"#
            + #""2025-06-18","capabilities":{},"clientInfo":{"name":"MCPCommandTests","version":"1"}}}"#)
        XCTAssertEqual(initialized["id"]?.integer, 1)
        XCTAssertEqual(initialized["result"]?["protocolVersion"]?.string, "2025-06-18")
        XCTAssertEqual(initialized["result"]?["serverInfo"]?["name"]?.string, "strata")
        XCTAssertEqual(initialized["result"]?["serverInfo"]?["version"]?.string, ToolInfo.version)
        XCTAssertEqual(initialized["result"]?["capabilities"]?["tools"]?["listChanged"]?.bool, false)
        XCTAssertNotNil(initialized["result"]?["instructions"]?.string)
        // The notification gets no answer: the next line is the ping's.
        try server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        XCTAssertEqual(try server.request(#"{"jsonrpc":"2.0","id":"ping-1","method":"ping"}"#)["id"]?.string, "ping-1")

        let tools = try XCTUnwrap(try server.request(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)["result"]?["tools"]?.array)
        XCTAssertEqual(tools.map { $0["name"]?.string }, ["check", "graph", "explain", "metrics", "affected", "fix"])
        for tool in tools {
            XCTAssertEqual(tool["inputSchema"]?["type"]?.string, "object", "\(tool)")
            XCTAssertFalse(tool["description"]?.string?.isEmpty ?? true)
        }

        // check's result is the golden JSON report, as text and as structured content.
        let golden = try String(contentsOf: fixture.appendingPathComponent("expected.json"), encoding: .utf8)
        try assertReport(call(server, 3, "check", #"{"path":"."}"#), equals: golden, "check")

        // The others, each against its command's own output.
        try assertReport(call(server, 4, "graph", #"{"focus":["Analytics"],"depth":2}"#),
                         equals: command(["graph", ".", "--format", "json", "--focus", "Analytics", "--depth", "2"]), "graph --focus")
        try assertReport(call(server, 5, "graph", #"{"path":".","path_between":{"from":"App","to":"Analytics"}}"#),
                         equals: command(["graph", ".", "--format", "json", "--path", "App", "Analytics"]), "graph --path")
        try assertReport(call(server, 6, "metrics", #"{"include_tests":true}"#),
                         equals: command(["metrics", ".", "--format", "json", "--include-tests"]), "metrics")
        try assertReport(call(server, 7, "affected", #"{"files":["Sources/Analytics/Tracker.swift"]}"#),
                         equals: command(["affected", ".", "--format", "json", "--files", "Sources/Analytics/Tracker.swift"]),
                         "affected")
        // git, which `since` runs, reads nothing of the client's messages: the next request is answered.
        try assertReport(call(server, 13, "affected", #"{"since":"HEAD"}"#),
                         equals: command(["affected", ".", "--format", "json", "--since", "HEAD"]), "affected --since")
        let explained = try call(server, 8, "explain", #"{"rule":"layer"}"#)
        XCTAssertEqual(explained["isError"]?.bool, false)
        XCTAssertEqual(text(of: explained).map { $0 + "\n" }, try command(["explain", "layer"]))
        XCTAssertNil(explained["structuredContent"], "a rule's page is Markdown")

        // A tool that cannot run says why in its result; the protocol's errors are JSON-RPC errors.
        let missing = try call(server, 9, "check", #"{"path":"no/such/folder"}"#)
        XCTAssertEqual(missing["isError"]?.bool, true)
        let misspelt = try call(server, 10, "graph", #"{"focuss":["App"]}"#)
        XCTAssertEqual(misspelt["isError"]?.bool, true)
        XCTAssertTrue(text(of: misspelt)?.contains("did you mean 'focus'?") ?? false, "\(misspelt)")
        let mistyped = try call(server, 14, "check", #"{"include_tests":"yes"}"#)
        XCTAssertEqual(text(of: mistyped), "argument 'include_tests' of tool 'check' is a boolean, found a string")
        // A path is never read as an option.
        let optionLike = try call(server, 15, "check", #"{"path":"--update-baseline=x.json"}"#)
        XCTAssertEqual(optionLike["isError"]?.bool, true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.appendingPathComponent("x.json").path))
        let unknownTool = try server.request(#"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"lint"}}"#)
        XCTAssertEqual(unknownTool["error"]?["code"]?.integer, -32602)
        XCTAssertEqual(try server.request(#"{"jsonrpc":"2.0","id":12,"method":"prompts/list"}"#)["error"]?["code"]?.integer, -32601)
        XCTAssertEqual(try server.request("{not json")["error"]?["code"]?.integer, -32700)

        // The end of input ends the server, with nothing more on standard output.
        let end = server.finish()
        XCTAssertEqual(end.status, 0, end.stderr)
        XCTAssertEqual(end.unread, "")
    }

    /// SPEC.md and `strata help mcp` name every tool and every argument `tools/list` gives; README's "For agents"
    /// names every tool; the skill file has the front matter agents read.
    func testTheDocumentsNameEveryToolAndArgument() throws {
        let server = try MCPClientProcess()
        let tools = try XCTUnwrap(try server.request(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)["result"]?["tools"]?.array)
        XCTAssertEqual(server.finish().status, 0)
        let spec = try section(of: "Documentation/SPEC.md", from: "- `mcp` serves", to: "\n- `")
        let readme = try section(of: "README.md", from: "## For agents", to: "\n## ")
        let help = try command(["help", "mcp"])
        for tool in tools {
            let name = try XCTUnwrap(tool["name"]?.string)
            XCTAssertTrue(spec.contains("`\(name)` ("), "SPEC.md's mcp lacks the tool \(name)")
            XCTAssertTrue(readme.contains("`\(name)`"), "README's For agents lacks the tool \(name)")
            XCTAssertTrue(help.contains("  \(name) "), "strata help mcp lacks the tool \(name)")
            for argument in tool["inputSchema"]?["properties"]?.members?.map(\.key) ?? [] {
                XCTAssertTrue(spec.contains("`\(argument)"), "SPEC.md's mcp lacks \(name)'s argument \(argument)")
                XCTAssertTrue(help.contains(argument), "strata help mcp lacks \(name)'s argument \(argument)")
            }
        }
        let skill = try section(of: "Documentation/agents/strata/SKILL.md", from: "---\n", to: "\n---\n")
        XCTAssertTrue(skill.contains("\nname: strata\n"), skill)
        XCTAssertTrue(skill.contains("\ndescription: "), skill)
    }

    // MARK: - Helpers

    /// The text of `file` (in the repository) from `heading` up to the next `next`.
    private func section(of file: String, from heading: String, to next: String) throws -> String {
        let whole = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let start = try XCTUnwrap(whole.range(of: heading), "\(file) has no \(heading)")
        let end = whole.range(of: next, range: start.upperBound..<whole.endIndex)?.lowerBound ?? whole.endIndex
        return String(whole[start.lowerBound..<end])
    }

    /// The result of `tools/call` of `tool` with `arguments` (a JSON object).
    private func call(_ server: MCPClientProcess, _ id: Int, _ tool: String, _ arguments: String) throws -> JSON5Value {
        let response = try server.request(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","#
            + #""arguments":\#(arguments)}}"#)
        XCTAssertEqual(response["id"]?.integer, id)
        return try XCTUnwrap(response["result"], "\(response)")
    }

    /// What `strata arguments` prints in the fixture's folder.
    private func command(_ arguments: [String]) throws -> String {
        let run = try StrataProcess.run(arguments, in: fixture)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr)
        return run.stdout
    }

    private func text(of result: JSON5Value) -> String? {
        result["content"]?.array?.first?["text"]?.string
    }

    /// `result` holds `report` as its text, byte for byte, and as its structured content.
    private func assertReport(_ result: JSON5Value, equals report: String, _ what: String, line: UInt = #line) throws {
        XCTAssertEqual(result["isError"]?.bool, false, "\(what): \(text(of: result) ?? "")", line: line)
        XCTAssertEqual(result["content"]?.array?.first?["type"]?.string, "text", line: line)
        XCTAssertEqual(text(of: result), report, what, line: line)
        let structured = try XCTUnwrap(result["structuredContent"], what, line: line)
        XCTAssertEqual(Self.canonical(structured), Self.canonical(try JSON5.parse(Array(report.utf8))), what, line: line)
    }

    /// A value's content without positions, to compare two parses of one document.
    private static func canonical(_ value: JSON5Value) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .integer(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): JSONValue.string(text).rendered(layout: .line)
        case .array(let elements): "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONValue.string($0.key).rendered(layout: .line) + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }
}
