import XCTest
@testable import StrataScan

/// Token kinds and ranges for every construct of the lexical grammar.
final class LexerTokenTests: XCTestCase {
    private func check(_ table: [(String, [LexedToken])], file: StaticString = #filePath, line: UInt = #line) {
        for (source, expected) in table {
            XCTAssertEqual(lexTokens(source), expected, "source: \(source)", file: file, line: line)
        }
    }

    func testIdentifiersAndKeywords() {
        check([
            ("import Foundation", [tok(.identifier, "import"), tok(.identifier, "Foundation")]),
            ("_x x1 a_b", [tok(.identifier, "_x"), tok(.identifier, "x1"), tok(.identifier, "a_b")]),
            ("$0 $1x $name $", [tok(.identifier, "$0"), tok(.identifier, "$1x"), tok(.identifier, "$name"),
                                tok(.identifier, "$")]),
            ("é naïve 日本語 Ωmega", [tok(.identifier, "é"), tok(.identifier, "naïve"), tok(.identifier, "日本語"),
                                      tok(.identifier, "Ωmega")]),
            ("e\u{301}x", [tok(.identifier, "e\u{301}x")]),
            ("`class` `foo bar` `x`", [tok(.backtickIdentifier, "`class`"), tok(.backtickIdentifier, "`foo bar`"),
                                       tok(.backtickIdentifier, "`x`")]),
            ("`` `", [tok(.unknown, "`"), tok(.unknown, "`"), tok(.unknown, "`")]),
            ("`a\nb`", [tok(.unknown, "`"), tok(.identifier, "a"), tok(.identifier, "b"), tok(.unknown, "`")]),
        ])
    }

    func testNumbers() {
        check([
            ("0 42 1_000 007", [tok(.number, "0"), tok(.number, "42"), tok(.number, "1_000"), tok(.number, "007")]),
            ("1.5 1.5e-3 2E+10 6e3", [tok(.number, "1.5"), tok(.number, "1.5e-3"), tok(.number, "2E+10"),
                                      tok(.number, "6e3")]),
            ("0x1F 0xff_ff 0b1010 0o17", [tok(.number, "0x1F"), tok(.number, "0xff_ff"), tok(.number, "0b1010"),
                                          tok(.number, "0o17")]),
            ("0x1.8p3 0x1p-2 0xAp+1", [tok(.number, "0x1.8p3"), tok(.number, "0x1p-2"), tok(.number, "0xAp+1")]),
            ("0xF.description", [tok(.number, "0xF"), tok(.period, "."), tok(.identifier, "description")]),
            ("1.description", [tok(.number, "1"), tok(.period, "."), tok(.identifier, "description")]),
            ("t.0.1", [tok(.identifier, "t"), tok(.period, "."), tok(.number, "0"), tok(.period, "."),
                       tok(.number, "1")]),
            ("1..<2 1...2", [tok(.number, "1"), tok(.operator, "..<"), tok(.number, "2"), tok(.number, "1"),
                             tok(.operator, "..."), tok(.number, "2")]),
            ("-1", [tok(.operator, "-"), tok(.number, "1")]),
            ("1abc", [tok(.number, "1abc")]),
        ])
    }

