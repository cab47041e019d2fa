import Dispatch
import Foundation
import StrataReport
import StrataTestSupport
import XCTest
@testable import StrataKit

/// `--cache DIR` changes no byte of any output: cold, warm, after an edit, and after two runs wrote the cache (its
/// scan and its graphs) at once.
final class ScanCacheOutputTests: XCTestCase {
    /// The JSON report of `root`, through the cache of `directory` when given.
    private static func report(_ root: String, cache directory: String?) throws -> String {
        var options = AnalysisOptions(root: root, includeTests: true, jobs: 2)
        options.cache = directory.map { ScanCacheSettings(directory: $0, toolVersion: "test") }
        let result = try Analyzer.analyze(options)
        XCTAssertEqual(result.warnings, [])
        return JSONReporter.report(result)
    }

    func testReportsAreTheSameColdWarmAndAfterAnEdit() throws {
        for fixture in ["needle-missing-provider", "generated-files", "swinject-unregistered", "conditional-imports"] {
            let tree = try TemporaryTree(copying: fixture)
            let cache = tree.root.deletingLastPathComponent().appendingPathComponent("cache").path
            let uncached = try Self.report(tree.path, cache: nil)
            XCTAssertEqual(try Self.report(tree.path, cache: cache), uncached, "\(fixture), cold")
            XCTAssertEqual(try Self.report(tree.path, cache: cache), uncached, "\(fixture), warm")
            var swiftFiles: [String] = []
            var walker = DirectoryWalker()
            walker.walk(tree.path) { entry in
                if entry.isRegularFile, entry.name.hasSuffix(".swift"), entry.name != "Package.swift" {
                    swiftFiles.append(entry.relativePath)
                }
            }
            let edited = try XCTUnwrap(swiftFiles.sorted().first, fixture)
            try tree.write(edited, try tree.text(edited) + "\nimport EditedAway // strata" + ":ignore cycle\nstruct Added {}\n")
            let changed = try Self.report(tree.path, cache: nil)
            XCTAssertNotEqual(changed, uncached, "\(fixture): the edit of \(edited) shows in no report")
            XCTAssertEqual(try Self.report(tree.path, cache: cache), changed, "\(fixture), warm after editing \(edited)")
        }
    }

    func testTwoRunsWritingAtOnceLeaveACacheTheNextRunReads() throws {
        let tree = try TemporaryTree(copying: "needle-missing-provider")
        let cache = tree.root.deletingLastPathComponent().appendingPathComponent("cache").path
        let uncached = try Self.report(tree.path, cache: nil)
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: cache)
            let reports = Reports()
            let root = tree.path
            DispatchQueue.concurrentPerform(iterations: 2) { _ in reports.add(try? Self.report(root, cache: cache)) }
            XCTAssertEqual(reports.all, [uncached, uncached])
            let files = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
            XCTAssertEqual(files.map { $0.prefix(5) }, ["graph", "proje", "scan-"], "\(files)")
            let settings = ScanCacheSettings(directory: cache, toolVersion: "test")
            XCTAssertGreaterThan(ScanCache.load(settings, identity: tree.path).count, 3)
            XCTAssertEqual(ProjectReadingsCache.read(settings, identity: tree.path)?.readings.count, 1)
            XCTAssertEqual(try Self.report(tree.path, cache: cache), uncached)
        }
    }

    func testTheCommandLineGivesTheSameOutputWithTheCache() throws {
        let cache = try TemporaryTree()
        let fixtures = Fixtures.directory("needle-missing-provider").path
        let plain = try StrataProcess.run(["check", fixtures, "--format", "json"])
        for run in ["cold", "warm"] {
            let cached = try StrataProcess.run(["check", fixtures, "--format", "json", "--cache", cache.path])
            XCTAssertEqual(cached.stdout, plain.stdout, run)
            XCTAssertEqual(cached.status, plain.status, run)
            XCTAssertEqual(cached.stderr, plain.stderr, run)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path).count, 3, "a scan, a graphs and a readings file")
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources/StrataScan").path
        let scanned = try StrataProcess.run(["scan", sources])
        for run in ["cold", "warm"] {
            XCTAssertEqual(try StrataProcess.run(["scan", sources, "--cache", cache.path]).stdout, scanned.stdout, run)
        }
        let empty = try StrataProcess.run(["graph", fixtures, "--cache", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("--cache needs a folder"), empty.stderr)
    }
}

/// Reports that threads hand in.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [String?] = []

    func add(_ report: String?) {
        lock.lock()
        defer { lock.unlock() }
        reports.append(report)
    }

    var all: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return reports
    }
}
