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

    /// Nested parentheses, `&&` over `||`, `!` binding its operand only, every test function.
    func testParsesPrecedenceAndParentheses() {
        let (a, b, c) = (BuildCondition.flag("A"), BuildCondition.flag("B"), BuildCondition.flag("C"))
        let table: [(String, BuildCondition?)] = [
            ("A && B || C", .or(.and(a, b), c)),
            ("A || B || C", .or(.or(a, b), c)),
            ("A && (B || C)", .and(a, .or(b, c))),
            ("!A && B", .and(.not(a), b)),
            ("!(A && B)", .not(.and(a, b))),
            ("!(DEBUG || TUIST)", .not(.or(.flag("DEBUG"), .flag("TUIST")))),
            ("!!A", .not(.not(a))),
            ("((A))", a),
            ("(A || (B && !(C || os(iOS))))", .or(a, .and(b, .not(.or(c, .test("os", ["iOS"])))))),
            ("hasAttribute(retroactive) || arch(arm64)",
             .or(.test("hasAttribute", ["retroactive"]), .test("arch", ["arm64"]))),
            ("compiler(>=6.0) && hasFeature(StrictConcurrency)",
             .and(.test("compiler", [">=6.0"]), .test("hasFeature", ["StrictConcurrency"]))),
            ("frobnicate(x, y)", .test("frobnicate", ["x", "y"])),
            ("os()", .test("os", [])),
            ("(A || B", nil), ("A || B)", nil), ("()", nil), ("!", nil),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text), expected, text)
        }
    }

    /// Conditions read from tokens as facts record them: spaces only where the source had them.
    func testReadsTokens() {
        let table: [(String, BuildCondition?)] = [
            ("!(DEBUG || TUIST)", .not(.or(.flag("DEBUG"), .flag("TUIST")))),
            ("swift(>=5.9) && canImport(X.Y)", .and(.test("swift", [">=5.9"]), .test("canImport", ["X.Y"]))),
            ("os( iOS ) /* why */ || `DEBUG`", .or(.test("os", ["iOS"]), .flag("DEBUG"))),
            ("A &&\n  B", .and(.flag("A"), .flag("B"))),
            ("", nil),
        ]
        for (text, expected) in table {
            let bytes = Array(text.utf8)
            let tokens = Lexer.tokenize(bytes).tokens
            let condition = bytes.withUnsafeBytes { BuildCondition(tokens: tokens, in: $0) }
            XCTAssertEqual(condition, expected, text)
        }
    }

    /// Flags and tests in the logic of each connective, through a configuration that knows a few answers.
    func testEvaluatesInThreeValuedLogic() {
        let table: [(String, Truth)] = [
            ("A", .yes), ("B", .no), ("U", .unknown), ("!A", .no), ("!U", .unknown),
            ("A && U", .unknown), ("B && U", .no), ("U && B", .no), ("A || U", .yes), ("U || A", .yes), ("B || U", .unknown),
            ("!(A && B)", .yes), ("false || A", .yes), ("true && B", .no),
            // `&&` binds tighter than `||`, `!` tighter than both.
            ("A || B && B", .yes), ("(A || B) && B", .no), ("B && B || A", .yes), ("B && (B || A)", .no),
            ("!B && A", .yes), ("!(B && A)", .yes), ("!B || B", .yes), ("!(B || A)", .no), ("!(B || B)", .yes),
            ("!((A && (B || !(B))) || B)", .no), ("!(U || A)", .no), ("!(U && B)", .yes),
            // Each test goes to its requirement; the others to `otherTest`.
            ("os(iOS)", .yes), ("os(Linux)", .no), ("arch(arm64)", .yes), ("targetEnvironment(simulator)", .no),
            ("_runtime(_ObjC)", .yes), ("hasFeature(Known)", .yes), ("hasAttribute(Known)", .no),
            ("canImport(UIKit)", .yes), ("canImport(UIKit, _version: 2)", .no),
            ("canImport(UIKit, _underlyingVersion: 1.0)", .yes),
            ("swift(>=5.9)", .yes), ("swift(<5.9)", .no), ("compiler(>= 6.0)", .yes), ("compiler(<6.0)", .no),
            ("_endian(little)", .yes), ("frobnicate(x, y)", .no), ("frobnicate()", .unknown),
            // A known test with arguments it cannot have reaches no requirement.
            ("os()", .unknown), ("os(iOS, macOS)", .unknown), ("swift(5.9)", .unknown), ("compiler(<=6)", .unknown),
            ("canImport(UIKit, 2)", .unknown), ("canImport(UIKit, _version:)", .unknown), ("canImport()", .unknown),
            ("!os() || os(iOS)", .yes),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text)?.evaluate(in: TableConfiguration()), expected, text)
        }
    }

    func testVersionRequirements() {
        let table: [(String, VersionRequirement?)] = [
            (">=5.9", VersionRequirement(.atLeast, "5.9")), ("<6", VersionRequirement(.below, "6")),
            (">= 5.10.1", VersionRequirement(.atLeast, "5.10.1")), ("< 6.0", VersionRequirement(.below, "6.0")),
            ("5.9", nil), ("<=6", nil), (">6", nil), ("==6", nil), (">=", nil), ("", nil),
        ]
        for (text, expected) in table {
            XCTAssertEqual(VersionRequirement(parsing: text), expected, text)
        }
    }

    func testClausesExcludeTheEarlierOnes() {
        let configuration = TableConfiguration()
        XCTAssertEqual(ConditionClause(condition: "A").parsed.isTaken(in: configuration), .yes)
        XCTAssertEqual(ConditionClause(condition: "U", earlier: ["A"]).parsed.isTaken(in: configuration), .no)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: ["B"]).parsed.isTaken(in: configuration), .yes)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: ["B", "U"]).parsed.isTaken(in: configuration), .unknown)
        XCTAssertEqual(ConditionClause(condition: "A", earlier: ["B", "A"]).parsed.isTaken(in: configuration), .no)
        // What does not parse is open, never taken for sure nor left out for sure.
        XCTAssertEqual(ConditionClause(condition: "A &&").parsed.isTaken(in: configuration), .unknown)
        XCTAssertEqual(ConditionClause(condition: nil, earlier: [""]).parsed.isTaken(in: configuration), .unknown)
    }
}

