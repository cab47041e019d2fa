import Foundation
import StrataManifest
import StrataTestSupport
import XCTest

/// Input no reader may crash, hang or overflow the stack on. Each case is read on a thread with a
/// 512 KiB stack, so that recursion following the input's nesting would crash the test.
final class StaticManifestReaderHostileInputTests: XCTestCase {
    /// Reads `source` on a small-stack thread.
    private func readOnSmallStack(_ source: [UInt8]) -> PackageManifest {
        SmallStack.run { StaticManifestReader.read(source) }
    }

    private func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    func testMalformedInputGivesIssuesNotCrashes() {
        let n = SmallStack.deepNesting
        let cases: [(String, String, UInt)] = [
            ("empty", "", #line),
            ("only a comment", "// swift-tools-version:5.9\n/* unterminated", #line),
            ("unbalanced", #"let package = Package(name: "x", targets: [.target(name: "A")"#, #line),
            ("stray closers", #")))]]]}}} let package = Package(name: "x") ]"#, #line),
            ("wrong closers", #"let package = Package(name: "x", targets: [.target(name: "A"))]"#, #line),
            ("operators only", "let package = + - * / ? : ! ?? && || ...", #line),
            ("keywords only", "let var if else for func extension #if #else #endif #elseif", #line),
            ("unclosed parens", "let package = Package" + repeated("(", n), #line),
            ("unclosed brackets", "let package = " + repeated("[", n), #line),
            // With the import: without it, a file that declares an extension is a source file, not a manifest.
            ("unclosed braces", "import PackageDescription\nextension X " + repeated("{", n), #line),
            ("nested parens", "let package = " + repeated("(", n) + "1" + repeated(")", n), #line),
            ("nested arrays", "let package = Package(name: \"x\", targets: " + repeated("[", n) + repeated("]", n) + ")", #line),
            ("nested braces", "let x = " + repeated("{", n) + repeated("}", n), #line),
            ("nested ifs", repeated("if true {\n", n) + repeated("}\n", n), #line),
            ("nested #if", repeated("#if os(Linux)\n", n) + "let x = 1\n" + repeated("#endif\n", n), #line),
            ("unclosed #if", repeated("#if DEBUG\n", n), #line),
            ("negations", "let package = " + repeated("!", n) + "true", #line),
            ("ternary chain", "let package = " + repeated("true ? 1 : ", n) + "2", #line),
            ("colons", "let package = " + repeated(":", n), #line),
            ("nested interpolations", "let package = Package(name: " + repeated("\"\\(", 2_000) + repeated(")\"", 2_000) + ")", #line),
            ("closures in calls", "let package = Package(name: \"x\", targets: " + repeated("f({", n) + repeated("})", n) + ")", #line),
        ]
        for (name, source, line) in cases {
            let read = readOnSmallStack(Array(source.utf8))
            XCTAssertFalse(read.isFullyUnderstood, name, line: line)
        }
    }

    func testDeepNestingStillReadsWhatFollows() {
        let n = SmallStack.deepNesting
        let source = repeated("#if os(Linux)\n", n) + "let name = \"deep\"\n" + repeated("#endif\n", n)
            + "let junk = " + repeated("[", n) + repeated("]", n) + "\n"
            + "let package = Package(name: name, targets: [.target(name: \"A\")])\n"
        let read = readOnSmallStack(Array(source.utf8))
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.name, "deep")
        XCTAssertEqual(read.targets.map(\.name), ["A"])
    }

    func testGarbageBytes() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20 {
            let bytes = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = readOnSmallStack(bytes)
        }
        let tokens = ["let", "package", "=", "Package", "(", ")", "[", "]", "{", "}", ",", ":", ".target", "name",
                      "\"A\"", "#if", "#endif", "os(Linux)", "+", "?", "!", "\n", "package.targets", "+=", "append",
                      "for", "in", "if", "else", "extension", "static", "var", "func", "$0", ".", "//", "/*", "*/"]
        for _ in 0..<50 {
            let source = (0..<5_000).map { _ in tokens[Int(generator.next() % UInt64(tokens.count))] }.joined(separator: " ")
            _ = readOnSmallStack(Array(source.utf8))
        }
    }

    func testDeepValuesBuiltAcrossStatementsAreBounded() {
        let n = 20_000
        var arrays = "let package = Package(name: \"x\")\nlet a0 = [\"x\"]\n"
        for index in 1..<n { arrays += "let a\(index) = [a\(index - 1)]\n" }
        XCTAssertTrue(readOnSmallStack(Array(arrays.utf8)).isFullyUnderstood)

        var objects = "let t0 = Target.target(name: \"T0\")\n"
        for index in 1..<n { objects += "let t\(index) = Target.target(name: \"T\", dependencies: [t\(index - 1)])\n" }
        for index in 0..<n { objects += "t\(index).dependencies = [t\((index + 1) % n)]\n" }
        objects += "let package = Package(name: \"x\", targets: [t0])\n"
        let read = readOnSmallStack(Array(objects.utf8))
        XCTAssertEqual(read.targets.map(\.name), ["T0"])
    }

    /// 80,000 implicit members in one chain (`.a.a.a…`), as a constant, a dependency and a path: each `.a` extends
    /// the member path in place (it copied the path, O(n²): 19 s in a release build).
    func testLongMemberChainsStayLinear() {
        let chain = repeated(".a", 80_000)
        let target = "let package = Package(name: \"x\", targets: [.target(name: \"A\")])\n"
        XCTAssertEqual(readOnSmallStack(Array(("let x = " + chain + "\n" + target).utf8)).issueLines, [])
        XCTAssertEqual(readOnSmallStack(Array(("let x = Context" + chain + "\n" + target).utf8)).issueLines, [])

        let dependency = "let package = Package(name: \"x\", targets: [.target(name: \"A\", dependencies: [" + chain + "])])\n"
        let read = readOnSmallStack(Array(dependency.utf8))
        XCTAssertEqual(read.targets.map(\.name), ["A"])
        XCTAssertEqual(read.issues.count, 1)
        let message = read.issues.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("skipped a dependency of target 'A': '.a.a.a"), String(message.prefix(80)))
        XCTAssertTrue(message.hasSuffix(".a.a' is not a dependency strata knows"), String(message.suffix(80)))

        let path = "let package = Package(name: \"x\", targets: [.target(name: \"A\", path: " + chain + ")])\n"
        XCTAssertEqual(readOnSmallStack(Array(path.utf8)).targets.map(\.path), [nil])
    }

    func testManyStatementsStayLinear() {
        let n = 20_000
        let appends = "let package = Package(name: \"x\")\n" + repeated("package.targets.append(.target(name: \"T\"))\n", n)
        XCTAssertEqual(readOnSmallStack(Array(appends.utf8)).targets.count, n)

        let concatenations = "var s = \"\"\n" + repeated("s += \"abcdefgh\"\n", n)
            + "let package = Package(name: s)\n"
        XCTAssertEqual(readOnSmallStack(Array(concatenations.utf8)).issues.count, 1)

        let flat = "let package = Package(name: \"x\", targets: [" + repeated(".target(name: \"T\"),", n) + "])"
        XCTAssertEqual(readOnSmallStack(Array(flat.utf8)).targets.count, n)

        // Closures called in place, each run once, and nested ones bounded: no recursion follows the nesting.
        let closures = "let package = Package(name: \"x\", targets: ["
            + repeated("{ let name = \"T\"; return Target.target(name: name) }(),", n / 4) + "])"
        XCTAssertEqual(readOnSmallStack(Array(closures.utf8)).targets.count, n / 4)
        let nested = "let package = Package(name: \"x\", targets: [" + repeated("{ return ", n) + ".target(name: \"T\")"
            + repeated(" }()", n) + "])"
        XCTAssertEqual(readOnSmallStack(Array(nested.utf8)).targets.count, 0)
    }
}
