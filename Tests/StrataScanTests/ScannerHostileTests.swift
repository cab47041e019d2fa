import XCTest
@testable import StrataScan

/// Input built to break the scanner: it must finish, in linear time, and still find the imports.
final class ScannerHostileTests: XCTestCase {
    private let depth = 100_000

    private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// Scans `prefix` followed by an import, which must still be found.
    private func checkImportAfter(_ prefix: String, file: StaticString = #filePath, line: UInt = #line) {
        let facts = scan(prefix + "\nimport A\n")
        XCTAssertEqual(facts.imports.map(\.module), ["A"], file: file, line: line)
        XCTAssertLessThanOrEqual(facts.problems.count, 1, file: file, line: line)
    }

    func testDeepParens() { checkImportAfter(repeated("(", depth) + repeated(")", depth)) }
    func testDeepBrackets() { checkImportAfter(repeated("[", depth) + repeated("]", depth)) }
    func testDeepBraces() { checkImportAfter(repeated("{", depth) + repeated("}", depth)) }
    func testDeepComments() { checkImportAfter(repeated("/*", depth) + repeated("*/", depth)) }
    func testDeepConditionals() { checkImportAfter(repeated("#if X\n", depth) + repeated("#endif\n", depth)) }
    func testDeepInterpolations() { checkImportAfter(repeated("\"\\(", depth) + repeated(")\"", depth)) }
    func testDeepTypes() { checkImportAfter(repeated("struct S {", depth) + repeated("}", depth)) }
    func testDeepExtensions() { checkImportAfter(repeated("extension A.B: C {", depth) + repeated("}", depth)) }
    func testDeepClosuresInTypes() { checkImportAfter(repeated("class C { var x = {", depth) + repeated("} }", depth)) }
    func testDeepSugaredExtensions() {
        checkImportAfter("extension " + repeated("[", depth) + "Int" + repeated("]", depth) + repeated("?", depth) + " {}")
    }
    func testUnclosedSugaredExtensions() { checkImportAfter(repeated("extension [", depth)) }
    func testDeepGenerics() { checkImportAfter("struct S" + repeated("<T", depth) + repeated(">", depth) + " {}") }
    func testManyAttributes() { checkImportAfter(repeated("@a(b) ", depth)) }
    func testUnclosedParens() { checkImportAfter(repeated("(", depth)) }
    func testUnclosedInterpolations() { checkImportAfter(repeated("\"\\(", depth)) }
    func testUnclosedRegexLikeSlashes() { checkImportAfter(repeated("(/[", depth)) }

    func testDeepDeclarationsAreBounded() {
        let facts = scan(repeated("struct S {", depth) + repeated("}", depth))
        XCTAssertEqual(facts.declarations.count, FactExtractor.maxNesting)
        XCTAssertEqual(facts.declarations.last?.parents.count, FactExtractor.maxNesting - 1)
        XCTAssertEqual(facts.declarations.first?.references, [])
    }

    func testDeepConditionsAreBounded() {
        let facts = scan(repeated("#if X\n", depth) + "import A\n" + repeated("#endif\n", depth))
        XCTAssertEqual(facts.imports.first?.conditions.count, FactExtractor.maxNesting)
        XCTAssertEqual(facts.problems, [])
    }

    func testLongElseifChainsAreBounded() {
        let facts = scan("#if A\n" + repeated("#elseif B\n", depth) + "#else\nimport C\n#endif\n")
        let clause = facts.imports.first?.conditions.first
        XCTAssertNil(clause?.condition)
        // Every clause the list could hold, then an empty condition that no evaluation decides.
        XCTAssertEqual(clause?.earlier.count, FactExtractor.maxNesting + 1)
        XCTAssertEqual(clause?.earlier.last, "")
    }

    func testUnclosedRegionsAtTheEnd() {
        let table: [(String, [ScanProblem.Kind])] = [
            (repeated("{", depth), []),
            (repeated("#if X\n", depth), [.unbalancedConditional]),
            (repeated("#endif\n", depth), [.unbalancedConditional]),
            (repeated("/*", depth), [.unterminatedComment]),
            (repeated("\"\"\"\n\\(", depth), [.unterminatedString]),
            ("import A\n\"abc", [.unterminatedString]),
            ("import A\n\"\"\"\nabc", [.unterminatedString]),
            ("import A\n#\"abc", [.unterminatedString]),
            ("import A\n/* abc", [.unterminatedComment]),
            ("import A\n#/abc", [.unterminatedRegex]),
            // A directive with no condition at the end of the file (found by Scripts/fuzz/run; it read past the tokens).
            ("import A\n#if", [.unbalancedConditional]),
            ("#if X\n#elseif", [.unbalancedConditional]),
        ]
        for (source, kinds) in table {
            XCTAssertEqual(scan(source).problems.map(\.kind), kinds, String(source.prefix(20)).debugDescription)
        }
    }