/// A configuration of a few answers: the flag `A` is set, `B` is not, any other flag is unknown; one answer
/// per test function, and the defaults' `unknown` where it states none.
private struct TableConfiguration: BuildConfiguration {
    func isFlagSet(_ name: String) -> Truth { name == "A" ? .yes : name == "B" ? .no : .unknown }
    func isTargetOS(_ name: String) -> Truth { name == "iOS" ? .yes : .no }
    func isTargetArchitecture(_ name: String) -> Truth { .yes }
    func isTargetEnvironment(_ name: String) -> Truth { .no }
    func isTargetRuntime(_ name: String) -> Truth { .yes }
    func canImport(_ module: String, version: String?) -> Truth {
        guard let version else { return .yes }
        return version.hasPrefix("1") ? .yes : .no
    }
    func hasFeature(_ name: String) -> Truth { name == "Known" ? .yes : .unknown }
    func hasAttribute(_ name: String) -> Truth { .no }
    func isLanguageVersion(_ requirement: VersionRequirement) -> Truth {
        requirement.comparison == .atLeast ? .yes : .no
    }
    func isCompilerVersion(_ requirement: VersionRequirement) -> Truth {
        requirement == VersionRequirement(.atLeast, "6.0") ? .yes : .no
    }
    func otherTest(_ function: String, arguments: [String]) -> Truth {
        switch arguments.count {
        case 0: return .unknown
        case 1: return .yes
        default: return .no
        }
    }
}
