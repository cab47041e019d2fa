import StrataText
import XCTest

@testable import StrataXcode

final class PropertyListParserTests: XCTestCase {
    // MARK: - Valid input

    /// (input, the value rendered compactly: strings in `"…"`, data in `<…>`).
    private let valid: [(input: String, rendered: String)] = [
        ("abc", "\"abc\""),
        ("{}", "{}"),
        ("()", "()"),
        ("( )", "()"),
        ("(a)", "(\"a\")"),
        ("(a,)", "(\"a\")"),
        ("(a, b, c)", "(\"a\",\"b\",\"c\")"),
        ("(a, b, c, )", "(\"a\",\"b\",\"c\")"),
        ("{a = b;}", "{\"a\"=\"b\";}"),
        ("{ a = b; c = (d, e); f = { g = h; }; }", "{\"a\"=\"b\";\"c\"=(\"d\",\"e\");\"f\"={\"g\"=\"h\";};}"),
        // Unquoted strings take [A-Za-z0-9_$+/:.-].
        (
            "{path = System/Library/Frameworks/UIKit.framework;}",
            "{\"path\"=\"System/Library/Frameworks/UIKit.framework\";}"
        ),
        ("{a = -1.5e+3;}", "{\"a\"=\"-1.5e+3\";}"),
        ("{a = x:y;}", "{\"a\"=\"x:y\";}"),
        ("{a = a//b;}", "{\"a\"=\"a//b\";}"),
        ("{a = 8E4A0000002C1D000000001E;}", "{\"a\"=\"8E4A0000002C1D000000001E\";}"),
        // Quoted strings, both quotes.
        ("\"a b\"", "\"a b\""),
        ("'a \"b\"'", "\"a \"b\"\""),
        ("{\"<group>\" = \"\";}", "{\"<group>\"=\"\";}"),
        // Data.
        ("<0fbd 7791>", "<0fbd7791>"),
        ("<>", "<>"),
        ("<AB\ncd>", "<abcd>"),
        // Comments and white space anywhere between tokens.
        ("// !$*UTF8*$!\n{a = b;}", "{\"a\"=\"b\";}"),
        ("{ /* c */ a /* c */ = /* c */ b /* c */ ; /* c */ }", "{\"a\"=\"b\";}"),
        ("( a // c\n , b )", "(\"a\",\"b\")"),
        ("\u{FEFF}{a = b;}", "{\"a\"=\"b\";}"),
        ("\t\r\n{a\n=\nb\n;\n}\n\n", "{\"a\"=\"b\";}"),
        // A repeated key keeps both entries; lookups take the first.
        ("{a = 1; a = 2;}", "{\"a\"=\"1\";\"a\"=\"2\";}"),
    ]

    func testValidInputs() throws {
        for (input, rendered) in valid {
            let list = try parsed(input)
            XCTAssertEqual(render(list), rendered, "input: \(input)")
        }
    }

    func testAParenthesisEndsAnUnquotedString() {
        // `$(` is not an unquoted string: `$` is, `(` is not, so `$(TARGET_NAME)` unquoted is an error.
        XCTAssertNotNil(failure("{v = $(TARGET_NAME);}"))
    }

    // MARK: - Escapes