    func testOperatorsAndPunctuation() {
        check([
            ("a->b", [tok(.identifier, "a"), tok(.operator, "->"), tok(.identifier, "b")]),
            ("a = b == c != d", [tok(.identifier, "a"), tok(.equal, "="), tok(.identifier, "b"), tok(.operator, "=="),
                                 tok(.identifier, "c"), tok(.operator, "!="), tok(.identifier, "d")]),
            ("a?.b!.c", [tok(.identifier, "a"), tok(.operator, "?"), tok(.period, "."), tok(.identifier, "b"),
                         tok(.operator, "!"), tok(.period, "."), tok(.identifier, "c")]),
            ("x ?? y", [tok(.identifier, "x"), tok(.operator, "??"), tok(.identifier, "y")]),
            ("Array<Int>", [tok(.identifier, "Array"), tok(.operator, "<"), tok(.identifier, "Int"),
                            tok(.operator, ">")]),
            ("A<B<C>>", [tok(.identifier, "A"), tok(.operator, "<"), tok(.identifier, "B"), tok(.operator, "<"),
                         tok(.identifier, "C"), tok(.operator, ">>")]),
            (".+. a", [tok(.operator, ".+."), tok(.identifier, "a")]),
            ("a+.b", [tok(.identifier, "a"), tok(.operator, "+"), tok(.period, "."), tok(.identifier, "b")]),
            ("a+/*c*/b", [tok(.identifier, "a"), tok(.operator, "+"), tok(.identifier, "b")]),
            ("a+//c\nb", [tok(.identifier, "a"), tok(.operator, "+"), tok(.identifier, "b")]),
            ("&x ~y ^ | %", [tok(.operator, "&"), tok(.identifier, "x"), tok(.operator, "~"), tok(.identifier, "y"),
                             tok(.operator, "^"), tok(.operator, "|"), tok(.operator, "%")]),
            ("a ≥ b ∪ c", [tok(.identifier, "a"), tok(.operator, "≥"), tok(.identifier, "b"), tok(.operator, "∪"),
                           tok(.identifier, "c")]),
            ("(){}[],:;.", [tok(.leftParen, "("), tok(.rightParen, ")"), tok(.leftBrace, "{"), tok(.rightBrace, "}"),
                            tok(.leftBracket, "["), tok(.rightBracket, "]"), tok(.comma, ","), tok(.colon, ":"),
                            tok(.semicolon, ";"), tok(.period, ".")]),
            (#"\Foo.bar"#, [tok(.unknown, "\\"), tok(.identifier, "Foo"), tok(.period, "."), tok(.identifier, "bar")]),
            ("'a'", [tok(.unknown, "'"), tok(.identifier, "a"), tok(.unknown, "'")]),
        ])
    }

    func testAttributesAndPoundKeywords() {
        check([
            ("@testable import A", [tok(.attribute, "@testable"), tok(.identifier, "import"), tok(.identifier, "A")]),
            ("@_spi(Internal)", [tok(.attribute, "@_spi"), tok(.leftParen, "("), tok(.identifier, "Internal"),
                                 tok(.rightParen, ")")]),
            ("@ x", [tok(.unknown, "@"), tok(.identifier, "x")]),
            ("#if os(iOS)", [tok(.poundKeyword, "#if"), tok(.identifier, "os"), tok(.leftParen, "("),
                             tok(.identifier, "iOS"), tok(.rightParen, ")")]),
            ("#elseif #else #endif", [tok(.poundKeyword, "#elseif"), tok(.poundKeyword, "#else"),
                                      tok(.poundKeyword, "#endif")]),
            ("#available #selector #file #warning", [tok(.poundKeyword, "#available"), tok(.poundKeyword, "#selector"),
                                                     tok(.poundKeyword, "#file"), tok(.poundKeyword, "#warning")]),
            ("# x ## y", [tok(.unknown, "#"), tok(.identifier, "x"), tok(.unknown, "##"), tok(.identifier, "y")]),
        ])
    }

    func testStrings() {
        check([
            (#""""#, [tok(.string, #""""#)]),
            (#""a\"b" c"#, [tok(.string, #""a\"b""#), tok(.identifier, "c")]),
            (#""a\\" c"#, [tok(.string, #""a\\""#), tok(.identifier, "c")]),
            (#""\(a)" c"#, [tok(.string, #""\(a)""#), tok(.identifier, "c")]),
            (#""\(f(")"))" c"#, [tok(.string, #""\(f(")"))""#), tok(.identifier, "c")]),
            (#""\("\("\(x)")")" c"#, [tok(.string, #""\("\("\(x)")")""#), tok(.identifier, "c")]),
            (#""\(a /* ) " */ + b)" c"#, [tok(.string, #""\(a /* ) " */ + b)""#), tok(.identifier, "c")]),
            (##"#"a"b"# c"##, [tok(.string, ##"#"a"b"#"##), tok(.identifier, "c")]),
            (##"#"a\"# c"##, [tok(.string, ##"#"a\"#"##), tok(.identifier, "c")]),
            (###"##"a"#b"## c"###, [tok(.string, ###"##"a"#b"##"###), tok(.identifier, "c")]),
            (##"#"\#(x)"# c"##, [tok(.string, ##"#"\#(x)"#"##), tok(.identifier, "c")]),
            (##"#"\(x)"# c"##, [tok(.string, ##"#"\(x)"#"##), tok(.identifier, "c")]),
            ("\"\"\"\na\"b\"\"c\n\"\"\" d", [tok(.string, "\"\"\"\na\"b\"\"c\n\"\"\""), tok(.identifier, "d")]),
            ("#\"\"\"\n\"\"\"\n\"\"\"# d", [tok(.string, "#\"\"\"\n\"\"\"\n\"\"\"#"), tok(.identifier, "d")]),
            ("#\"\"\"# d", [tok(.string, "#\"\"\"#"), tok(.identifier, "d")]),
            ("#\"\"\"\"# d", [tok(.string, "#\"\"\"\"#"), tok(.identifier, "d")]),
            ("#\"\"\" a \"# d", [tok(.string, "#\"\"\" a \"#"), tok(.identifier, "d")]),
            ("\"\"\"\n\\(\n  \"\"\"\n  x\n  \"\"\"\n)\n\"\"\" d",
             [tok(.string, "\"\"\"\n\\(\n  \"\"\"\n  x\n  \"\"\"\n)\n\"\"\""), tok(.identifier, "d")]),
            ("\"\"\"\n\\(a // )\n)\n\"\"\" d", [tok(.string, "\"\"\"\n\\(a // )\n)\n\"\"\""), tok(.identifier, "d")]),
        ])
    }

    func testInterpolatedFlag() {
        let table: [(String, TokenFlags)] = [
            (#""a""#, []),
            (#""\(a)""#, [.interpolated]),
            (##"#"\(a)"#"##, []),
            (##"#"\#(a)"#"##, [.interpolated]),
            ("\"\"\"\n\\(a)\n\"\"\"", [.interpolated]),
        ]
        for (source, flags) in table {
            let token = lexFile(source).tokens.first
            XCTAssertEqual(token?.flags.intersection([.interpolated, .unterminated]), flags, source)
        }
    }

    func testRegexLiterals() {
        check([
            ("let r = /a[/]b/", [tok(.identifier, "let"), tok(.identifier, "r"), tok(.equal, "="),
                                 tok(.regex, "/a[/]b/")]),
            (#"f(/a\/b/)"#, [tok(.identifier, "f"), tok(.leftParen, "("), tok(.regex, #"/a\/b/"#),
                             tok(.rightParen, ")")]),
            ("x / 2 / y", [tok(.identifier, "x"), tok(.operator, "/"), tok(.number, "2"), tok(.operator, "/"),
                           tok(.identifier, "y")]),
            ("(a) / b / c", [tok(.leftParen, "("), tok(.identifier, "a"), tok(.rightParen, ")"), tok(.operator, "/"),
                             tok(.identifier, "b"), tok(.operator, "/"), tok(.identifier, "c")]),
            ("f(/ a/)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.operator, "/"), tok(.identifier, "a"),
                         tok(.operator, "/"), tok(.rightParen, ")")]),
            ("f(/a\n/)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.operator, "/"), tok(.identifier, "a"),
                          tok(.operator, "/"), tok(.rightParen, ")")]),
            ("x! / y / z", [tok(.identifier, "x"), tok(.operator, "!"), tok(.operator, "/"), tok(.identifier, "y"),
                            tok(.operator, "/"), tok(.identifier, "z")]),
            ("return /a/", [tok(.identifier, "return"), tok(.regex, "/a/")]),
            ("case /a/:", [tok(.identifier, "case"), tok(.regex, "/a/"), tok(.colon, ":")]),
            ("x = !/a/", [tok(.identifier, "x"), tok(.equal, "="), tok(.operator, "!"), tok(.regex, "/a/")]),
            ("a /= 2", [tok(.identifier, "a"), tok(.operator, "/="), tok(.number, "2")]),
            ("f(0, /) + f(1, /)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.number, "0"), tok(.comma, ","),
                                   tok(.operator, "/"), tok(.rightParen, ")"), tok(.operator, "+"),
                                   tok(.identifier, "f"), tok(.leftParen, "("), tok(.number, "1"), tok(.comma, ","),
                                   tok(.operator, "/"), tok(.rightParen, ")")]),
            ("f(/a /)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.operator, "/"), tok(.identifier, "a"),
                         tok(.operator, "/"), tok(.rightParen, ")")]),
            ("f(/(a)\\)/)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.regex, "/(a)\\)/"),
                              tok(.rightParen, ")")]),
            ("f(/[)]/)", [tok(.identifier, "f"), tok(.leftParen, "("), tok(.regex, "/[)]/"), tok(.rightParen, ")")]),
            ("#/a/b/# c", [tok(.regex, "#/a/b/#"), tok(.identifier, "c")]),
            ("##/a/#b/## c", [tok(.regex, "##/a/#b/##"), tok(.identifier, "c")]),
            ("#/\n a / b\n/# c", [tok(.regex, "#/\n a / b\n/#"), tok(.identifier, "c")]),
        ])
    }
}
