import StrataGraph
import StrataRules
import XCTest
@testable import StrataReport

/// The metrics formats on a small hand-made table: order, alignment, packages, quoting.
final class MetricsReporterTests: XCTestCase {
    private func module(_ name: String, package: String = ".", impact: Int, lines: Int) -> ModuleMetrics {
        ModuleMetrics(name: name, package: package, kind: .implementation, files: 1, lines: lines, fanIn: impact, fanOut: 0,
                      impact: impact, impactLines: impact * 10, depth: 0, chain: 1, types: 0, protocols: 0)
    }

    private var metrics: GraphMetrics {
        GraphMetrics(
            modules: [module("Alpha", impact: 1, lines: 10), module("Beta", package: "Packages/a,b", impact: 1, lines: 5),
                      module("Gamma", impact: 2, lines: 100), ModuleMetrics(
                          name: "Foundation", package: "", kind: .external, files: 0, lines: 0, fanIn: 3, fanOut: 0,
                          impact: 3, impactLines: 0, depth: 0, chain: 0, types: 0, protocols: 0)],
            files: 3, lines: 115, edges: 0, implementationEdges: 0, cycles: 0, criticalPath: [2], criticalPathLines: 100,
            longestChain: 1)
    }

    func testRowsAreByImpactThenNameWithoutExternals() {
        XCTAssertEqual(metrics.rows.map(\.name), ["Gamma", "Alpha", "Beta"])
    }

    func testTheTextTableIsAligned() {
        let lines = MetricsTextReporter.report(metrics).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0],
                       "MODULE               KIND            FILES  LINES  FAN-IN  FAN-OUT  IMPACT  SHARE  DEPTH  CHAIN     I     A     D")
        XCTAssertEqual(lines[1],
                       "Gamma                implementation      1    100       2        0       2    17%      0      1  0.00  0.00  1.00")
        XCTAssertEqual(lines[3],
                       "Beta (Packages/a,b)  implementation      1      5       1        0       1     9%      0      1  0.00  0.00  1.00")
        XCTAssertEqual(lines[5], "3 modules, 3 files, 115 lines, 0 edges (0 implementation -> implementation: 0%), 0 cycles")
        XCTAssertEqual(lines[6], "Critical path: 1 module, 100 lines: Gamma")
        XCTAssertTrue(lines.allSatisfy { !$0.hasSuffix(" ") }, "no line ends in a space")
    }

    func testCSVQuotesWhatNeedsQuotes() {
        let rows = CSVReporter.report(metrics).split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 4)
        XCTAssertTrue(rows[3].hasPrefix("Beta,\"Packages/a,b\",implementation,1,5,"), rows[3])
        XCTAssertEqual(CSVReporter.quoted("Core"), "Core")
        XCTAssertEqual(CSVReporter.quoted("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(CSVReporter.quoted("two\r\nlines"), "\"two\r\nlines\"")
    }
}
