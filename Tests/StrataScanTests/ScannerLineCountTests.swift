import XCTest
@testable import StrataScan

/// The line count the scanner gives each file: what `lines` of `strata metrics` adds up.
final class ScannerLineCountTests: XCTestCase {
    func testLinesAreLineBreaksPlusAnUnendedLastLine() {
        let table: [(String, Int)] = [
            ("", 0),
            ("\n", 1),
            ("import A", 1),
            ("import A\n", 1),
            ("import A\n\n", 2),
            ("import A\r\nimport B\r\n", 2),
            ("import A\rimport B", 2),
            ("import A\u{2028}import B\n", 1),
            ("#!/usr/bin/swift\nimport A\n", 2),
            // Line breaks inside comments, strings, interpolations and regex literals count.
            ("/* a\n b\n */\nimport A\n", 4),
            ("let s = \"\"\"\n  one\n  \\(x +\n 1)\n  \"\"\"\n", 5),
            ("let r = #/\na\n/#\n", 3),
            // Unterminated constructs still count to the end of the file.
            ("import A\n/* open\n\n", 3),
            ("import A\n\"\"\"\nabc", 3),
        ]
        for (source, lines) in table {
            XCTAssertEqual(scan(source).lines, lines, source.debugDescription)
        }
    }

    func testAByteOrderMarkAloneIsNoLine() {
        XCTAssertEqual(Scanner.scan([0xEF, 0xBB, 0xBF]).lines, 0)
        XCTAssertEqual(Scanner.scan([0xEF, 0xBB, 0xBF] + Array("import A".utf8)).lines, 1)
    }
}
