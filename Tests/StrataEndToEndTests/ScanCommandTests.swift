import Foundation
import StrataTestSupport
import XCTest

/// `strata scan`: facts of files and directories, paths as given.
final class ScanCommandTests: XCTestCase {
    func testScanOfADirectoryJoinsPathsBelowIt() throws {
        let run = try StrataProcess.run(["scan", "Sources/ModuleC"], in: Fixtures.directory("import-cycle"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"path\": \"Sources/ModuleC/ModuleC.swift\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"module\": \"ModuleB\""), run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("{\n  \"schemaVersion\": 1,"), run.stdout)
    }

    func testScanTextListsImportsWithConditions() throws {
        let fixture = Fixtures.directory("conditional-imports")
        let run = try StrataProcess.run(["scan", ".", "--format", "text"], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("[#if canImport(UIKit)]"), run.stdout)
    }

    func testScanOfAMissingFileIsAUsageError() throws {
        let run = try StrataProcess.run(["scan", "/nonexistent/file.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "strata: error: no such file or directory: /nonexistent/file.swift\n")
    }

    func testScanOfAHostileFileReportsItsProblemAndExitsOne() throws {
        let run = try StrataProcess.run(["scan", Fixtures.directory("hostile").path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("\"problems\""), run.stdout)
    }
}
