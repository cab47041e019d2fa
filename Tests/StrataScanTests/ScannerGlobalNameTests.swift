import XCTest
@testable import StrataScan

/// File-scope functions and operators a file declares, and the bare calls and operators it uses.
final class ScannerGlobalNameTests: XCTestCase {
    private func declared(_ source: String) -> [String] {
        scan(source).declaredGlobals.map { "\($0.kind) \($0.name) \($0.access ?? "-")@\($0.line):\($0.column)" }
    }

    private func used(_ source: String) -> [String] {
        scan(source).globalReferences.map { "\($0.kind) \($0.name)@\($0.line):\($0.column)" }
    }

    func testDeclaredFunctionsAndOperators() {
        let table: [(String, [String])] = [
            ("public func formatPrice(_ cents: Int) -> String { \"\" }", ["function formatPrice public@1:13"]),
            ("private func helper() {}\nfunc plain<T>(_ t: T) {}", ["function helper private@1:14", "function plain -@2:6"]),
            ("infix operator <>: AdditionPrecedence", ["operatorDeclaration <> -@1:16"]),
            ("prefix operator √", ["operatorDeclaration √ -@1:17"]),
            ("public extension Box {\n    static func <> (l: Box, r: Box) -> Box { l }\n}",
             ["operatorImplementation <> public@2:17"]),
            ("struct Box {\n    public static func |> (l: Box, r: Box) -> Box { l }\n}", ["operatorImplementation |> public@2:24"]),
            ("public func ~> (l: Int, r: Int) -> Int { l }", ["operatorImplementation ~> public@1:13"]),
            // Methods, local functions and functions in closures are no file-scope functions.
            ("struct S { func method() {} }\nfunc outer() { func inner() {} }", ["function outer -@2:6"]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(declared(source), expected, source.debugDescription)
        }
    }

    func testCallsAndOperatorsUsed() {
        let table: [(String, [String])] = [
            ("let p = formatPrice(12)\nlet q = formatPrice(13)", ["call formatPrice@1:9"]),
            ("let b = a |> f <> g", ["operator |>@1:11", "operator <>@1:16"]),
            // Members, initializers, declarations and the most common standard operators are not recorded.
            ("x.format(1); Box(1); func declared(_ a: Int) {}; a == b && c != d; a + b; e?.f", []),
            ("enum E { case value(Int) }\ninfix operator <>\nfunc <> (a: E, b: E) -> E { a }", []),
            // A name the file binds itself (a parameter, a closure's parameter, a local) is none of another module's.
            ("func run(completion: () -> Void) { completion() }", []),
            ("let m = xs.map { transform in transform(1) }", []),
            ("let handler = make()\nhandler()", ["call make@1:15"]),
            ("func outer() { func inner() {}\n inner() }", []),
        ]
        for (source, expected) in table {
            XCTAssertEqual(used(source), expected, source.debugDescription)
        }
    }

    func testCallsComeAfterOperatorsInFileOrderEach() {
        XCTAssertEqual(used("let a = first(1)\nlet b = c <> d\nlet e = second(2)"),
                       ["operator <>@2:11", "call first@1:9", "call second@3:9"])
    }
}
