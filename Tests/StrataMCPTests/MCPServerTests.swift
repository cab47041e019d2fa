import StrataJSON
import StrataMCP
import XCTest

/// The protocol layer on its own: framing of one line, JSON-RPC's error codes, notifications, ids, and the
/// three methods of a tool server, with tools that echo what they are given.
final class MCPServerTests: XCTestCase {
    let server = MCPServer(name: "test", version: "1.2.3", instructions: "Call echo.", tools: [
        MCPTool(name: "echo", title: "Echo", description: "Gives back its text.",
                inputSchema: .object([("type", .string("object"))])) { arguments in
            guard let text = arguments["text"]?.string else { return .failure("echo needs text") }
            return .success(text, structuredJSON: "{\n  \"text\": \(JSONValue.string(text).rendered())}")
        },
    ])

    /// The response to `line`, parsed; `nil` when there is none.
    func respond(_ line: String) throws -> JSON5Value? {
        guard let response = server.respond(to: Array(line.utf8)[...]) else { return nil }
        XCTAssertFalse(response.contains("\n"), "one line: \(response)")
        return try JSON5.parse(Array(response.utf8))
    }

    func error(_ line: String) throws -> (code: Int?, id: JSON5Value.Kind?) {
        let response = try XCTUnwrap(try respond(line), "no response to \(line)")
        XCTAssertEqual(response["jsonrpc"]?.string, "2.0")
        XCTAssertNil(response["result"])
        return (response["error"]?["code"]?.integer, response["id"]?.kind)
    }

    func testInitializeAnswersTheClientsRevisionWhenKnownElseTheNewest() throws {
        for (asked, answered) in [("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"), ("1999-01-01", "2025-11-25")] {
            let line = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(asked)","#
                + #""capabilities":{},"clientInfo":{"name":"c","version":"0"}}}"#
            let result = try XCTUnwrap(try respond(line)?["result"])
            XCTAssertEqual(result["protocolVersion"]?.string, answered)
            XCTAssertEqual(result["capabilities"]?["tools"]?["listChanged"]?.bool, false)
            XCTAssertEqual(result["serverInfo"]?["name"]?.string, "test")
            XCTAssertEqual(result["serverInfo"]?["version"]?.string, "1.2.3")
            XCTAssertEqual(result["instructions"]?.string, "Call echo.")
        }
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#).code, -32602)
    }

    func testIdsOfStringAndNumberAreEchoedExactly() throws {
        for id in [#""abc""#, #""""#, #""1""#, "0", "-7", "9007199254740993", #""é \" \\n""#] {
            let response = try XCTUnwrap(try respond(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#))
            XCTAssertEqual(response["id"]?.kind, try JSON5.parse(Array(id.utf8)).kind, "id \(id)")
            XCTAssertEqual(response["result"]?.members?.count, 0, "ping's result is {}")
        }
        for id in ["null", "1.5", "true", "[1]", "{}"] {
            let failure = try error(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#)
            XCTAssertEqual(failure.code, -32600, "id \(id)")
            XCTAssertEqual(failure.id, .null)
        }
    }

    func testMalformedLinesAreParseErrorsWithANullId() throws {
        for line in ["{", "garbage", #"{"jsonrpc":"2.0","id":1,"method":"ping""#, "\u{FF}\u{FE}", #"{"a":1} {"b":2}"#] {
            let failure = try error(line)
            XCTAssertEqual(failure.code, -32700, line)
            XCTAssertEqual(failure.id, .null, line)
        }
    }

    func testInvalidRequests() throws {
        XCTAssertEqual(try error(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#).code, -32600, "a batch")
        XCTAssertEqual(try error("[]").code, -32600)
        XCTAssertEqual(try error("42").code, -32600)
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":1}"#).code, -32600, "no method")
        XCTAssertEqual(try error(#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#).code, -32600)
        XCTAssertEqual(try error(#"{"id":1,"method":"ping"}"#).code, -32600, "no jsonrpc")
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":1,"method":7}"#).code, -32600)
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}"#).code, -32602)
    }

    func testUnknownMethodsAreNotFound() throws {
        let failure = try error(#"{"jsonrpc":"2.0","id":"x","method":"resources/list"}"#)
        XCTAssertEqual(failure.code, -32601)
        XCTAssertEqual(failure.id, .string("x"))
    }

    func testNotificationsResponsesAndBlankLinesAreNeverAnswered() throws {
        for line in [
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
            #"{"jsonrpc":"2.0","method":"no/such/notification"}"#,
            #"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"nothing"}}"#,
            #"{"jsonrpc":"1.0","method":7}"#,
            #"{"jsonrpc":"2.0","id":5,"result":{}}"#,
            #"{"jsonrpc":"2.0","id":5,"error":{"code":1,"message":"no"}}"#,
            "", "  \r",
        ] {
            XCTAssertNil(server.respond(to: Array(line.utf8)[...]), line)
        }
    }

    func testToolsListGivesEachToolWithItsSchema() throws {
        let tools = try XCTUnwrap(try respond(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}"#)?["result"]?["tools"]?.array)
        XCTAssertEqual(tools.map { $0["name"]?.string }, ["echo"])
        XCTAssertEqual(tools[0]["title"]?.string, "Echo")
        XCTAssertEqual(tools[0]["description"]?.string, "Gives back its text.")
        XCTAssertEqual(tools[0]["inputSchema"]?["type"]?.string, "object")
        XCTAssertEqual(tools[0]["annotations"]?["readOnlyHint"]?.bool, true)
    }

    func testToolsCallGivesTextStructuredContentAndIsError() throws {
        let call = #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi\n"}}}"#
        let result = try XCTUnwrap(try respond(call)?["result"])
        XCTAssertEqual(result["content"]?.array?.count, 1)
        XCTAssertEqual(result["content"]?.array?.first?["type"]?.string, "text")
        XCTAssertEqual(result["content"]?.array?.first?["text"]?.string, "hi\n")
        XCTAssertEqual(result["structuredContent"]?["text"]?.string, "hi\n")
        XCTAssertEqual(result["isError"]?.bool, false)

        let failed = try XCTUnwrap(try respond(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo"}}"#)?["result"])
        XCTAssertEqual(failed["content"]?.array?.first?["text"]?.string, "echo needs text")
        XCTAssertNil(failed["structuredContent"])
        XCTAssertEqual(failed["isError"]?.bool, true)
    }

    func testToolsCallOfAnUnknownToolOrWithoutANameIsInvalidParams() throws {
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"ech"}}"#).code, -32602)
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}}"#).code, -32602)
        XCTAssertEqual(try error(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":[]}}"#).code, -32602)
    }
}
