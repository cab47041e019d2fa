import StrataScript
import XCTest

@testable import StrataTuist

/// Operators a program declares (`infix operator`, `precedencegroup`) and the functions implementing them, as
/// ProjectDescriptionHelpers write them (minsOne's iOSApplicationTemplate pipes targets through `|>`, `||>`
/// and `?>`), each compared with what Swift computes.
final class ScriptOperatorTests: XCTestCase {
    /// A pipe looser than `+`, a power tighter than `*` and grouping to the right, and minsOne's operators.
    private let helpers = """
        precedencegroup Pipe {
            associativity: left
            lowerThan: AdditionPrecedence
        }
        infix operator |>: Pipe
        public func |> <T, U>(value: T, function: (T) -> U) -> U {
            return function(value)
        }
        infix operator ||>: Pipe
        public func ||> <T, U>(value: T?, function: (T) -> U) -> U? {
            value.map { function($0) }
        }

        precedencegroup Power { associativity: right; higherThan: MultiplicationPrecedence }
        infix operator **: Power
        func ** (base: Int, exponent: Int) -> Int { exponent == 0 ? 1 : base * base ** (exponent - 1) }

        // As minsOne does: a group of its own that hides the standard one of the same name.
        precedencegroup NilCoalescingPrecedence {
            associativity: left
        }
        infix operator ?>: NilCoalescingPrecedence
        func ?> <T>(condition: Bool, resultProvider: @autoclosure () -> T?) -> T? {
            condition
                ? resultProvider()
                : nil
        }

        precedencegroup Choice { associativity: right }
        infix operator ?>>: Choice
        func ?>> <T>(condition: Bool, value: @autoclosure () -> T?) -> T? { condition ? value() : nil }

        infix operator <>
        struct Box { let value: Int }
        extension Box {
            static func <> (lhs: Box, rhs: Box) -> Box { Box(value: lhs.value * 10 + rhs.value) }
        }

        func collect() -> [String] {
            var names: [String] = []
            false ?> names.append("skipped")
            true ?> names.append("kept")
            "piped" |> { names.append($0) }
            return names
        }
        """

    func testDeclaredOperatorsFoldByTheirGroupsAndCallTheirFunctions() {
        let cases: [(expression: String, expected: String, line: UInt)] = [
            ("\"a\" |> { $0 + \"b\" } |> { $0 + \"c\" }", "\"abc\"", #line),
            ("1 + 2 |> { $0 * 10 }", "30", #line),
            ("2 ** 3 ** 2", "512", #line),
            ("2 * 3 ** 2", "18", #line),
            ("1 + 2 * 3 ** 2 |> { $0 - 1 }", "18", #line),
            ("true ?> \"made\"", "\"made\"", #line),
            ("false ?> \"made\"", "nil", #line),
            ("false ?> fatalError(\"evaluated\")", "nil", #line),
            ("(true ?> \"x\") ||> { $0 + \"!\" }", "\"x!\"", #line),
            ("(false ?> \"x\") ||> { $0 + \"!\" }", "nil", #line),
            ("(true ?> \"x\") ?? \"y\"", "\"x\"", #line),
            ("true ?>> true ?>> \"both\"", "\"both\"", #line),
            ("true ?>> false ?>> \"both\"", "nil", #line),
            ("(Box(value: 1) <> Box(value: 2) <> Box(value: 3)).value", "123", #line),
            ("collect()", "[\"kept\", \"piped\"]", #line),
            ("[1, 2].map { $0 ** 2 }", "[1, 4]", #line),
        ]
        for (expression, expected, line) in cases {
            XCTAssertEqual(ScriptHarness.value(of: expression, helpers: helpers), expected, expression, line: line)
        }
    }

    /// Operators whose groups are unrelated cannot stand side by side without parentheses, in Swift as here.
    func testOperatorsOfUnrelatedGroupsAreAProblem() {
        let helpers = """
            precedencegroup ForwardPipe { associativity: left }
            infix operator |>: ForwardPipe
            func |> <T, U>(value: T, function: (T) -> U) -> U { function(value) }
            """
        XCTAssertEqual(ScriptHarness.value(of: "(1 + 2) |> { $0 * 10 }", helpers: helpers), "30")
        let rendered = ScriptHarness.value(of: "1 + 2 |> { $0 * 10 }", helpers: helpers)
        XCTAssertTrue(rendered.contains("AdditionPrecedence and ForwardPipe are unrelated"), rendered)
        let undeclared = ScriptHarness.value(of: "1 |> 2", helpers: "infix operator |>")
        XCTAssertTrue(undeclared.contains("which no function of the program implements"), undeclared)
    }

    /// The parser keeps sequences in source order; the program's table folds them.
    func testSequencesFoldWithTheStandardGroups() {
        let cases: [(expression: String, expected: String, line: UInt)] = [
            ("1 + 2 * 3 - 4", "3", #line),
            ("1 < 2 && 2 < 3 || false", "true", #line),
            ("nil ?? 1 + 2", "3", #line),
            ("1 + 1 == 2 ? \"yes\" : \"no\"", "\"yes\"", #line),
            ("(1 as Int) + 2", "3", #line),
        ]
        for (expression, expected, line) in cases {
            XCTAssertEqual(ScriptHarness.value(of: expression), expected, expression, line: line)
        }
    }

    /// `ProjectDescription.Project` in a struct named `Project` is ProjectDescription's, not the struct.
    func testAModuleQualifiedTypeIsNotTheNestedTypeOfTheSameName() {
        let helpers = """
            enum Generator {
                struct Project {
                    let project: ProjectDescription.Project
                    init(name: String) { project = .init(name: name, targets: []) }
                }
            }
            """
        XCTAssertEqual(
            ScriptHarness.value(of: "Generator.Project(name: \"P\").project", helpers: helpers),
            ".Project(name: \"P\", targets: [])")
    }
}
