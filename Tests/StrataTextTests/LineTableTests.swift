import StrataText
import XCTest

/// Line tables: where lines start under each kind of line break, and offsets to positions and back.
final class LineTableTests: XCTestCase {
    private func table(_ text: String, _ breaks: LineTable.Breaks) -> LineTable {
        LineTable(Array(text.utf8), breaks: breaks)
    }

    func testLineStartsForEachKindOfBreak() {
        let cases: [(text: String, lineFeed: [Int], anyNewline: [Int])] = [
            ("", [0], [0]),
            ("abc", [0], [0]),
            ("a\nb", [0, 2], [0, 2]),
            ("a\n", [0, 2], [0, 2]),
            ("a\r\nb", [0, 3], [0, 3]),
            ("a\rb", [0], [0, 2]),
            ("a\r", [0], [0, 2]),
            ("\r\n\r\n", [0, 2, 4], [0, 2, 4]),
            ("\n\r\r\n\n", [0, 1, 4, 5], [0, 1, 2, 4, 5]),
            ("é\nü", [0, 3], [0, 3]),
        ]
        for (text, lineFeed, anyNewline) in cases {
            XCTAssertEqual(table(text, .lineFeed).starts, lineFeed, "LF only: \(text.debugDescription)")
            XCTAssertEqual(table(text, .anyNewline).starts, anyNewline, "LF, CRLF, CR: \(text.debugDescription)")
            XCTAssertEqual(table(text, .anyNewline).byteCount, text.utf8.count)
        }
    }

    func testPositionOfEveryOffset() {
        let lines = table("ab\r\ncd\re\n", .anyNewline)
        let expected = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)]
        for (offset, (line, column)) in expected.enumerated() {
            XCTAssertEqual(lines.position(ofOffset: offset), TextPosition(line: line, column: column), "offset \(offset)")
            XCTAssertEqual(lines.line(ofOffset: offset), line, "offset \(offset)")
            XCTAssertEqual(lines.offset(of: TextPosition(line: line, column: column)), offset, "back from offset \(offset)")
        }
        // Columns count bytes, not characters.
        XCTAssertEqual(table("é\né", .lineFeed).position(ofOffset: 2), TextPosition(line: 1, column: 3))
    }

    func testOffsetsOutsideTheTextFallOnTheFirstAndLastLines() {
        let lines = table("a\nb\nc", .lineFeed)
        XCTAssertEqual(lines.line(ofOffset: -5), 1)
        XCTAssertEqual(lines.position(ofOffset: 99), TextPosition(line: 3, column: 96))
        XCTAssertNil(lines.offset(of: TextPosition(line: 0, column: 1)))
        XCTAssertNil(lines.offset(of: TextPosition(line: 4, column: 1)))
    }

    func testLineStartsAndEnds() {
        let lines = table("one\r\ntwo\nthree", .anyNewline)
        XCTAssertEqual(lines.lineCount, 3)
        XCTAssertEqual((1...4).map(lines.start(ofLine:)), [0, 5, 9, 14])
        XCTAssertEqual((1...4).map(lines.end(ofLine:)), [5, 9, 14, 14])
        XCTAssertEqual(lines.start(ofLine: 0), 0, "a line before the first starts where the first does")
        XCTAssertEqual(table("a\n", .lineFeed).lineCount, 2, "a final line break starts an empty last line")
    }

    func testALargeTextIsCountedInOnePass() {
        let text = [UInt8](repeating: UInt8(ascii: "\n"), count: 100_000)
        let lines = LineTable(text, breaks: .lineFeed)
        XCTAssertEqual(lines.lineCount, 100_001)
        XCTAssertEqual(lines.position(ofOffset: 54_321), TextPosition(line: 54_322, column: 1))
    }
}
