import StrataJSON
import StrataTestSupport
import StrataText
import XCTest

final class JSON5Tests: XCTestCase {
    // MARK: - Values

    /// Source and the value read, rendered by `render` below.
    private let values: [(source: String, expected: String)] = [
        // Literals.
        ("null", "null"),
        ("true", "true"),
        ("false", "false"),
        // Integers.
        ("0", "0"),
        ("-0", "0"),
        ("42", "42"),
        ("-42", "-42"),
        ("+42", "42"),
        ("9223372036854775807", "9223372036854775807"),
        ("-9223372036854775808", "-9223372036854775808"),
        ("0x1F", "31"),
        ("0XaB", "171"),
        ("-0x10", "-16"),
        ("+0x10", "16"),
        ("0x7FFFFFFFFFFFFFFF", "9223372036854775807"),
        // Other numbers.
        ("9223372036854775808", "9.223372036854776e+18"),
        ("0xFFFFFFFFFFFFFFFFF", "2.9514790517935283e+20"),
        ("1.5", "1.5"),
        (".5", "0.5"),
        ("5.", "5.0"),
        ("-.5", "-0.5"),
        ("+.5", "0.5"),
        ("1e3", "1000.0"),
        ("1E+3", "1000.0"),
        ("15e-1", "1.5"),
        ("0.0", "0.0"),
        ("0e5", "0.0"),
        ("1.e2", "100.0"),
        // Strings.
        ("\"\"", "\"\""),
        ("''", "\"\""),
        ("\"a'b\"", "\"a\\'b\""),
        ("'a\"b'", "\"a\\\"b\""),
        ("'it\\'s'", "\"it\\'s\""),
        ("\"\\\"\"", "\"\\\"\""),
        ("'\\\\'", "\"\\\\\""),
        ("'\\/'", "\"/\""),
        ("'\\b\\f\\v'", "\"\\u{08}\\u{0C}\\u{0B}\""),
        ("'\\n\\r\\t'", "\"\\n\\r\\t\""),
        ("'\\0'", "\"\\0\""),
        ("'\\x41\\x7a'", "\"Az\""),
        ("'\\u00e9\\u00C9'", "\"éÉ\""),
        ("'\\uD83D\\uDE00'", "\"😀\""),
        ("'\\q\\%'", "\"q%\""),
        ("'\\é'", "\"é\""),
        ("'a\\\nb'", "\"ab\""),
        ("'a\\\r\nb'", "\"ab\""),
        ("'a\\\rb'", "\"ab\""),
        ("'a\\\u{2028}b'", "\"ab\""),
        ("'a\u{2028}b\u{2029}c'", "\"a\u{2028}b\u{2029}c\""),
        ("'tab\there'", "\"tab\\there\""),
        ("'NUL\u{0}'", "\"NUL\\0\""),
        ("'日本語'", "\"日本語\""),
        // Arrays.
        ("[]", "[]"),
        ("[ ]", "[]"),
        ("[1]", "[1]"),
        ("[1,]", "[1]"),
        ("[1, 2, [3, [4]],]", "[1,2,[3,[4]]]"),
        ("[[],[[]]]", "[[],[[]]]"),
        // Objects, in the order written, duplicates kept.
        ("{}", "{}"),
        ("{a: 1}", "{a:1}"),
        ("{\"a\": 1, 'b': 2, c: 3,}", "{a:1,b:2,c:3}"),
        ("{z: 1, a: 2, z: 3}", "{z:1,a:2,z:3}"),
        ("{$id: 1, _x: 2, a1: 3}", "{$id:1,_x:2,a1:3}"),
        ("{café: 1, 日本: 2, ǅx: 3}", "{café:1,日本:2,ǅx:3}"),
        ("{\\u0061b: 1, a\\u0062: 2}", "{ab:1,ab:2}"),
        ("{'': 1, 'a b': 2, 'vertical-chain': 3}", "{:1,a b:2,vertical-chain:3}"),
        ("{null: 1, true: 2, Infinity: 3}", "{null:1,true:2,Infinity:3}"),
        ("{a: {b: {c: []}}}", "{a:{b:{c:[]}}}"),
        // Comments and whitespace.
        ("// comment\n1", "1"),
        ("1 // comment", "1"),
        ("/* a */ [ /* b */ 1 /* c */, /* d */ ] /* e */", "[1]"),
        ("/* multi\nline\r\ncomment */ {a /* between */ : // there\n 1}", "{a:1}"),
        ("/**/1", "1"),
        ("/* // */ 1", "1"),
        ("// only a comment at the end\n2\n// trailing", "2"),
        ("[1, // U+2028 and U+2029 end a line comment too\u{2028}2, // x\u{2029}3]", "[1,2,3]"),
        ("\u{FEFF}{}", "{}"),
        ("\u{A0}\u{2028}\u{2029}\u{3000}\u{0B}\u{0C}\t\r\n1", "1"),
    ]

