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

    func testScanGivesATypealiasItsAliasedTypeNotAnInheritance() throws {
        let fixture = Fixtures.directory("conditional-imports")
        let json = try StrataProcess.run(["scan", "Sources/Platform/PlatformColor.swift"], in: fixture)
        XCTAssertEqual(json.status, 0, json.stderr)
        let indent = "\n" + String(repeating: " ", count: 10)
        XCTAssertTrue(json.stdout.contains(["\"name\": \"PlatformColor\",", "\"inherits\": [],", "\"genericParameters\": [],",
                                            "\"aliasOf\": \"UIColor\","].joined(separator: indent)), json.stdout)
        let text = try StrataProcess.run(["scan", "Sources/Platform/PlatformColor.swift", "--format", "text"], in: fixture)
        XCTAssertTrue(text.stdout.contains(" typealias PlatformColor = NSColor  [#if #elseif os(macOS)]\n"), text.stdout)
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
