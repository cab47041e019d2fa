import XCTest

@testable import StrataScan

/// `#if` conditions: parsing the text facts keep, and three-valued evaluation.
final class BuildConditionTests: XCTestCase {
    func testParses() {
        let table: [(String, BuildCondition?)] = [
            ("DEBUG", .flag("DEBUG")),
            ("true", .literal(true)),
            ("os(iOS)", .test("os", ["iOS"])),
            ("swift(>=5.9)", .test("swift", [">=5.9"])),
            ("canImport(X.Y, _version: 2.0)", .test("canImport", ["X.Y", "_version: 2.0"])),
            ("!DEBUG", .not(.flag("DEBUG"))),
            ("A || B && C", .or(.flag("A"), .and(.flag("B"), .flag("C")))),
            ("( A || B ) && ! C", .and(.or(.flag("A"), .flag("B")), .not(.flag("C")))),
            ("os(iOS) && !targetEnvironment(simulator)", .and(.test("os", ["iOS"]), .not(.test("targetEnvironment", ["simulator"])))),
            ("", nil), ("A &&", nil), ("(A", nil), ("os(iOS", nil), ("A B", nil), ("A != B", nil), ("&& A", nil),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text), expected, text)
        }
    }

    func testDeepOrLongConditionsAreNotParsed() {
        XCTAssertNil(BuildCondition(parsing: String(repeating: "(", count: 10_000) + "A" + String(repeating: ")", count: 10_000)))
        XCTAssertNil(BuildCondition(parsing: String(repeating: "!", count: 10_000) + "A"))
        XCTAssertNil(BuildCondition(parsing: Array(repeating: "A", count: 10_000).joined(separator: " && ")))
        XCTAssertNotNil(BuildCondition(parsing: Array(repeating: "A", count: 20).joined(separator: " || ")))
    }

    func testEvaluatesInThreeValuedLogic() {
        // A is true, B false, anything else unknown.
        let atom: (BuildCondition) -> Truth = { condition in
            switch condition {
            case .flag("A"): return .yes
            case .flag("B"): return .no
            default: return .unknown
            }
        }
        let table: [(String, Truth)] = [
            ("A", .yes), ("B", .no), ("U", .unknown), ("!A", .no), ("!U", .unknown),
            ("A && U", .unknown), ("B && U", .no), ("U && B", .no), ("A || U", .yes), ("U || A", .yes), ("B || U", .unknown),
            ("!(A && B)", .yes), ("false || A", .yes), ("true && B", .no),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text)?.evaluate(atom), expected, text)
        }
    }

    func testClausesExcludeTheEarlierOnes() {
        let atom: (BuildCondition) -> Truth = { $0 == .flag("A") ? .yes : $0 == .flag("B") ? .no : .unknown }
        XCTAssertEqual(ConditionClause(condition: "A").parsed.isTaken(atom), .yes)
        XCTAssertEqual(ConditionClause(condition: "U", earlier: ["A"]).parsed.isTaken(atom), .no)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: ["B"]).parsed.isTaken(atom), .yes)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: ["B", "U"]).parsed.isTaken(atom), .unknown)
        XCTAssertEqual(ConditionClause(condition: "A", earlier: ["B", "A"]).parsed.isTaken(atom), .no)
        // What does not parse is open, never taken for sure nor left out for sure.
        XCTAssertEqual(ConditionClause(condition: "A &&").parsed.isTaken(atom), .unknown)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: [""]).parsed.isTaken(atom), .unknown)
    }
}