    func testValues() throws {
        for test in values {
            do {
                let value = try JSON5.parse(Array(test.source.utf8))
                XCTAssertEqual(render(value), test.expected, test.source.debugDescription)
            } catch {
                XCTFail("\(test.source.debugDescription): \(error)")
            }
        }
    }

    func testNumberKinds() throws {
        XCTAssertEqual(try JSON5.parse(Array("12".utf8)).kind, .integer(12))
        XCTAssertEqual(try JSON5.parse(Array("12.0".utf8)).kind, .double(12))
        XCTAssertEqual(try JSON5.parse(Array("1e2".utf8)).kind, .double(100))
        XCTAssertEqual(try JSON5.parse(Array("0x10".utf8)).kind, .integer(16))
        XCTAssertEqual(try JSON5.parse(Array("-0x8000000000000000".utf8)).kind, .integer(.min))
        XCTAssertEqual(try JSON5.parse(Array("1e-400".utf8)).kind, .double(0))
    }

    // MARK: - Positions

    func testPositionsOfValuesAndKeys() throws {
        let source = "// config\r\n{\r\n  exclude: ['a',\r  \"é\"],\n\t'n': -1.5, /* x */ z: {},\n}"
        let root = try JSON5.parse(Array(source.utf8))
        XCTAssertEqual(root.position, TextPosition(line: 2, column: 1))
        guard case .object(let members) = root.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["exclude", "n", "z"])
        XCTAssertEqual(members.map(\.keyPosition), [
            TextPosition(line: 3, column: 3), TextPosition(line: 5, column: 2), TextPosition(line: 5, column: 21),
        ])
        XCTAssertEqual(members.map(\.value.position), [
            TextPosition(line: 3, column: 12), TextPosition(line: 5, column: 7), TextPosition(line: 5, column: 24),
        ])
        guard case .array(let elements) = members[0].value.kind else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map(\.position), [TextPosition(line: 3, column: 13), TextPosition(line: 4, column: 3)])
    }

    func testColumnsCountUTF8Bytes() throws {
        // "é" is two bytes, "😀" four: the value after `/*é😀*/ ` starts at byte 2 + 2 + 4 + 3 + 1.
        let source = "/*é😀*/ 1"
        XCTAssertEqual(try JSON5.parse(Array(source.utf8)).position, TextPosition(line: 1, column: 12))
    }

    func testLinesEndAtLFCRLFAndLoneCROnly() throws {
        let cases: [(source: String, line: Int, column: Int)] = [
            ("\n1", 2, 1),
            ("\r\n1", 2, 1),
            ("\r1", 2, 1),
            ("\n\r1", 3, 1),
            ("\r\r\n1", 3, 1),
            ("\u{2028}1", 1, 4),
        ]
        for test in cases {
            XCTAssertEqual(try JSON5.parse(Array(test.source.utf8)).position,
                           TextPosition(line: test.line, column: test.column), test.source.debugDescription)
        }
        // A position after a line continuation inside a string.
        XCTAssertThrowsError(try JSON5.parse(Array("'a\\\r\nb' x".utf8))) { error in
            XCTAssertEqual((error as? JSON5SyntaxError)?.position, TextPosition(line: 2, column: 4))
        }
    }

    // MARK: - Errors

    private let errors: [(source: String, line: Int, column: Int, message: String)] = [
        // Structure.
        ("", 1, 1, "unexpected end of input; expected a value"),
        ("  // nothing\n", 2, 1, "unexpected end of input; expected a value"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' after member, found '\"'"),
        ("[1 2]", 1, 4, "expected ',' or ']' after element, found '2'"),
        ("[1}", 1, 3, "expected ',' or ']' after element, found '}'"),
        ("{a: 1]", 1, 6, "expected ',' or '}' after member, found ']'"),
        ("[,]", 1, 2, "expected a value, found ','"),
        ("[1,,]", 1, 4, "expected a value, found ','"),
        ("{,}", 1, 2, "expected a key or '}', found ','"),
        ("{a: 1,,}", 1, 7, "expected a key or '}', found ','"),
        ("{a 1}", 1, 4, "expected ':' after key, found '1'"),
        ("{a: }", 1, 5, "expected a value, found '}'"),
        ("{1: 2}", 1, 2, "expected a key or '}', found '1'"),
        ("{a-b: 2}", 1, 3, "expected ':' after key, found '-'"),
        ("[", 1, 2, "unexpected end of input; expected a value (the '[' at 1:1 is not closed)"),
        ("[1", 1, 3, "unexpected end of input; expected ',' or ']' after element (the '[' at 1:1 is not closed)"),
        ("{\n  a: [1],\n", 3, 1, "unexpected end of input; expected a key or '}' (the '{' at 1:1 is not closed)"),
        ("{a: 1", 1, 6, "unexpected end of input; expected ',' or '}' after member (the '{' at 1:1 is not closed)"),
        ("{a", 1, 3, "unexpected end of input; expected ':' after key (the '{' at 1:1 is not closed)"),
        ("1 2", 1, 3, "expected end of input after the top-level value, found '2'"),
        ("{} {}", 1, 4, "expected end of input after the top-level value, found '{'"),
        ("]", 1, 1, "expected a value, found ']'"),
        ("= 1", 1, 1, "expected a value, found '='"),
        ("[1] / 2", 1, 5, "expected end of input after the top-level value, found '/'"),
        ("/* open", 1, 1, "unterminated block comment"),
        ("[1, /* open\n", 1, 5, "unterminated block comment"),
        // Words.
        ("undefined", 1, 1, "expected a value, found 'undefined' (strings must be quoted)"),
        ("[True]", 1, 2, "expected a value, found 'True' (strings must be quoted)"),
        ("{a: error}", 1, 5, "expected a value, found 'error' (strings must be quoted)"),
        ("Infinity", 1, 1, "Infinity and NaN are not supported; numbers must be finite"),
        ("-Infinity", 1, 1, "Infinity and NaN are not supported; numbers must be finite"),
        ("[NaN]", 1, 2, "Infinity and NaN are not supported; numbers must be finite"),
        ("+NaN", 1, 1, "Infinity and NaN are not supported; numbers must be finite"),
        ("\\x", 1, 1, "expected '\\u' escape in identifier"),
        ("{\\u0031: 1}", 1, 2, "escaped character is not allowed in an identifier"),
        // Numbers.
        ("01", 1, 1, "leading zeros are not allowed"),
        ("-007", 1, 1, "leading zeros are not allowed"),
        ("-", 1, 2, "expected a digit, found end of input"),
        ("+x", 1, 2, "expected a digit, found 'x'"),
        (".", 1, 2, "expected a digit, found end of input"),
        ("[.e1]", 1, 3, "expected a digit, found 'e'"),
        ("1e", 1, 3, "expected a digit in the exponent, found end of input"),
        ("1e+", 1, 4, "expected a digit in the exponent, found end of input"),
        ("0x", 1, 3, "expected a hexadecimal digit after '0x'"),
        ("0xG", 1, 3, "expected a hexadecimal digit after '0x'"),
        ("12abc", 1, 3, "expected a separator after the number, found 'a'"),
        ("0x1g", 1, 4, "expected a separator after the number, found 'g'"),
        ("1.5.2", 1, 4, "expected end of input after the top-level value, found '.'"),
        ("1e400", 1, 1, "number is too large"),
        ("-1e400", 1, 1, "number is too large"),
        // Strings.
        ("\"abc", 1, 1, "unterminated string"),
        ("'abc\"", 1, 1, "unterminated string"),
        ("['a\\", 1, 2, "unterminated string"),
        ("'a\nb'", 1, 3, "line break in string; write '\\n', or end the line with '\\' to continue the string"),
        ("'a\rb'", 1, 3, "line break in string; write '\\n', or end the line with '\\' to continue the string"),
        ("'\\1'", 1, 2, "invalid escape '\\1' in string"),
        ("'\\01'", 1, 2, "'\\0' must not be followed by a digit"),
        ("'\\x4'", 1, 2, "expected 2 hexadecimal digits after '\\x'"),
        ("'\\u12'", 1, 2, "expected 4 hexadecimal digits after '\\u'"),
        ("'\\uZZZZ'", 1, 2, "expected 4 hexadecimal digits after '\\u'"),
        ("'\\uD800'", 1, 2, "unpaired surrogate '\\uD800' in string"),
        ("'\\uDC00'", 1, 2, "unpaired surrogate '\\uDC00' in string"),
        ("'\\uD800\\u0041'", 1, 2, "unpaired surrogate '\\uD800' in string"),
        ("'\\uD800\\uD800'", 1, 2, "unpaired surrogate '\\uD800' in string"),
        ("'\\uD800\\u00'", 1, 8, "expected 4 hexadecimal digits after '\\u'"),
    ]

    func testErrors() {
        for test in errors {
            assertError(Array(test.source.utf8), line: test.line, column: test.column, message: test.message,
                        test.source.debugDescription)
        }
    }

    func testErrorsNameWhatWasFound() {
        let cases: [(bytes: [UInt8], line: Int, column: Int, message: String)] = [
            ([0x00], 1, 1, "expected a value, found U+0000"),
            (Array("[1 ".utf8) + [0x07], 1, 4, "expected ',' or ']' after element, found U+0007"),
            (Array("[1 é]".utf8), 1, 4, "expected ',' or ']' after element, found 'é' (U+00E9)"),
            (Array("[1 \u{200B}]".utf8), 1, 4, "expected ',' or ']' after element, found U+200B"),
            ([0xFF], 1, 1, "expected a value, found invalid UTF-8 byte 0xFF"),
            (Array("{a: 1 ".utf8) + [0xC3], 1, 7, "expected ',' or '}' after member, found invalid UTF-8 byte 0xC3"),
            // Overlong, surrogate and out-of-range encodings are not UTF-8.
            ([0xC0, 0x80], 1, 1, "expected a value, found invalid UTF-8 byte 0xC0"),
            ([0xE0, 0x80, 0x80], 1, 1, "expected a value, found invalid UTF-8 byte 0xE0"),
            ([0xED, 0xA0, 0x80], 1, 1, "expected a value, found invalid UTF-8 byte 0xED"),
            ([0xF4, 0x90, 0x80, 0x80], 1, 1, "expected a value, found invalid UTF-8 byte 0xF4"),
            ([0x80], 1, 1, "expected a value, found invalid UTF-8 byte 0x80"),
            ([UInt8(ascii: "'"), 0xFF, UInt8(ascii: "'")], 1, 2, "invalid UTF-8 in string"),
            ([UInt8(ascii: "'"), 0xE2, 0x82, UInt8(ascii: "'")], 1, 2, "invalid UTF-8 in string"),
            ([UInt8(ascii: "'"), UInt8(ascii: "\\"), 0xFF, UInt8(ascii: "'")], 1, 3, "invalid UTF-8 in string"),
            (Array("{'\u{0}': ".utf8), 1, 7, "unexpected end of input; expected a value (the '{' at 1:1 is not closed)"),
            (Array("{".utf8) + [0xC3, 0xA9, 0xFF], 1, 4, "expected ':' after key, found invalid UTF-8 byte 0xFF"),
        ]
        for test in cases {
            assertError(test.bytes, line: test.line, column: test.column, message: test.message, "\(test.bytes)")
        }
    }

    func testInvalidUTF8InCommentsIsSkipped() throws {
        let bytes = Array("// ".utf8) + [0xFF, 0xFE] + Array("\n/* ".utf8) + [0xC0] + Array(" */ 7".utf8)
        XCTAssertEqual(try JSON5.parse(bytes).kind, .integer(7))
    }

    func testStringsMayHoldNUL() throws {
        XCTAssertEqual(try JSON5.parse([0x22, 0x00, 0x22]).kind, .string("\u{0}"))
    }

    func testErrorDescription() {
        XCTAssertThrowsError(try JSON5.parse(Array("{\n  a: 1 b".utf8))) { error in
            XCTAssertEqual("\(error)", "2:8: expected ',' or '}' after member, found 'b'")
        }
    }

    // MARK: - Hostile input

    func testNestingLimit() throws {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        XCTAssertNoThrow(try JSON5.parse(Array(deepest.utf8)))
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        assertError(Array(tooDeep.utf8), line: 1, column: 257, message: "nesting is deeper than 256 levels")
        let objects = String(repeating: "{a:", count: 300)
        assertError(Array(objects.utf8), line: 1, column: 769, message: "nesting is deeper than 256 levels")
        XCTAssertNoThrow(try JSON5.parse(Array("[[[1]]]".utf8), maxDepth: 3))
        assertError(Array("[[[1]]]".utf8), maxDepth: 2, line: 1, column: 3, message: "nesting is deeper than 2 levels")
    }

    func testAMegabyteOfOpeningBrackets() {
        for opening in ["[", "{a:", "{'':"] {
            let bytes = Array(String(repeating: opening, count: 1 << 20 / opening.utf8.count).utf8)
            XCTAssertThrowsError(try JSON5.parse(bytes)) { error in
                XCTAssertEqual((error as? JSON5SyntaxError)?.message, "nesting is deeper than 256 levels")
            }
            // Without a depth limit the explicit stack still copes, and the end of input is reported.
            let hundredThousand = Array(String(repeating: opening, count: 100_000).utf8)
            XCTAssertThrowsError(try JSON5.parse(hundredThousand, maxDepth: .max)) { error in
                XCTAssertEqual((error as? JSON5SyntaxError)?.position.line, 1)
            }
        }
    }

    func testLargeInputs() throws {
        let count = 100_000
        let array = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
        guard case .array(let elements) = try JSON5.parse(Array(array.utf8)).kind else { return XCTFail() }
        XCTAssertEqual(elements.count, count)
        XCTAssertEqual(elements.last?.position, TextPosition(line: 1, column: 2 * count))

        let object = "{" + (0..<count).map { "k\($0): '\($0)'" }.joined(separator: ",\n") + "}"
        guard case .object(let members) = try JSON5.parse(Array(object.utf8)).kind else { return XCTFail() }
        XCTAssertEqual(members.count, count)
        XCTAssertEqual(members.last?.key, "k\(count - 1)")
        XCTAssertEqual(members.last?.keyPosition.line, count)

        let long = String(repeating: "x", count: 4 << 20)
        XCTAssertEqual(try JSON5.parse(Array("'\(long)'".utf8)).kind, .string(long))
        let comment = "/*" + String(repeating: "*\n", count: 1 << 20) + "*/ 0"
        XCTAssertEqual(try JSON5.parse(Array(comment.utf8)).position.line, (1 << 20) + 1)
        let digits = String(repeating: "9", count: 1 << 20)
        XCTAssertThrowsError(try JSON5.parse(Array(digits.utf8))) // too large for a Double
        XCTAssertEqual(try JSON5.parse(Array(("0." + digits).utf8)).kind, .double(1))
    }

    func testRandomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("{}[]:,'\"\\/*\n\r 0123456789.+-xeEuaIN_$tfn".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                    : UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try JSON5.parse(bytes)
            } catch {
                XCTAssertGreaterThanOrEqual(error.position.line, 1)
                XCTAssertGreaterThanOrEqual(error.position.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
    }

    func testEveryPrefixOfAValidTextIsHandled() {
        let source = Array("// c\n{a: [1, -0x2, .5e1, 'é\\u00e9\\\n', /* x */ {b: null}], \"c\": true,}".utf8)
        XCTAssertNoThrow(try JSON5.parse(source))
        for end in 0..<source.count {
            XCTAssertThrowsError(try JSON5.parse(Array(source[..<end])), "prefix of \(end) bytes")
        }
    }

    // MARK: - Helpers

    private func assertError(_ bytes: [UInt8], maxDepth: Int = JSON5.defaultMaxDepth, line: Int, column: Int,
                             message: String, _ label: String = "", file: StaticString = #filePath, lineNumber: UInt = #line) {
        do {
            let value = try JSON5.parse(bytes, maxDepth: maxDepth)
            XCTFail("\(label): parsed as \(render(value))", file: file, line: lineNumber)
        } catch {
            XCTAssertEqual(error.message, message, label, file: file, line: lineNumber)
            XCTAssertEqual(error.position, TextPosition(line: line, column: column), label, file: file, line: lineNumber)
        }
    }
}

/// A compact rendering of a value: keys unquoted, strings as Swift literals, doubles as Swift prints them.
func render(_ value: JSON5Value) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let bool): return "\(bool)"
    case .integer(let integer): return "\(integer)"
    case .double(let double): return "\(double)"
    case .string(let string): return string.debugDescription
    case .array(let elements): return "[" + elements.map(render).joined(separator: ",") + "]"
    case .object(let members): return "{" + members.map { "\($0.key):" + render($0.value) }.joined(separator: ",") + "}"
    }
}
