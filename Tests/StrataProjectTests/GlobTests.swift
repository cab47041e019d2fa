import StrataProject
import XCTest

final class GlobTests: XCTestCase {
    private let table: [(pattern: String, text: String, matches: Bool)] = [
        // `*` stays within a segment.
        ("Feature*", "Feature", true),
        ("Feature*", "FeatureChat", true),
        ("Feature*", "Feature/Chat", false),
        ("Feature*", "MyFeature", false),
        ("*Interfaces", "ChatInterfaces", true),
        ("*Interfaces", "Interfaces", true),
        ("*Interfaces", "ChatInterface", false),
        ("*.swift", "File.swift", true),
        ("*.swift", "Sources/File.swift", false),
        ("*", "", true),
        ("*", ".hidden", true),
        // Literal runs between single stars (matched without the automaton).
        ("a*b*a", "aba", true),
        ("a*b*a", "aa", false),
        ("a*a", "a", false),
        ("*ab*", "xaby", true),
        ("*ab*", "a/b", false),
        ("Caf\u{E9}*", "Caf\u{E9}Kit", true),
        ("Chat", "Chat", true),
        ("Chat", "ChatKit", false),
        // `**` crosses segments and may match none.
        ("**", "", true),
        ("**", "a/b/c", true),
        ("Core/**", "Core", true),
        ("Core/**", "Core/Cache", true),
        ("Core/**", "Core/Cache/Disk", true),
        ("Core/**", "CoreKit", false),
        ("Fixtures/**", "Fixtures/a/b", true),
        ("Fixtures/**", "Other/Fixtures/a", false),
        ("**/Tests/**", "Tests/x", true),
        ("**/Tests/**", "Tests", true),
        ("**/Tests/**", "Package/Tests/x/y", true),
        ("**/Tests/**", "MyTests/x", false),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "ab", false),
        ("a/**/b", "a/xb", false),
        ("**.swift", "a/b/File.swift", true),
        ("a**b", "a/x/b", true),
        ("a**b", "ab", true),
        ("***", "a/b", true),
        ("{**/,}Tests", "Tests", true),
        ("{**/,}Tests", "a/b/Tests", true),
        ("{a,b/}**/c", "a/c", true),
        ("{a,b/}**/c", "ac", false),
        ("{a,b/}**/c", "b/x/c", true),
        ("a/**/**", "a/x/y", true),
        // `?` is one character, never `/`.
        ("?", "a", true),
        ("?", "", false),
        ("?", "ab", false),
        ("?", "/", false),
        ("Caf?", "Café", true),
        // Classes.
        ("[abc]", "b", true),
        ("[abc]", "d", false),
        ("[a-z]Kit", "mKit", true),
        ("[a-z]Kit", "MKit", false),
        ("[!abc]", "d", true),
        ("[!abc]", "a", false),
        ("[!abc]", "/", false),
        ("[^abc]", "d", true),
        ("[]a]", "]", true),
        ("[!]]", "]", false),
        ("[!]]", "x", true),
        ("[a-]", "-", true),
        ("[\\]]", "]", true),
        ("[/]", "/", false),
        ("[é]", "é", true),
        ("[à-ÿ]", "é", true),
        // Alternation.
        ("{a,b,c}", "b", true),
        ("{a,b,c}", "d", false),
        ("{Feature,Core}*", "CoreKit", true),
        ("{Feature,Core}*", "AppKit", false),
        ("x{,y}", "x", true),
        ("x{,y}", "xy", true),
        ("{a,{b,c}d}", "cd", true),
        ("{a,{b,c}d}", "a", true),
        ("{a,{b,c}d}", "b", false),
        ("{}", "", true),
        // Escapes and literal punctuation.
        ("\\*", "*", true),
        ("\\*", "a", false),
        ("a\\?", "a?", true),
        ("a\\?", "ab", false),
        ("\\{a\\}", "{a}", true),
        ("a}", "a}", true),
        ("a,b", "a,b", true),
        // Identity is bytes: case and canonical equivalence are not folded.
        ("feature", "Feature", false),
        ("\u{E9}", "e\u{301}", false),
        ("e\u{301}", "e\u{301}", true),
    ]

    func testTable() throws {
        for test in table {
            let glob = try Glob(test.pattern)
            XCTAssertEqual(glob.matches(test.text), test.matches, "'\(test.pattern)' against '\(test.text)'")
        }
    }

    func testMalformedPatterns() {
        let cases: [(pattern: String, message: String)] = [
            ("", "empty pattern"),
            ("[abc", "unclosed '[' at character 1"),
            ("a[", "unclosed '[' at character 2"),
            ("[!", "unclosed '[' at character 1"),
            ("[]", "unclosed '[' at character 1"),
            ("[a\\]", "unclosed '[' at character 1"),
            ("{a,b", "unclosed '{' at character 1"),
            ("{a,{b}", "unclosed '{' at character 1"),
            ("[z-a]", "reversed range in '[' at character 1"),
            ("a\\", "pattern ends with a lone '\\'"),
        ]
        for test in cases {
            XCTAssertThrowsError(try Glob(test.pattern), test.pattern) { error in
                XCTAssertEqual((error as? GlobError)?.message, test.message)
                XCTAssertEqual((error as? GlobError)?.pattern, test.pattern)
                XCTAssertEqual("\(error)", "invalid glob pattern '\(test.pattern)': \(test.message)")
            }
        }
    }

    func testHostilePatternsStayPolynomial() throws {
        let manyA = String(repeating: "a", count: 10_000)
        XCTAssertFalse(try Glob("a*a*a*a*a*a*a*b").matches(manyA))
        XCTAssertTrue(try Glob("a*a*a*a*a*a*a*b").matches(manyA + "b"))
        let segments = Array(repeating: "a", count: 2_000).joined(separator: "/")
        XCTAssertFalse(try Glob("**a**a**a**a**a**b").matches(segments))
        XCTAssertFalse(try Glob("**/a/**/a/**/a/**/b").matches(segments))
        XCTAssertTrue(try Glob(String(repeating: "*", count: 10_000)).matches(manyA))
        XCTAssertTrue(try Glob(String(repeating: "?", count: 10_000)).matches(manyA))
        XCTAssertFalse(try Glob(String(repeating: "{a,", count: 100) + String(repeating: "}", count: 100)).matches("b"))
    }

    func testDeepNestingNeitherCrashesNorRecurses() throws {
        let depth = 100_000
        XCTAssertThrowsError(try Glob(String(repeating: "{", count: depth)))
        XCTAssertThrowsError(try Glob(String(repeating: "[", count: depth)))
        let nested = try Glob(String(repeating: "{", count: depth) + "a" + String(repeating: "}", count: depth))
        XCTAssertTrue(nested.matches("a"))
        XCTAssertFalse(nested.matches("b"))
        let alternatives = try Glob("{" + (0..<10_000).map(String.init).joined(separator: ",") + "}")
        XCTAssertTrue(alternatives.matches("9999"))
        XCTAssertFalse(alternatives.matches("10000"))
    }

    func testEqualityIsThePattern() throws {
        XCTAssertEqual(try Glob("Core/**"), try Glob("Core/**"))
        XCTAssertNotEqual(try Glob("Core/**"), try Glob("Core/*"))
        XCTAssertEqual(try Glob("Feature*").pattern, "Feature*")
    }
}