    func testEscapes() throws {
        let table: [(escaped: String, text: String)] = [
            (#"a\"b"#, "a\"b"),
            (#"a\\b"#, "a\\b"),
            (#"a\'b"#, "a'b"),
            (#"\n\t\r"#, "\n\t\r"),
            (#"\a\b\f\v"#, "\u{07}\u{08}\u{0C}\u{0B}"),
            (#"\U00e9"#, "é"),
            (#"\U00E9t\U00E9"#, "été"),
            (#"\U20ac"#, "€"),
            (#"\UD83D\UDE00"#, "😀"),
            (#"\UD83D"#, "\u{FFFD}"),
            (#"\UD83Dx"#, "\u{FFFD}x"),
            (#"\UDE00"#, "\u{FFFD}"),
            (#"\U41"#, "A"),
            (#"\101"#, "A"),
            (#"\0"#, "\u{0}"),
            (#"\351"#, "é"),
            (#"\q"#, "q"),
            ("é直接", "é直接"),
        ]
        for (escaped, text) in table {
            let list = try parsed("\"\(escaped)\"")
            XCTAssertEqual(list.text(list.root), text, "escaped: \(escaped)")
        }
    }

    // MARK: - Positions

    func testPositionsOfNodes() throws {
        let input =
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tAB12 /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t};\n\t};\n}\n"
        let list = try parsed(input)
        let objects = try XCTUnwrap(list.value(forKey: "objects", in: list.root))
        let entry = try XCTUnwrap(list.entries(objects).first)
        XCTAssertEqual(list.text(entry.key), "AB12")
        XCTAssertEqual(list.position(of: entry.key), TextPosition(line: 4, column: 3))
        XCTAssertEqual(list.position(of: entry.value), TextPosition(line: 4, column: 20))
        let isa = try XCTUnwrap(list.value(forKey: "isa", in: entry.value))
        XCTAssertEqual(list.position(of: isa), TextPosition(line: 5, column: 10))
        XCTAssertEqual(list.position(of: list.root), TextPosition(line: 2, column: 1))
    }

    func testPositionAfterAMultiLineString() throws {
        let list = try parsed("{a = \"x\ny\nz\"; b = c;}")
        let b = try XCTUnwrap(list.value(forKey: "b", in: list.root))
        XCTAssertEqual(list.position(of: b), TextPosition(line: 3, column: 9))
    }

    // MARK: - Accessors

    func testAccessors() throws {
        let list = try parsed("{a = (x, (y), z); b = {c = d;}; e = <00>;}")
        XCTAssertEqual(list.strings(forKey: "a", in: list.root), ["x", "z"])
        XCTAssertNil(list.string(forKey: "a", in: list.root))
        XCTAssertNil(list.string(forKey: "missing", in: list.root))
        XCTAssertNil(list.string(forKey: "e", in: list.root))
        let b = try XCTUnwrap(list.value(forKey: "b", in: list.root))
        XCTAssertEqual(list.string(forKey: "c", in: b), "d")
        XCTAssertTrue(list.elements(b).isEmpty)
        XCTAssertTrue(list.entries(list.value(forKey: "a", in: list.root) ?? 0).isEmpty)
        XCTAssertNil(list.text(-1))
        XCTAssertNil(list.text(list.nodes.count))
    }

    // MARK: - Helpers

    private func parsed(_ input: String, file: StaticString = #filePath, line: UInt = #line) throws -> PropertyList {
        switch PropertyListParser.parse(Array(input.utf8)) {
        case .success(let list): return list
        case .failure(let error):
            XCTFail(
                "\(input): \(error.message) at \(error.position.line):\(error.position.column)", file: file, line: line)
            throw error
        }
    }

    private func failure(_ input: String) -> PropertyListError? {
        if case .failure(let error) = PropertyListParser.parse(Array(input.utf8)) { return error }
        return nil
    }

    /// The value rendered compactly, walking with an explicit stack.
    private func render(_ list: PropertyList) -> String {
        enum Step {
            case node(Int)
            case text(String)
        }
        var output = ""
        var pending: [Step] = [.node(list.root)]
        while let step = pending.popLast() {
            switch step {
            case .text(let text):
                output += text
            case .node(let node):
                switch list.nodes[node].kind {
                case .string: output += "\"" + (list.text(node) ?? "") + "\""
                case .data: output += "<" + (list.text(node) ?? "") + ">"
                case .array:
                    var steps: [Step] = [.text("(")]
                    for (index, element) in list.elements(node).enumerated() {
                        if index > 0 { steps.append(.text(",")) }
                        steps.append(.node(element))
                    }
                    steps.append(.text(")"))
                    pending.append(contentsOf: steps.reversed())
                case .dictionary:
                    var steps: [Step] = [.text("{")]
                    for (key, value) in list.entries(node) {
                        steps += [.node(key), .text("="), .node(value), .text(";")]
                    }
                    steps.append(.text("}"))
                    pending.append(contentsOf: steps.reversed())
                }
            }
        }
        return output
    }
}
