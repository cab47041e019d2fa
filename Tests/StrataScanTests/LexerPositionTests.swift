import XCTest
@testable import StrataScan

/// Lines, columns, byte ranges and the spacing flags.
final class LexerPositionTests: XCTestCase {
    /// (line, column) of every token.
    private func positions(_ bytes: [UInt8]) -> [[UInt32]] {
        lexFile(bytes).tokens.map { [$0.line, $0.column] }
    }

    private func positions(_ source: String) -> [[UInt32]] { positions(Array(source.utf8)) }

    func testLineEnds() {
        let table: [(String, [[UInt32]])] = [
            ("a\nb", [[1, 1], [2, 1]]),
            ("a\r\nb", [[1, 1], [2, 1]]),
            ("a\rb", [[1, 1], [2, 1]]),
            ("a\r\n\r\n\rb", [[1, 1], [4, 1]]),
            ("a\n\rb", [[1, 1], [3, 1]]),
            ("a\u{2028}b", [[1, 1], [1, 5]]),
            ("a\u{2029}b\u{85}c", [[1, 1], [1, 5], [1, 8]]),
            ("  a  b", [[1, 3], [1, 6]]),
            ("é b", [[1, 1], [1, 4]]),
            ("/* \n\n */ a", [[3, 5]]),
            ("// x\r\na", [[2, 1]]),
            ("\"\"\"\r\nx\r\n\"\"\" a", [[1, 1], [3, 5]]),
            ("\"\\(\"\"\"\n\"\"\")\" a", [[1, 1], [2, 7]]),
            ("#/\n\r\n/# a", [[1, 1], [3, 4]]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(positions(source), expected, source.debugDescription)
        }
    }

    func testPreamble() {
        XCTAssertEqual(positions([0xEF, 0xBB, 0xBF] + Array("a b".utf8)), [[1, 1], [1, 3]])
        XCTAssertEqual(positions("#!/usr/bin/env swift\nimport A"), [[2, 1], [2, 8]])
        XCTAssertEqual(positions([0xEF, 0xBB, 0xBF] + Array("#!/x\na".utf8)), [[2, 1]])
        XCTAssertEqual(lexTokens("a\n#!x").map(\.kind), [.identifier, .unknown, .operator, .identifier])
        XCTAssertTrue(lexFile([0xEF, 0xBB, 0xBF]).tokens.isEmpty)
    }

    func testRanges() {
        let tokens = lexFile("ab  \"c\"\n@x").tokens
        XCTAssertEqual(tokens.map { [$0.start, $0.end] }, [[0, 2], [4, 7], [8, 10]])
    }

    func testFlags() {
        let table: [(String, [TokenFlags])] = [
            ("a b", [[.atLineStart], [.spaceBefore]]),
            (" a", [[.atLineStart, .spaceBefore]]),
            ("a(b)", [[.atLineStart], [], [], []]),
            ("a\nb", [[.atLineStart], [.atLineStart, .spaceBefore]]),
            ("a/*x*/b", [[.atLineStart], [.spaceBefore]]),
            ("a/*\n*/b", [[.atLineStart], [.atLineStart, .spaceBefore]]),
            ("a //x\n b", [[.atLineStart], [.atLineStart, .spaceBefore]]),
            ("\"\n", [[.atLineStart, .unterminated]]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(lexFile(source).tokens.map(\.flags), expected, source.debugDescription)
        }
    }

    func testTokenText() {
        let bytes = Array("`class` import é".utf8)
        bytes.withUnsafeBytes { buffer in
            let tokens = Lexer.tokenize(buffer).tokens
            XCTAssertEqual(tokens.map { $0.text(in: buffer) }, ["class", "import", "é"])
            XCTAssertFalse(tokens[0].isIdentifier("class", in: buffer))
            XCTAssertTrue(tokens[1].isIdentifier("import", in: buffer))
            XCTAssertFalse(tokens[1].isIdentifier("impor", in: buffer))
            XCTAssertFalse(tokens[1].isIdentifier("imports", in: buffer))
            XCTAssertFalse(tokens[1].isIdentifier("i", in: buffer))
        }
    }
}
