import XCTest
@testable import StrataXcodeGen

final class YAMLParserTests: XCTestCase {
    /// Every construct of the subset, as written → as read.
    private let table: [(yaml: String, expected: String)] = [
        // Block mappings and sequences.
        ("a: 1\nb: two\n", #"{a: "1", b: "two"}"#),
        ("a:\n  b:\n    c: d\n", #"{a: {b: {c: "d"}}}"#),
        ("- a\n- b\n", #"["a", "b"]"#),
        ("a:\n  - x\n  - y\nb: z\n", #"{a: ["x", "y"], b: "z"}"#),
        ("a:\n- x\n- y\nb: z\n", #"{a: ["x", "y"], b: "z"}"#),
        ("- a: 1\n  b: 2\n- c: 3\n", #"[{a: "1", b: "2"}, {c: "3"}]"#),
        ("- - a\n  - b\n- c\n", #"[["a", "b"], "c"]"#),
        ("a:\nb: 1\n", #"{a: ~, b: "1"}"#),
        ("- \n- x\n", #"[~, "x"]"#),
        ("key with spaces: value with spaces\n", #"{key with spaces: "value with spaces"}"#),
        ("url: https://github.com/a/b\n", #"{url: "https://github.com/a/b"}"#),
        ("flag: -DIS_APP\n", #"{flag: "-DIS_APP"}"#),
        ("path: ${target_name}/Sources\n", #"{path: "${target_name}/Sources"}"#),
        ("a: ~\nb: null\nc: 'null'\n", #"{a: ~, b: ~, c: '"null"}"#),
        // Flow collections.
        ("a: [x, y, z]\n", #"{a: ["x", "y", "z"]}"#),
        ("a: {b: 1, c: 2}\n", #"{a: {b: "1", c: "2"}}"#),
        ("a: []\nb: {}\n", "{a: [], b: {}}"),
        ("a: [x, [y, z], {k: v}]\n", #"{a: ["x", ["y", "z"], {k: "v"}]}"#),
        ("a: [x,\n  y, # comment\n  z,\n]\n", #"{a: ["x", "y", "z"]}"#),
        ("{\"a\":1, 'b': [2]}\n", #"{a: "1", b: ["2"]}"#),
        ("a: [k: v, w]\n", #"{a: [{k: "v"}, "w"]}"#),
        ("a: {b, c: d}\n", #"{a: {b: ~, c: "d"}}"#),
        // Quoted scalars.
        ("a: 'it''s'\n", #"{a: '"it\'s"}"#),
        (#"a: "tab\there\nline \"q\" \\ \u00e9 \x41""# + "\n", "{a: \"\"tab\\there\\nline \\\"q\\\" \\\\ é A\"}"),
        ("a: \"one\n  two\n\n  three\"\n", #"{a: ""one two\nthree"}"#),
        ("a: 'one\n  two'\n", #"{a: '"one two"}"#),
        ("a: \"joined\\\n  here\"\n", #"{a: ""joinedhere"}"#),
        ("'quoted key': v\n", #"{quoted key: "v"}"#),
        ("a: ''\n", #"{a: '""}"#),
        // Multi-line plain scalars.
        ("a: one\n  two\n  three\nb: c\n", #"{a: "one two three", b: "c"}"#),
        ("- one\n  two\n\n  three\n", #"["one two\nthree"]"#),
        // Comments and document markers.
        ("# header\na: 1 # trailing\n# between\nb: 2\n", #"{a: "1", b: "2"}"#),
        ("a: x#not a comment\n", #"{a: "x#not a comment"}"#),
        ("---\na: 1\n", #"{a: "1"}"#),
        ("%YAML 1.2\n---\na: 1\n...\n", #"{a: "1"}"#),
        ("--- \n- a\n", #"["a"]"#),
        // Anchors, aliases, merge keys.
        ("a: &x 1\nb: *x\n", #"{a: "1", b: "1"}"#),
        ("base: &b\n  k: 1\n  l: 2\nchild:\n  <<: *b\n  l: 3\n", #"{base: {k: "1", l: "2"}, child: {k: "1", l: "3"}}"#),
        ("a: &a {x: 1}\nb: &b {x: 2, y: 2}\nc:\n  <<: [*a, *b]\n  z: 3\n",
         #"{a: {x: "1"}, b: {x: "2", y: "2"}, c: {x: "1", y: "2", z: "3"}}"#),
        ("l: &l [1, 2]\nm: *l\n", #"{l: ["1", "2"], m: ["1", "2"]}"#),
        ("- &s\n  k: v\n- *s\n", #"[{k: "v"}, {k: "v"}]"#),
        ("a: &x 1\nb: &x 2\nc: *x\n", #"{a: "1", b: "2", c: "2"}"#),
        ("\"<<\": 1\n", #"{<<: "1"}"#),
        // Block scalars.
        ("s: |\n  line 1\n  line 2\nn: 1\n", #"{s: |"line 1\nline 2\n", n: "1"}"#),
        ("s: >\n  folded\n  text\n\n  para\n", #"{s: >"folded text\npara\n"}"#),
        ("s: |-\n  stripped\n\n", #"{s: |"stripped"}"#),
        ("s: |+\n  kept\n\n", #"{s: |"kept\n\n"}"#),
        ("s: |2\n    indented\n", #"{s: |"  indented\n"}"#),
        ("s: |\n  a\n    b\n  c\n", #"{s: |"a\n  b\nc\n"}"#),
        ("s: > # comment\n  x\n", #"{s: >"x\n"}"#),
        ("s: |\nn: 1\n", #"{s: |"", n: "1"}"#),
        // Line breaks and encodings.
        ("a: 1\r\nb: 2\r\n", #"{a: "1", b: "2"}"#),
        ("\u{FEFF}a: 1\n", #"{a: "1"}"#),
        ("a: 1", #"{a: "1"}"#),
        ("a:\t1\n", #"{a: "1"}"#),
        ("", "nil"),
        ("# only a comment\n", "nil"),
        ("scalar\n", #""scalar""#),
        ("é: ü\n", #"{é: "ü"}"#),
    ]

    func testTable() {
        for (yaml, expected) in table {
            let parsed = parseYAML(yaml)
            XCTAssertNil(parsed.error, "\(yaml.debugDescription): \(String(describing: parsed.error))")
            XCTAssertEqual(render(parsed.root), expected, yaml.debugDescription)
        }
    }

    func testPositionsCountFromOne() throws {
        let yaml = "name: App\ntargets:\n  Feed:\n    type: framework\n    sources:\n      - path: Feed\n"
            + "        excludes: [\"*.md\"]\n"
        let root = try XCTUnwrap(parseYAML(yaml).root)
        let targets = try XCTUnwrap(root.pair("targets"))
        XCTAssertEqual([targets.key.line, targets.key.column], [2, 1])
        let feed = try XCTUnwrap(root["targets"]?.pair("Feed"))
        XCTAssertEqual([feed.key.line, feed.key.column], [3, 3])
        let type = try XCTUnwrap(feed.value["type"])
        XCTAssertEqual([type.line, type.column], [4, 11])
        let source = try XCTUnwrap(feed.value["sources"]?.items?.first)
        XCTAssertEqual([source.line, source.column], [6, 9])
        let exclude = try XCTUnwrap(source["excludes"]?.items?.first)
        XCTAssertEqual([exclude.line, exclude.column], [7, 20])
    }

    func testColumnsCountCharactersNotBytes() throws {
        let root = try XCTUnwrap(parseYAML("é: [ü, x]\n").root)
        let x = try XCTUnwrap(root["é"]?.items?.last)
        XCTAssertEqual([x.line, x.column], [1, 8])
    }

    func testAliasKeepsTheAnchoredNodesPlace() throws {
        let root = try XCTUnwrap(parseYAML("a: &x\n  k: v\nb: *x\n").root)
        XCTAssertEqual(root["b"]?.line, 2)
        XCTAssertEqual(root["b"]?["k"]?.text, "v")
    }

    func testDuplicateKeysKeepTheLaterWithAnIssue() {
        let parsed = parseYAML("a: 1\nb: 2\na: 3\n")
        XCTAssertEqual(render(parsed.root), #"{b: "2", a: "3"}"#)
        XCTAssertEqual(parsed.issues.map(\.line), [3])
    }

    func testBooleansAsXcodeGenReadsThem() {
        let root = parseYAML("a: yes\nb: False\nc: 'true'\nd: maybe\n").root
        XCTAssertEqual(root?["a"]?.bool, true)
        XCTAssertEqual(root?["b"]?.bool, false)
        XCTAssertEqual(root?["c"]?.bool, true)
        XCTAssertNil(root?["d"]?.bool)
    }
}
