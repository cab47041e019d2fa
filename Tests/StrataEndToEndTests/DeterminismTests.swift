import Foundation
import StrataReport
import StrataTestSupport
import XCTest

/// The same input gives the same bytes, whatever the number of threads.
final class DeterminismTests: XCTestCase {
    func testOneAndEightJobsGiveIdenticalOutputOnEveryFixtureAtOnce() throws {
        // The whole Fixtures folder is one workspace of many packages: the largest input we ship.
        let root = Fixtures.repositoryRoot.appendingPathComponent("Fixtures").path
        for format in Reporters.check.map({ $0.format }) {
            let one = try StrataProcess.run(["check", root, "--format", format, "--jobs", "1"])
            let eight = try StrataProcess.run(["check", root, "--format", format, "--jobs", "8"])
            XCTAssertEqual(one.status, eight.status)
            XCTAssertEqual(one.stdout, eight.stdout,
                           "--jobs 1 and --jobs 8 differ in \(format)")
            XCTAssertFalse(one.stdout.isEmpty)
        }
    }

    func testScanOutputIsIdenticalAcrossJobCounts() throws {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources").path
        let one = try StrataProcess.run(["scan", sources, "--jobs", "1"])
        let eight = try StrataProcess.run(["scan", sources, "--jobs", "8"])
        XCTAssertEqual(one.stdout, eight.stdout)
        XCTAssertEqual(one.status, 0, one.stderr)
    }

    func testTwoJSONReportsAreTheSameBytesAndTimingsAddTheDuration() throws {
        let fixture = Fixtures.directory("import-cycle").path
        let first = try StrataProcess.run(["check", fixture, "--format", "json"])
        let second = try StrataProcess.run(["check", fixture, "--format", "json"])
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.contains("durationMs"), first.stdout)
        let timed = try StrataProcess.run(["check", fixture, "--format", "json", "--timings"])
        XCTAssertTrue(timed.stdout.contains("\"durationMs\": "), timed.stdout)
        XCTAssertEqual(timed.status, first.status)
    }
}
