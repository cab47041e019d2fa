import Foundation
import StrataReport
import StrataTestSupport
import XCTest

/// `strata metrics`: its output in every format against the golden files of `Fixtures/metrics`, and its options.
final class MetricsCommandTests: XCTestCase {
    func testEveryFormatMatchesItsGolden() throws {
        let directory = Fixtures.directory("metrics")
        XCTAssertEqual(Reporters.names(Reporters.metrics, default: "text"), ["text", "json", "csv"])
        for format in ["text", "json", "csv"] {
            let run = try StrataProcess.run(["metrics", ".", "--format", format], in: directory)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "")
            let golden = directory.appendingPathComponent("expected.metrics.\(format == "text" ? "txt" : format)")
            Golden.assertMatches(run.stdout, file: golden,
                                 message: "strata metrics --format \(format)")
        }
    }

    func testTextIsTheDefaultAndTestsJoinWhenAsked() throws {
        let directory = Fixtures.directory("metrics").path
        let text = try StrataProcess.run(["metrics", directory])
        XCTAssertTrue(text.stdout.hasPrefix("MODULE "), text.stdout)
        XCTAssertFalse(text.stdout.contains("FeatureTests"), text.stdout)
        let withTests = try StrataProcess.run(["metrics", directory, "--include-tests"])
        XCTAssertTrue(withTests.stdout.contains("\nFeatureTests "), withTests.stdout)
        XCTAssertTrue(withTests.stdout.contains("8 modules, 10 files, 121 lines, 9 edges"), withTests.stdout)
    }

    func testHelpTyposAndBadFormats() throws {
        let help = try StrataProcess.run(["help", "metrics"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: strata metrics [PATH]"), help.stdout)
        XCTAssertTrue(help.stdout.contains("csv"), help.stdout)
        XCTAssertEqual(try StrataProcess.run(["metric"]).stderr,
                       "strata: error: unknown command 'metric'; did you mean 'metrics'? (see 'strata --help')\n")
        let typo = try StrataProcess.run(["metrics", "--include-test"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("did you mean '--include-tests'?"), typo.stderr)
        let format = try StrataProcess.run(["metrics", "--format", "dot"])
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(format.stderr, "strata: error: invalid value 'dot' for --format: expected one of text, json, csv\n")
    }

    func testTheReadmeShowsTheOutputOfTheFixtures() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("swift run strata metrics Fixtures/metrics"))
        let run = try StrataProcess.run(["metrics", "Fixtures/metrics"], in: Fixtures.repositoryRoot)
        XCTAssertTrue(readme.contains("```\n" + run.stdout + "```"), "README's metrics example is stale:\n\(run.stdout)")
        // The budget finding it shows is the fixture's.
        let budget = try String(contentsOf: Fixtures.directory("metric-budget").appendingPathComponent("expected.txt"), encoding: .utf8)
        let lines = budget.split(separator: "\n").filter { $0.contains("CoreNetworking is over") || $0.hasPrefix("note: Changing") }
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(readme.contains(lines.joined(separator: "\n")), "README's budget example is stale:\n\(lines)")
    }
}
