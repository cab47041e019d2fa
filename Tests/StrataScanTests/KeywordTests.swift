import XCTest
@testable import StrataScan

/// The keyword lookup compares packed integer constants; these tests tie them to the spellings.
final class KeywordTests: XCTestCase {
    func testEverySpellingFindsItsKeyword() {
        for keyword in Keyword.allCases {
            XCTAssertEqual(Keyword.lookUp(keyword.spellingText), keyword, keyword.spellingText)
        }
    }

    /// The lexer tests an identifier's first byte and length before the lookup; every keyword must pass
    /// that test, and its near misses must come out as plain identifiers.
    func testTheLexerMarksEveryKeywordAndNoNearMiss() {
        for keyword in Keyword.allCases {
            let spelling = keyword.spellingText
            for (text, expected) in [(spelling, keyword), (spelling + "s", nil), ("_" + spelling, nil)] {
                let tokens = Lexer.tokenize(Array("x \(text) y".utf8)).tokens
                XCTAssertEqual(tokens.count, 3, text)
                XCTAssertEqual(tokens.count == 3 ? Keyword(tokens[1]) : nil, expected, text)
            }
        }
    }

    func testNearMissesAreNotKeywords() {
        for keyword in Keyword.allCases {
            let spelling = keyword.spellingText
            XCTAssertNil(Keyword.lookUp(spelling + "s"), spelling + "s")
            XCTAssertNil(Keyword.lookUp(String(spelling.dropLast())), String(spelling.dropLast()))
            XCTAssertNil(Keyword.lookUp(spelling.uppercased()), spelling.uppercased())
            XCTAssertNil(Keyword.lookUp("_" + spelling.dropFirst()), "_" + spelling.dropFirst())
        }
        for text in ["", "i", "x", "imports", "Import", "classy", "associatedtypes", "fileprivatE", "ifx"] {
            XCTAssertNil(Keyword.lookUp(text), text)
        }
    }

    func testLookUpNearTheEndOfTheBufferReadsNoFurther() {
        // Fewer than 16 bytes after the start: the byte-by-byte path.
        let bytes = Array("x import".utf8)
        bytes.withUnsafeBytes { raw in
            XCTAssertEqual(Keyword(bytes: raw, start: 2, end: 8), .import)
            XCTAssertNil(Keyword(bytes: raw, start: 2, end: 7))
        }
        // Sixteen or more: two word loads, masked to the length.
        let long = Array("import struct Foundation.Date".utf8)
        long.withUnsafeBytes { raw in
            XCTAssertEqual(Keyword(bytes: raw, start: 0, end: 6), .import)
            XCTAssertEqual(Keyword(bytes: raw, start: 7, end: 13), .struct)
            XCTAssertNil(Keyword(bytes: raw, start: 0, end: 7))
        }
    }
}
