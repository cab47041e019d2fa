import XCTest
@testable import StrataScan

/// File-scope functions, variables, macros and operators: what an import may be needed for besides types.
final class ScannerGlobalsTests: XCTestCase {
    func testGlobals() {
        let table: [(String, [String])] = [
            ("public func log(_ s: String) {}", ["functions"]),
            ("func helper() {}", ["functions"]),
            ("private func helper() {}", []),
            ("fileprivate let x = 1", []),
            ("public let shared = Cache()", ["variables"]),
            ("var counter: Int = 0", ["variables"]),
            ("public macro Stringify(_ x: Int) = #externalMacro(module: \"M\", type: \"S\")", ["macros"]),
            ("infix operator <>: AdditionPrecedence", ["operators"]),
            ("prefix operator √", ["operators"]),
            ("extension Int { static func <> (a: Int, b: Int) -> Int { a } }", ["operators"]),
            ("struct S: Equatable { static func ==(a: S, b: S) -> Bool { true } }", ["operators"]),
            // Inside types and bodies: not global.
            ("struct S { func f() {}; var x = 1; let y = 2 }", []),
            ("class C { func f() { let local = 1 } }", []),
            ("let s = \"func f() {}\" // public func g() {}", ["variables"]),
            ("let operator = 1", ["variables"]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(scan(source).globals.names, expected, "source: \(source)")
        }
    }
}
