import StrataTestSupport
import XCTest
@testable import StrataXcodeGen

final class YAMLHostileTests: XCTestCase {
    /// Input outside the subset, or broken: an error at the right line, never a crash or a guess.
    private let errors: [(yaml: String, line: Int, message: String)] = [
        ("a: \"unterminated\nb: 1\n", 1, "unterminated quoted string"),
        ("a: 1\nb: 'open\n", 2, "unterminated quoted string"),
        ("a:\n\tb: 1\n", 2, "tab character in indentation"),
        ("? complex\n: key\n", 1, "complex mapping keys"),
        ("a: b: c\n", 1, "unexpected ':'"),
        ("a: [1, 2\n", 2, "expected ',' or ']'"),
        ("a: {b: 1\n", 2, "expected ',' or '}'"),
        ("a: ]\n", 1, "without its opening bracket"),
        ("a: *missing\n", 1, "names no anchor"),
        ("a: &self [*self]\n", 1, "names no anchor"),
        ("a: |x\n  text\n", 1, "after a block scalar indicator"),
        ("a: \"bad \\q escape\"\n", 1, "unknown escape"),
        ("a: \"\\uD800\"\n", 1, "names no Unicode character"),
        ("a: @reserved\n", 1, "cannot start a value"),
        ("key: - item\n", 1, "not allowed here"),
        ("a:\n  b: 1\n c: 2\n", 3, "expected"),
        ("a: 1\n  b: 2\n", 2, "unexpected ':'"),
        ("a: 1\nplain line\n", 2, "expected"),
        ("a: [b, - c]\n", 1, "inside [] or {}"),
        ("a: \"x\n---\n\"\n", 2, "document marker inside a quoted string"),
        ("a: 1\u{0}\n", 1, "control character"),
        ("a: [1, 2]: 3\n", 1, "unexpected ':'"),
    ]

    func testErrorsNameTheLine() {
        for (yaml, line, message) in errors {
            let parsed = parseYAML(yaml)
            XCTAssertNil(parsed.root, yaml.debugDescription)
            guard let error = parsed.error else {
                XCTFail("no error for \(yaml.debugDescription)")
                continue
            }
            XCTAssertEqual(error.line, line, "\(yaml.debugDescription): \(error.message)")
            XCTAssertTrue(error.message.contains(message), "\(yaml.debugDescription): \(error.message)")
        }
    }

    func testInvalidUTF8NamesItsLine() {
        let bytes = Array("a: 1\nb: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let parsed = YAMLParser.parse(bytes)
        XCTAssertEqual(parsed.error?.line, 2)
        XCTAssertEqual(parsed.error?.message.contains("not valid UTF-8"), true)
    }

    func testTagsAreLeftOutWithAnIssue() {
        let parsed = parseYAML("a: !!str 1\nb: !custom\n  k: v\nc: 3\n")
        XCTAssertNil(parsed.error)
        XCTAssertEqual(render(parsed.root), #"{a: ~, b: ~, c: "3"}"#)
        XCTAssertEqual(parsed.issues.map(\.line), [1, 3])
        XCTAssertTrue(parsed.issues[0].message.contains("'!!str'"))
    }

    func testOnlyTheFirstDocumentIsRead() {
        let parsed = parseYAML("a: 1\n---\nb: 2\n")
        XCTAssertEqual(render(parsed.root), #"{a: "1"}"#)
        XCTAssertEqual(parsed.issues.map(\.line), [2])
    }

    func testBadMergeValuesAreLeftOut() {
        let parsed = parseYAML("a:\n  <<: 1\n  b: 2\n")
        XCTAssertEqual(render(parsed.root), #"{a: {b: "2"}}"#)
        XCTAssertEqual(parsed.issues.map(\.line), [2])
    }

    // MARK: - Bounds

    func testDeepFlowNestingIsAnIssueNotAStackOverflow() {
        let depth = 100_000
        let yaml = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let parsed = parseYAML(yaml)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.error?.line, 1)
        XCTAssertEqual(parsed.error?.message.contains("deeper than"), true)
        let mappings = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
        XCTAssertEqual(parseYAML(mappings).error?.message.contains("deeper than"), true)
    }

    func testDeepBlockNestingIsAnIssue() {
        let yaml = String(repeating: "- ", count: 100_000) + "x\n"
        let parsed = parseYAML(yaml)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.error?.message.contains("deeper than"), true)
    }

    func testNestingWithinTheLimitIsRead() {
        let depth = YAMLLimits.maxDepth - 1
        let yaml = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
        let parsed = parseYAML(yaml)
        XCTAssertNil(parsed.error)
        XCTAssertEqual(parsed.root?.height, depth + 1)
    }

    func testBillionLaughsIsCapped() {
        var yaml = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*l\(level - 1)"
            yaml += "l\(level): &l\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        let parsed = parseYAML(yaml)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.error?.message.contains("more than \(YAMLLimits.maxNodes) nodes"), true)
        XCTAssertLessThanOrEqual(parsed.error?.line ?? 0, 10)
    }

    func testAliasesCannotBuildTreesDeeperThanTheLimit() {
        let half = YAMLLimits.maxDepth / 2 + 10
        let deep = String(repeating: "[", count: half) + "x" + String(repeating: "]", count: half)
        let nested = String(repeating: "[", count: half) + "*deep" + String(repeating: "]", count: half)
        let yaml = "a: &deep \(deep)\nb: \(nested)\n"
        let parsed = parseYAML(yaml)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.error?.line, 2)
        XCTAssertEqual(parsed.error?.message.contains("deeper than"), true)
    }

    // MARK: - Garbage

    func testEveryTruncationOfARealSpecEndsCleanly() throws {
        let spec = """
        name: App # comment
        options: {bundleIdPrefix: "com.example", deploymentTarget: {iOS: '17.0'}}
        base: &base
          type: framework
          settings:
            SWIFT_ACTIVE_COMPILATION_CONDITIONS: [FEATURE_X, "$(inherited)"]
        targets:
          Feed:
            <<: *base
            sources:
              - path: Feed
                excludes: ["**/*.md"]
            postBuildScripts:
              - script: |
                  echo "done"
                name: 'Done'
          App:
            type: application
            dependencies:
            - target: Feed
        """
        let bytes = Array(spec.utf8)
        XCTAssertNil(YAMLParser.parse(bytes).error)
        for length in 0...bytes.count {
            let parsed = YAMLParser.parse(Array(bytes[0..<length]))
            XCTAssertTrue(parsed.root != nil || parsed.error != nil || length < 5, "length \(length)")
        }
    }

    func testGarbageNeverCrashes() {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array(" \t\n\r-:?,[]{}#&*!|>'\"%@`abc\\012.~<=".utf8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<160, using: &generator)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let parsed = YAMLParser.parse(bytes)
            if let error = parsed.error {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
            }
        }
        for _ in 0..<300 {
            let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertTrue(YAMLParser.parse(bytes).root == nil || bytes.allSatisfy { $0 < 0x80 })
        }
    }
}
