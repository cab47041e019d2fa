import XCTest
@testable import StrataScan

final class LexerTokenTests: XCTestCase {
    func testBasicConstructs() {
        let table: [(String, [LexedToken])] = [
            ("import Foundation", [tok(.identifier, "import"), tok(.identifier, "Foundation")]),
            (#"let s = "a\(b("c\(d)"))e""#, [tok(.identifier, "let"), tok(.identifier, "s"), tok(.equal, "="),
                                              tok(.string, #""a\(b("c\(d)"))e""#)]),
            (##"#"x"y"#"##, [tok(.string, ##"#"x"y"#"##)]),
            ("a /* x /* y */ z */ b // c", [tok(.identifier, "a"), tok(.identifier, "b")]),
            ("let r = /a[/]b/", [tok(.identifier, "let"), tok(.identifier, "r"), tok(.equal, "="), tok(.regex, "/a[/]b/")]),
            ("x / 2 / y", [tok(.identifier, "x"), tok(.operator, "/"), tok(.number, "2"), tok(.operator, "/"),
                           tok(.identifier, "y")]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(lexTokens(source), expected, source)
        }
    }
}
