import Foundation
import StrataReport
import StrataTestSupport
import XCTest

/// The registry of formats is the one list: each command's formats are the ones that conform to its
/// protocol, and the README's synopsis lists exactly them.
final class ReporterRegistryTests: XCTestCase {
    func testEachCommandOffersTheFormatsThatConformToItsProtocol() {
        XCTAssertEqual(Reporters.names(Reporters.check, default: "text"), ["text", "json", "sarif", "github", "dot", "mermaid", "html"])
        XCTAssertEqual(Reporters.names(Reporters.graph, default: "dot"), ["dot", "json", "mermaid", "html"])
        XCTAssertEqual(Reporters.names(Reporters.diff, default: "text"), ["text", "json", "mermaid"])
        XCTAssertEqual(Reporters.names(Reporters.affected, default: "text"), ["text", "json", "xcodebuild", "swift-test"])
        XCTAssertEqual(Reporters.names(Reporters.metrics, default: "text"), ["text", "json", "csv"])
        XCTAssertEqual(Set(Reporters.all.map { $0.format }).count, Reporters.all.count, "two formats share a name")
    }

    func testTheReadmeSynopsisListsTheRegistry() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let commands: [(String, [String])] = [
            ("check", Reporters.names(Reporters.check, default: "text")),
            ("graph", Reporters.names(Reporters.graph, default: "dot")),
            ("diff", Reporters.names(Reporters.diff, default: "text")),
            ("affected", Reporters.names(Reporters.affected, default: "text")),
            ("metrics", Reporters.names(Reporters.metrics, default: "text")),
        ]
        for (command, names) in commands {
            let line = readme.split(separator: "\n").first { $0.hasPrefix("strata \(command) ") }
            XCTAssertTrue(line?.contains("[--format \(names.joined(separator: "|"))]") == true,
                          "README's synopsis of '\(command)' must list --format \(names.joined(separator: "|")): \(line ?? "no line")")
        }
    }

    func testHelpListsEachFormatOnceWithItsSummaryAndMarksTheDefault() {
        let help = Reporters.help(Reporters.graph, default: "dot").split(separator: "\n").map(String.init)
        XCTAssertEqual(help.count, 4)
        XCTAssertTrue(help[0].hasPrefix(String(repeating: " ", count: 32) + "dot (default)"), help[0])
        XCTAssertTrue(help[0].hasSuffix(DotReporter.summary), help[0])
        XCTAssertTrue(help[1].contains("json") && help[1].hasSuffix(JSONReporter.summary), help[1])
    }
}
