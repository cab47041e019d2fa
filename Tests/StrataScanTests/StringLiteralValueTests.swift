import XCTest
@testable import StrataScan

/// Decoded values of string literal tokens.
final class StringLiteralValueTests: XCTestCase {
    func testValues() {
        let table: [(String, String?)] = [
            (#""""#, ""),
            ("#\"\"\"#", "\""),
            ("#\"\"\"\"#", "\"\""),
            (#""abc""#, "abc"),
            (#""a\nb\tc\rd\0e""#, "a\nb\tc\rd\0e"),
            (#""\"\\\'""#, "\"\\'"),
            (#""\u{41}\u{1F600}\u{e9}""#, "A😀é"),
            (#""\u{D800}""#, #"\u{D800}"#),
            (#""\u41""#, #"\u41"#),
            (#""\q""#, #"\q"#),
            (#""\(x)""#, nil),
            (##"#"a\nb"#"##, #"a\nb"#),
            (##"#"a\#nb"#"##, "a\nb"),
            (##"#"a"b"#"##, #"a"b"#),
            (###"##"\#n\##t"##"###, "\\#n\t"),
            (##"#"\(x)"#"##, #"\(x)"#),
            ("\"\"\"\n  a\n    b\n  \"\"\"", "a\n  b"),
            ("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"", "a\nb"),
            ("\"\"\"\n\ta\n\n\tb\n\t\"\"\"", "a\n\nb"),
            ("\"\"\"\n  a \\\n  b\n  \"\"\"", "a b"),
            ("\"\"\"\n  a\\\\\n  b\n  \"\"\"", "a\\\nb"),
            ("\"\"\"\n  a\\n\n  \"\"\"", "a\n"),
            ("\"\"\"\n\"\"\"", ""),
            ("\"\"\"\n\n\"\"\"", ""),
            ("\"\"\"\n\n\n\"\"\"", "\n"),
            ("#\"\"\"\n  a\\n\"\n  \"\"\"#", "a\\n\""),
            ("\"abc", "abc"),
            ("\"\"\"\n  abc", "  abc"),
        ]
        for (source, expected) in table {
            XCTAssertEqual(literalValue(source), expected, source.debugDescription)
        }
    }

    func testNonStringTokenHasNoValue() {
        XCTAssertNil(literalValue("abc"))
        XCTAssertNil(literalValue("42"))
    }

    /// Interpolations valued by the caller (a manifest's `"\(name)Lambda"`): one it cannot value makes none.
    func testInterpolationsTakeTheValuesGiven() {
        func value(_ source: String) -> String? {
            let bytes = Array(source.utf8)
            return bytes.withUnsafeBytes { buffer in
                guard let first = Lexer.tokenize(buffer).tokens.first else { return "<no token>" }
                return stringLiteralValue(first, in: buffer) { code in
                    let written = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[code]), as: UTF8.self)
                    return ["name": "Faqs", "f(x)": "call"][written]
                }
            }
        }
        XCTAssertEqual(value(#""\(name)Lambda\t""#), "FaqsLambda\t")
        XCTAssertEqual(value(#""./\(name)/\(f(x))""#), "./Faqs/call")
        XCTAssertEqual(value("\"\"\"\n  \\(name)\n  \"\"\""), "Faqs")
        XCTAssertNil(value(#""\(other)""#))
        XCTAssertNil(literalValue(#""\(name)""#), "without values, an interpolated literal has none")
    }
}
