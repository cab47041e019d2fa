import XCTest
@testable import StrataScan

/// `#if` clauses: conditions, brace state across branches, unbalanced directives.
final class ScannerConditionalTests: XCTestCase {
    func testBranchesWithUnbalancedBracesDoNotDerailTheFile() {
        let source = """
        #if compiler(>=99)
        struct Future { weird syntax {{{ here
        #elseif swift(>=5)
        struct Now: P {}}}}
        #else
        ))) ]]]
        #endif
        import After
        struct Top { var x: X }
        """
        let facts = scan(source)
        XCTAssertEqual(facts.imports.map(\.module), ["After"])
        XCTAssertEqual(facts.imports.first?.conditions, [])
        XCTAssertEqual(facts.declarations.map(\.name), ["Future", "Now", "Top"])
        XCTAssertEqual(facts.declarations.map(\.parents), [[], [], []])
        XCTAssertEqual(facts.declarations.last?.members.map(\.name), ["x"])
        XCTAssertEqual(facts.problems, [])
    }

    func testLexicalProblemsInVersionGatedGroupsAreNotReported() {
        let source = """
        #if compiler(>=6.0)
        import Synchronization
        #else
        let banner = "unterminated on purpose
        #endif
        #if DEBUG
        let other = "unterminated outside a version check
        #endif
        #if os(Linux)
        #elseif swift(>=99)
        let glyph = 'a' ++ "
        #endif
        import After
        """
        let facts = scan(source)
        XCTAssertEqual(facts.imports.map(\.module), ["Synchronization", "After"])
        XCTAssertEqual(facts.problems.map(\.line), [7], "only the problem outside compiler()/swift() groups")
    }

    func testConditionalInsideTypeBody() {
        let source = """
        struct S {
        #if DEBUG
            var debug: Bool
            struct D {}
        #else
            var release: Bool
        #endif
            var always: Int
        }
        struct After {}
        """
        let facts = scan(source)
        XCTAssertEqual(facts.declarations.map(\.name), ["S", "D", "After"])
        XCTAssertEqual(facts.declarations.map(\.conditions), [[], [when("DEBUG")], []])
        XCTAssertEqual(facts.declarations.map(\.parents), [[], ["S"], []])
        XCTAssertEqual(facts.declarations.first?.members.map(\.name), ["debug", "release", "always"])
    }

    func testStrayAndMissingEndifAreReportedOnce() {
        let table: [(String, [ScanProblem])] = [
            ("#endif\nimport A", [ScanProblem(kind: .unbalancedConditional, message: "#endif without #if", line: 1,
                                              column: 1)]),
            ("#else\n#elseif X\n#endif", [ScanProblem(kind: .unbalancedConditional, message: "#else without #if",
                                                      line: 1, column: 1)]),
            ("#if A\nimport A", [ScanProblem(kind: .unbalancedConditional, message: "#if without #endif", line: 1,
                                             column: 1)]),
            ("x\n#if A\n#if B\n", [ScanProblem(kind: .unbalancedConditional, message: "2 #if blocks without #endif",
                                               line: 2, column: 1)]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(scan(source).problems, expected, source.debugDescription)
        }
        XCTAssertEqual(scan("#endif\nimport A").imports.map(\.module), ["A"])
        XCTAssertEqual(scan("#endif\n#if X\nimport A\n#endif").imports.map(\.conditions), [[when("X")]])
    }

    func testOtherPoundKeywordsAreNotConditions() {
        let facts = scan("if #available(iOS 13, *) {}\n#warning(\"x\")\nimport A\n#sourceLocation(file: \"f\", line: 1)")
        XCTAssertEqual(facts.imports.map(\.conditions), [[]])
        XCTAssertEqual(facts.problems, [])
    }
}
