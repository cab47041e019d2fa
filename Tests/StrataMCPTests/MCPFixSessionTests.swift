import Foundation
import StrataJSON
import StrataTestSupport
import XCTest

/// The built `strata mcp` over pipes, driven as an agent drives it: the handshake and the tool list, then `check` on
/// a copy of `Fixtures/fix-swiftpm`, each finding's structured fix applied by plain splicing of the file's bytes (not
/// strata's code), and `check` again; and the `fix` tool, a dry run and then for real.
final class MCPFixSessionTests: XCTestCase {
    func testAnAgentAppliesTheFixesCheckGivesOneAtATime() throws {
        let tree = try TemporaryTree(copying: "fix-swiftpm")
        let server = try MCPClientProcess(in: tree.root)
        try handshake(server)

        let first = try violations(call(server, "check", #"{"path":"."}"#))
        // Tool's dependency is given in a variable: the fix says why no edit makes it.
        let tool = try XCTUnwrap(first.first { $0["rule"]?.string == "unused-dependency" })
        XCTAssertEqual(tool["fix"]?["applicable"]?.bool, false)
        XCTAssertEqual(tool["fix"]?["reason"]?.string, "the dependencies of target 'Tool' are built in code, not written as one list")
        XCTAssertNil(tool["fix"]?["files"])

        // An insertion (an import added), a removal over three lines (`#if DEBUG` block), edits of two files (Feed's
        // entries and `.package(path:)`s in Package.swift, Theme's new product in its own manifest), then Styleguide's
        // entry: one finding at a time, checking again after each.
        var fixed: [String] = []
        for rule in ["missing-import", "self-import", "undeclared-dependency", "undeclared-dependency"] {
            let report = try violations(call(server, "check", #"{"path":"."}"#))
            let finding = try XCTUnwrap(report.first { $0["rule"]?.string == rule }, rule)
            let fix = try XCTUnwrap(finding["fix"], "\(rule) has a fix")
            XCTAssertEqual(fix["applicable"]?.bool, true, rule)
            for file in try XCTUnwrap(fix["files"]?.array, rule) {
                try apply(try XCTUnwrap(file["edits"]?.array), to: tree.url(try XCTUnwrap(file["path"]?.string)))
            }
            fixed.append(try XCTUnwrap(finding["fingerprint"]?.string))
            let after = try violations(call(server, "check", #"{"path":"."}"#)).compactMap { $0["fingerprint"]?.string }
            XCTAssertFalse(after.contains(fixed[fixed.count - 1]), "the \(rule) finding is gone once its fix is applied")
            XCTAssertEqual(after.count, report.count - 1, "nothing new after the \(rule) fix: \(after)")
        }
        XCTAssertEqual(try tree.text("Sources/Feed/Debug.swift"), "import Styleguide\n\nlet debugColor = Palette.accent\n")
        XCTAssertTrue(try tree.text("Sources/Feed/FeedView.swift").hasPrefix("import ApiClient\nimport Core\n"))
        let manifest = try tree.text("Package.swift")
        let links = #"    dependencies: [.package(path: "Packages/Core"), .package(path: "Packages/Theme")],"#
        XCTAssertTrue(manifest.contains(links), manifest)
        let feed = #""Styleguide", .product(name: "Core", package: "Core"), .product(name: "Theme", package: "Theme")]"#
        XCTAssertTrue(manifest.contains(feed), manifest)
        let styleguide = #".target(name: "Styleguide", dependencies: [.product(name: "Theme", package: "Theme")]),"#
        XCTAssertTrue(manifest.contains(styleguide), manifest)
        let theme = try tree.text("Packages/Theme/Package.swift")
        XCTAssertTrue(theme.contains(#"    products: [.library(name: "Theme", targets: ["Theme"])],"#), theme)
        let end = server.finish()
        XCTAssertEqual(end.status, 0, end.stderr)
    }

    func testTheFixToolPlansByDefaultAndWritesWhenAsked() throws {
        let tree = try TemporaryTree(copying: "fix-swiftpm")
        let server = try MCPClientProcess(in: tree.root)
        try handshake(server)
        let manifest = try Data(contentsOf: tree.url("Package.swift"))

        // A dry run unless asked otherwise: the diff of `strata fix --dry-run`, and nothing written.
        let planned = try structured(call(server, "fix", #"{"path":"."}"#))
        XCTAssertEqual(planned["dryRun"]?.bool, true)
        let diff = try XCTUnwrap(planned["diff"]?.string)
        let golden = try String(contentsOf: Fixtures.directory("fix-swiftpm").appendingPathComponent("expected.fix.txt"), encoding: .utf8)
        XCTAssertTrue(golden.hasPrefix(diff) && diff.hasPrefix("--- a/Package.swift\n"), diff)
        XCTAssertEqual(planned["summary"]?["applied"]?.integer, 6)
        XCTAssertEqual(planned["notApplicable"]?.array?.first?["reason"]?.string,
                       "the dependencies of target 'Tool' are built in code, not written as one list")
        XCTAssertEqual(try Data(contentsOf: tree.url("Package.swift")), manifest, "a dry run writes nothing")

        // Written: the unused import goes, and its dependency, then unused, in the next round.
        let made = try structured(call(server, "fix", #"{"path":".","rules":["unused-import","unused-dependency"],"dry_run":false}"#))
        XCTAssertEqual(made["dryRun"]?.bool, false)
        XCTAssertNil(made["diff"])
        XCTAssertEqual(made["applied"]?.array?.compactMap { $0["rule"]?.string }, ["unused-import", "unused-dependency"], "round by round")
        XCTAssertEqual(made["changedFiles"]?.array?.compactMap(\.string), ["Package.swift", "Sources/App/main.swift"])
        XCTAssertEqual(made["restored"]?.array?.count, 0)
        let left = try violations(call(server, "check", #"{"path":"."}"#))
        XCTAssertEqual(left.filter { $0["rule"]?.string == "unused-import" }.count, 0)
        XCTAssertEqual(left.filter { $0["rule"]?.string == "unused-dependency" }.count, 1, "Tool's, not applicable")

        let mistyped = try call(server, "fix", #"{"dry_run":"no"}"#)
        XCTAssertEqual(mistyped["isError"]?.bool, true)
        XCTAssertEqual(mistyped["content"]?.array?.first?["text"]?.string,
                       "argument 'dry_run' of tool 'fix' is a boolean, found a string")
        let end = server.finish()
        XCTAssertEqual(end.status, 0, end.stderr)
    }

    // MARK: - The agent's side

    private var nextID = 0

    /// `initialize`, the `initialized` notification, and `tools/list` naming `check` and `fix`.
    private func handshake(_ server: MCPClientProcess) throws {
        let initialized = try server.request(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"#
            + #""2025-06-18","capabilities":{},"clientInfo":{"name":"MCPFixSessionTests","version":"1"}}}"#)
        XCTAssertEqual(initialized["result"]?["serverInfo"]?["name"]?.string, "strata")
        try server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        let tools = try XCTUnwrap(try server.request(#"{"jsonrpc":"2.0","id":"tools","method":"tools/list"}"#)["result"]?["tools"]?.array)
        let fix = try XCTUnwrap(tools.first { $0["name"]?.string == "fix" }, "tools/list has fix")
        XCTAssertEqual(fix["inputSchema"]?["properties"]?["dry_run"]?["default"]?.bool, true)
        XCTAssertNotNil(tools.first { $0["name"]?.string == "check" })
    }

    /// The result of calling `tool` with `arguments` (a JSON object), which must not be an error.
    private func call(_ server: MCPClientProcess, _ tool: String, _ arguments: String) throws -> JSON5Value {
        nextID += 1
        let response = try server.request(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"tools/call","params":{"name":"\#(tool)","#
            + #""arguments":\#(arguments)}}"#)
        XCTAssertEqual(response["id"]?.integer, nextID)
        return try XCTUnwrap(response["result"], "\(response)")
    }

    private func structured(_ result: JSON5Value) throws -> JSON5Value {
        XCTAssertEqual(result["isError"]?.bool, false, "\(result)")
        return try XCTUnwrap(result["structuredContent"], "\(result)")
    }

    private func violations(_ result: JSON5Value) throws -> [JSON5Value] {
        try XCTUnwrap(try structured(result)["violations"]?.array)
    }

    /// Splices `edits` into the file: each position is the bytes of the lines before it (a line ends at LF, CRLF or a
    /// lone CR) plus its column less one; each replaced span must hold the edit's `oldText`; the last edit goes first.
    private func apply(_ edits: [JSON5Value], to file: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: file))
        var lineStarts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            if bytes[index] == 10 || bytes[index] == 13 { lineStarts.append(index + 1) }
            index += 1
        }
        let offset = { (position: JSON5Value?) throws -> Int in
            let line = try XCTUnwrap(position?["line"]?.integer), column = try XCTUnwrap(position?["column"]?.integer)
            return lineStarts[line - 1] + column - 1
        }
        for edit in edits.reversed() {
            let range = try offset(edit["start"])..<offset(edit["end"])
            XCTAssertEqual(String(decoding: bytes[range], as: UTF8.self), edit["oldText"]?.string, "the file holds oldText")
            bytes.replaceSubrange(range, with: Array(try XCTUnwrap(edit["newText"]?.string).utf8))
        }
        try Data(bytes).write(to: file)
    }
}
