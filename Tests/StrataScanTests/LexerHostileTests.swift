import XCTest
@testable import StrataScan

/// Input built to break a lexer: unterminated literals, bad bytes, deep nesting, huge lines.
final class LexerHostileTests: XCTestCase {
    func testUnterminatedConstructsGiveOneProblem() {
        let table: [(String, ScanProblem.Kind, TokenKind?)] = [
            ("\"abc", .unterminatedString, .string),
            ("\"abc\\", .unterminatedString, .string),
            ("\"\"\"\nabc\n", .unterminatedString, .string),
            ("\"\"\"", .unterminatedString, .string),
            ("#\"abc\"", .unterminatedString, .string),
            ("##\"abc\"#", .unterminatedString, .string),
            ("#\"\"\"\nabc\"\"\"", .unterminatedString, .string),
            ("\"\\(a", .unterminatedString, .string),
            ("\"\"\"\n\\(\"\"\"\n", .unterminatedString, .string),
            ("/* a /* b */", .unterminatedComment, nil),
            ("/*", .unterminatedComment, nil),
            ("#/abc", .unterminatedRegex, .regex),
            ("#/\nabc\n", .unterminatedRegex, .regex),
        ]
        for (source, kind, tokenKind) in table {
            let lexed = lexFile(source)
            XCTAssertEqual(lexed.problems.map(\.kind), [kind], source.debugDescription)
            XCTAssertEqual(lexed.problems.first.map { [$0.line, $0.column] }, [1, 1], source.debugDescription)
            XCTAssertEqual(lexed.tokens.map(\.kind), tokenKind.map { [$0] } ?? [], source.debugDescription)
            if let token = lexed.tokens.first {
                XCTAssertTrue(token.flags.contains(.unterminated), source.debugDescription)
                XCTAssertEqual(Int(token.end), source.utf8.count, source.debugDescription)
            }
        }
    }

    func testSingleLineLiteralsEndAtLineBreak() {
        let table: [(String, [LexedToken])] = [
            ("\"abc\nx", [tok(.string, "\"abc"), tok(.identifier, "x")]),
            ("\"a\\(b\nx", [tok(.string, "\"a\\(b"), tok(.identifier, "x")]),
            ("\"a\\(\"b\\(c\r\nx", [tok(.string, "\"a\\(\"b\\(c"), tok(.identifier, "x")]),
            ("#/abc\nx", [tok(.regex, "#/abc"), tok(.identifier, "x")]),
            ("\"\"\"\n\\(\"abc\n)\n\"\"\" x", [tok(.string, "\"\"\"\n\\(\"abc\n)\n\"\"\""), tok(.identifier, "x")]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(lexTokens(source), expected, source.debugDescription)
            XCTAssertEqual(lexFile(source).problems.count, 1, source.debugDescription)
        }
    }

    func testEmptyAndTinyInputs() {
        for bytes: [UInt8] in [[], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB], [0], [0x0A], [0x0D], Array("#".utf8),
                               Array("#!".utf8), Array("@".utf8), Array("`".utf8), Array("\\".utf8),
                               Array("/".utf8), Array("0x".utf8), Array("$".utf8), [0xFF], [0xC3]] {
            let lexed = lexFile(bytes)
            XCTAssertLessThanOrEqual(lexed.tokens.count, 2, "\(bytes)")
        }
    }

    func testInvalidUTF8AndNULBytes() {
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0xFE, 0x80] + Array(" b\0c ".utf8) + [0xC3] + Array(" \"x".utf8)
            + [0xC0, 0xAF] + Array("\" d".utf8)
        let lexed = lexFile(bytes)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .unknown, .identifier, .identifier, .unknown,
                                                  .string, .identifier])
        XCTAssertTrue(lexed.problems.isEmpty)
    }

    func testDeepNestingIsLinearAndIterative() {
        let depth = 100_000
        // (name, prefix, whether `import A` on the next line is still code)
        let cases: [(String, String, Bool)] = [
            ("parens", String(repeating: "(", count: depth) + String(repeating: ")", count: depth), true),
            ("brackets", String(repeating: "[", count: depth), true),
            ("braces", String(repeating: "{", count: depth), true),
            ("comments", String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth), true),
            ("interpolations", String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth), true),
            ("raw interpolations", String(repeating: "#\"\\#(", count: depth) + String(repeating: ")\"#", count: depth),
             true),
            ("unclosed interpolations", String(repeating: "\"\\(", count: depth), true),
            ("slashes", String(repeating: "(/[", count: depth), true),
            ("hashes", String(repeating: "#", count: depth), true),
            ("backticks", String(repeating: "` ", count: depth), true),
            ("unclosed comments", String(repeating: "/*", count: depth), false),
            ("multi-line interpolations", String(repeating: "\"\"\"\n\\(", count: depth), false),
        ]
        for (name, prefix, importVisible) in cases {
            let lexed = lexFile(prefix + "\nimport A\n")
            XCTAssertLessThanOrEqual(lexed.problems.count, 1, name)
            let tail = lexed.tokens.suffix(2).map(\.kind)
            XCTAssertEqual(tail == [.identifier, .identifier], importVisible, name)
        }
    }

    /// Lexes a 10 MiB line made of `unit` and checks the import on the next line.
    private func checkTenMegabyteLine(_ head: String, _ unit: String, _ tail: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let body = String(repeating: unit, count: (10 << 20) / unit.utf8.count)
        let lexed = lexFile(head + body + tail + "\nimport A")
        XCTAssertEqual(lexed.tokens.last.map { [$0.line, $0.column] }, [2, 8], file: file, line: line)
        XCTAssertTrue(lexed.problems.isEmpty, file: file, line: line)
    }

    func testTenMegabyteLineOfIdentifiers() { checkTenMegabyteLine("", "abcdefghijklmnopqrstuvwxyz0123456789_ ", "") }
    func testTenMegabyteString() { checkTenMegabyteLine("let s = \"", "abcdefgh", "\"") }
    func testTenMegabyteComment() { checkTenMegabyteLine("// ", "abcdefgh", "") }
}
