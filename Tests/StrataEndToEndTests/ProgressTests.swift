import Foundation
import StrataKit
import StrataTestSupport
import XCTest

/// The progress line: drawn late and rarely, erased at the end; never off a terminal.
final class ProgressTests: XCTestCase {
    /// A clock and a screen the test controls.
    private final class Terminal: @unchecked Sendable {
        var time: UInt64 = 0
        var written: [String] = []
    }

    func testNothingIsDrawnBeforeTheDelayAndRedrawsAreSpaced() {
        let terminal = Terminal()
        let line = ProgressLine(delay: 300, interval: 100, write: { terminal.written.append($0) }, now: { terminal.time })
        line.update(scanned: 1, total: 10)
        terminal.time = 299
        line.update(scanned: 2, total: 10)
        XCTAssertEqual(terminal.written, [], "a short run shows nothing")
        terminal.time = 300
        line.update(scanned: 3, total: 10)
        terminal.time = 350
        line.update(scanned: 4, total: 10)
        terminal.time = 400
        line.update(scanned: 5, total: 10)
        terminal.time = 410
        line.update(scanned: 10, total: 10)
        XCTAssertEqual(terminal.written, ["\rstrata: scanned 3/10 files\u{1B}[K", "\rstrata: scanned 5/10 files\u{1B}[K",
                                          "\rstrata: scanned 10/10 files\u{1B}[K"])
        line.finish()
        line.finish()
        XCTAssertEqual(terminal.written.last, "\r\u{1B}[K")
        XCTAssertEqual(terminal.written.count, 4, "the line is erased once")
    }

    func testAShortRunLeavesNothingToErase() {
        let terminal = Terminal()
        let line = ProgressLine(write: { terminal.written.append($0) }, now: { terminal.time })
        line.update(scanned: 1, total: 1)
        line.finish()
        XCTAssertEqual(terminal.written, [])
    }

    func testNoProgressReachesAPipeOrAQuietRun() throws {
        // Off a terminal (the golden tests also require an empty stderr on every fixture).
        let piped = try StrataProcess.run(["check", Fixtures.repositoryRoot.appendingPathComponent("Fixtures").path])
        XCTAssertFalse(piped.stderr.contains("scanned"), piped.stderr)
        XCTAssertFalse(piped.stdout.contains("scanned"), piped.stdout)
    }
}