    func testEmptyAndBOMOnly() {
        XCTAssertEqual(Scanner.scan([UInt8]()), FileFacts())
        XCTAssertEqual(Scanner.scan([0xEF, 0xBB, 0xBF]), FileFacts())
        let facts = Scanner.scan([0xEF, 0xBB, 0xBF] + Array("import A".utf8))
        XCTAssertEqual(facts.imports, [imp("A", at: (1, 1))])
    }

    func testInvalidUTF8IsOneProblemAndTheRestIsScanned() {
        let bytes = Array("import A\nlet x = 1 ".utf8) + [0xFF] + Array(" \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
            + [0xED, 0xA0, 0x80] + Array("\nimport B".utf8)
        let facts = Scanner.scan(bytes)
        XCTAssertEqual(facts.problems, [ScanProblem(kind: .invalidUTF8, message: "invalid UTF-8 byte", line: 2,
                                                    column: 11)])
        XCTAssertEqual(facts.imports.map(\.module), ["A", "B"])
    }

    /// A file committed encrypted by git-crypt and not unlocked (2fas' database files) is its header and cipher text: one
    /// problem that says so, and no facts from the cipher text.
    func testAFileGitCryptEncryptedIsOneProblemAndNoFacts() {
        let bytes = Array("\0GITCRYPT\0".utf8) + [0xC4, 0x58, 0x76, 0x04] + Array(" import A struct S {}".utf8) + [0xFF]
        let facts = Scanner.scan(bytes)
        XCTAssertEqual(facts.problems.map(\.kind), [.encrypted])
        XCTAssertEqual(facts.problems.first?.message, "encrypted by git-crypt (`git-crypt unlock` decrypts it)")
        XCTAssertEqual(facts.imports, [])
        XCTAssertEqual(facts.declarations, [])
        // The header's start alone is not enough.
        XCTAssertEqual(Scanner.scan(Array("\0GITCRYPT".utf8)).problems.map(\.kind), [])
    }

    func testInvalidUTF8Positions() {
        let table: [([UInt8], [Int])] = [
            ([0x80], [1, 1]),
            (Array("ab\r\ncd".utf8) + [0xC0, 0x80], [2, 3]),
            (Array("a\rb".utf8) + [0xF5], [2, 2]),
            (Array(String(repeating: "x", count: 20).utf8) + [0xE2, 0x82], [1, 21]),
            ([0xEF, 0xBB, 0xBF, 0x41, 0xFF], [1, 2]),
            ([0xF0, 0x9F, 0x98, 0x80, 0xF4, 0x90, 0x80, 0x80], [1, 5]),
        ]
        for (bytes, position) in table {
            let problems = Scanner.scan(bytes).problems
            XCTAssertEqual(problems.map { [$0.line, $0.column] }, [position], "\(bytes)")
            XCTAssertEqual(problems.map(\.kind), [.invalidUTF8], "\(bytes)")
        }
    }

    func testNULBytes() {
        let bytes = Array("import A\0\n\0\0import B\n".utf8) + [0] + Array("struct\0S {}".utf8)
        let facts = Scanner.scan(bytes)
        XCTAssertEqual(facts.imports.map(\.module), ["A", "B"])
        XCTAssertEqual(facts.declarations.map(\.name), ["S"])
        XCTAssertEqual(facts.problems, [])
    }

    func testLineEndsInFacts() {
        let facts = scan("import A\r\nimport B\rimport C\u{2028}import D\n\rimport E")
        XCTAssertEqual(facts.imports.map { "\($0.module)@\($0.line):\($0.column)" },
                       ["A@1:1", "B@2:1", "C@3:1", "E@5:1"])
    }

    func testTenMegabyteLine() {
        let chunk = "Foo(a: \"" + repeated("x", 1000) + "\"), /* " + repeated("y", 1000) + " */ "
        let line = "let x = [" + repeated(chunk, (10 << 20) / chunk.utf8.count) + "]"
        let facts = scan(line + "\nimport A")
        XCTAssertEqual(facts.imports, [imp("A", at: (2, 1))])
        XCTAssertEqual(facts.typeReferences.map(\.name), ["Foo"])
    }
}
