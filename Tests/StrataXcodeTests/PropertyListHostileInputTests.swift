import StrataTestSupport
import StrataText
import XCTest

@testable import StrataXcode

final class PropertyListHostileInputTests: XCTestCase {
    /// (input, expected message start, line, column).
    private let malformed: [(input: String, message: String, line: Int, column: Int)] = [
        ("", "unexpected end of file, expected a value", 1, 1),
        ("   \n  ", "unexpected end of file, expected a value", 2, 3),
        ("// only a comment", "unexpected end of file, expected a value", 1, 18),
        ("{", "unexpected end of file, expected a key or '}'", 1, 2),
        ("{a", "expected '=' after the key", 1, 3),
        ("{a =", "unexpected end of file, expected a value", 1, 5),
        ("{a = b", "unexpected end of file, expected ';'", 1, 7),
        ("{a = b}", "expected ';' after the value", 1, 7),
        ("{a = b;", "unexpected end of file, expected a key or '}'", 1, 8),
        ("{= b;}", "expected a key or '}'", 1, 2),
        ("{(a) = b;}", "expected a key or '}'", 1, 2),
        ("(", "unexpected end of file, expected a value", 1, 2),
        ("(a", "unexpected end of file, expected ',' or ')'", 1, 3),
        ("(a b)", "expected ',' or ')' after the array element", 1, 4),
        ("(,)", "unexpected character ',', expected a value", 1, 2),
        ("(a,,)", "unexpected character ',', expected a value", 1, 4),
        ("\"abc", "unterminated string", 1, 1),
        ("{a = \"b;}", "unterminated string", 1, 6),
        ("{a = b; /* never closed }", "unterminated comment", 1, 9),
        ("<0fz>", "unexpected character 'z' in data", 1, 4),
        ("<0f0>", "data has an odd number of hexadecimal digits", 1, 1),
        ("<0f", "unterminated data", 1, 1),
        ("{a = b;} c", "unexpected text after the end of the property list", 1, 10),
        ("{a = b;}}", "unexpected text after the end of the property list", 1, 9),
        ("{a = #;}", "unexpected character '#', expected a value", 1, 6),
        ("\n\n{a = \u{1};}", "unexpected character '0x01', expected a value", 3, 6),
        ("{a = b;}\u{0}", "unexpected text after the end of the property list", 1, 9),
    ]

    func testMalformedInputGivesTheLineAndColumn() {
        for (input, message, line, column) in malformed {
            guard case .failure(let error) = PropertyListParser.parse(Array(input.utf8)) else {
                XCTFail("parsed: \(input.debugDescription)")
                continue
            }
            XCTAssertTrue(error.message.hasPrefix(message), "\(input.debugDescription): \(error.message)")
            XCTAssertEqual(error.position, TextPosition(line: line, column: column), input.debugDescription)
        }
    }

    // MARK: - Deep nesting

    func testDeeplyNestedArrays() throws {
        let depth = SmallStack.deepNesting
        let input =
            Array(repeating: UInt8(ascii: "("), count: depth) + [UInt8(ascii: "x")]
            + Array(repeating: UInt8(ascii: ")"), count: depth)
        guard case .success(let list) = SmallStack.run({ PropertyListParser.parse(input) }) else {
            return XCTFail("deep arrays did not parse")
        }
        XCTAssertEqual(list.nodes.count, depth + 1)
        // Walk down to the string, iteratively.
        var node = list.root
        var levels = 0
        while let child = list.elements(node).first {
            node = child
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(list.text(node), "x")
    }

    func testDeeplyNestedDictionaries() {
        let depth = SmallStack.deepNesting
        let input =
            Array(String(repeating: "{a=", count: depth).utf8) + Array("b".utf8)
            + Array(String(repeating: ";}", count: depth).utf8)
        guard case .success(let list) = SmallStack.run({ PropertyListParser.parse(input) }) else {
            return XCTFail("deep dictionaries did not parse")
        }
        XCTAssertEqual(list.nodes.count, depth * 2 + 1)
    }

    func testManyUnclosedOpenings() {
        let input = Array(repeating: UInt8(ascii: "("), count: SmallStack.deepNesting)
        guard case .failure(let error) = SmallStack.run({ PropertyListParser.parse(input) }) else { return XCTFail("parsed") }
        XCTAssertEqual(error.position, TextPosition(line: 1, column: SmallStack.deepNesting + 1))
    }

    func testDeeplyNestedProjectFileIsAnIssueNotACrash() throws {
        let tree = try TemporaryTree()
        let nested = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        try tree.write(
            "App.xcodeproj/project.pbxproj",
            "{ objects = { A = { isa = PBXProject; x = \(nested); }; }; rootObject = A; }")
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules, [])
        XCTAssertEqual(result.issues, [])
    }

    // MARK: - Truncation and garbage

    func testEveryTruncationOfARealProjectFails() throws {
        let bytes = try XCTUnwrap(FixtureFiles.projectFile())
        guard case .success = PropertyListParser.parse(bytes) else { return XCTFail("the fixture does not parse") }
        var lastLine = 0
        for length in stride(from: 0, to: bytes.count - 2, by: 241) {
            guard case .failure(let error) = PropertyListParser.parse(Array(bytes[..<length])) else {
                return XCTFail("a file cut at \(length) bytes parsed")
            }
            XCTAssertGreaterThanOrEqual(error.position.line, 1)
            lastLine = max(lastLine, error.position.line)
        }
        XCTAssertGreaterThan(lastLine, 1000)
    }

    func testGarbageBytesNeverTrap() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("{}();=,\"'<>/*\\ \n\tabAB09$_:.-+#\u{0}".utf8) + [0xFF, 0xC3, 0xA9, 0x80]
        var failures = 0
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 200)
            let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if case .failure(let error) = PropertyListParser.parse(bytes) {
                failures += 1
                XCTAssertGreaterThanOrEqual(error.position.column, 1)
            }
        }
        XCTAssertGreaterThan(failures, 1_500)
    }

    func testInvalidUTF8InAStringIsReplacedNotRejected() throws {
        let bytes = Array("{a = \"".utf8) + [0xFF, 0xFE] + Array("\";}".utf8)
        guard case .success(let list) = PropertyListParser.parse(bytes) else { return XCTFail("did not parse") }
        XCTAssertEqual(list.string(forKey: "a", in: list.root), "\u{FFFD}\u{FFFD}")
    }
}

/// A small deterministic generator for the garbage tests.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
