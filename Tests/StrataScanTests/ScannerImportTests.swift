import XCTest
@testable import StrataScan

/// Every import form, and imports that must not be found.
final class ScannerImportTests: XCTestCase {
    private func check(_ table: [(String, [ImportFact])], file: StaticString = #filePath, line: UInt = #line) {
        for (source, expected) in table {
            let facts = scan(source)
            XCTAssertEqual(facts.imports, expected, "source: \(source)", file: file, line: line)
            XCTAssertEqual(facts.problems, [], "source: \(source)", file: file, line: line)
        }
    }

    func testForms() {
        check([
            ("import Foundation", [imp("Foundation", at: (1, 1))]),
            ("import A.B.C", [imp("A", path: "A.B.C", at: (1, 1))]),
            ("  import A; import B", [imp("A", at: (1, 3)), imp("B", at: (1, 13))]),
            ("import `Foo`.`Bar`", [imp("Foo", path: "Foo.Bar", at: (1, 1))]),
            ("import A\nimport B\n\nimport C", [imp("A", at: (1, 1)), imp("B", at: (2, 1)), imp("C", at: (4, 1))]),
            ("import A // import B\n/* import C */", [imp("A", at: (1, 1))]),
            ("import func A.==", [imp("A", path: "A.==", kind: "func", at: (1, 1))]),
            ("import Éclair", [imp("Éclair", at: (1, 1))]),
        ])
    }

    func testKinds() {
        let kinds = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        check(kinds.map { kind in
            ("import \(kind) Foundation.Thing", [imp("Foundation", path: "Foundation.Thing", kind: kind, at: (1, 1))])
        })
    }

    func testAttributesAndAccess() {
        check([
            ("@testable import A", [imp("A", attributes: ["testable"], at: (1, 11))]),
            ("@_exported import A", [imp("A", attributes: ["_exported"], at: (1, 12))]),
            ("@_implementationOnly import A", [imp("A", attributes: ["_implementationOnly"], at: (1, 22))]),
            ("@preconcurrency import A", [imp("A", attributes: ["preconcurrency"], at: (1, 17))]),
            ("@_spi(Internal) import A", [imp("A", attributes: ["_spi(Internal)"], at: (1, 17))]),
            ("@_spi( Internal ) import A", [imp("A", attributes: ["_spi( Internal )"], at: (1, 19))]),
            ("@_spi(A) @_spi(B) import A", [imp("A", attributes: ["_spi(A)", "_spi(B)"], at: (1, 19))]),
            ("@testable\nimport A", [imp("A", attributes: ["testable"], at: (2, 1))]),
            ("public import A", [imp("A", access: "public", at: (1, 8))]),
            ("package import A", [imp("A", access: "package", at: (1, 9))]),
            ("internal import A", [imp("A", access: "internal", at: (1, 10))]),
            ("fileprivate import A", [imp("A", access: "fileprivate", at: (1, 13))]),
            ("private import A", [imp("A", access: "private", at: (1, 9))]),
            ("@_spi(S) @testable public import struct A.B.C",
             [imp("A", path: "A.B.C", kind: "struct", attributes: ["_spi(S)", "testable"], access: "public",
                  at: (1, 27))]),
        ])
    }

    func testConditions() {
        check([
            ("#if canImport(UIKit)\nimport UIKit\n#endif", [imp("UIKit", conditions: [when("canImport(UIKit)")], at: (2, 1))]),
            ("#if os(iOS)  &&   !targetEnvironment(simulator)\nimport A\n#endif",
             [imp("A", conditions: [when("os(iOS) && !targetEnvironment(simulator)")], at: (2, 1))]),
            ("#if A\nimport A\n#elseif B\nimport B\n#else\nimport C\n#endif\nimport D", [
                imp("A", conditions: [when("A")], at: (2, 1)), imp("B", conditions: [orElse("B", after: "A")], at: (4, 1)),
                imp("C", conditions: [otherwise(after: "A", "B")], at: (6, 1)), imp("D", at: (8, 1)),
            ]),
            ("#if A\n#if B\nimport X\n#else\nimport Y\n#endif\n#endif", [
                imp("X", conditions: [when("A"), when("B")], at: (3, 1)),
                imp("Y", conditions: [when("A"), otherwise(after: "B")], at: (5, 1)),
            ]),
            // A condition goes on past a line that ends or starts with `||` or `&&`.
            ("#if os(iOS) ||\nos(tvOS)\nimport A\n#endif", [imp("A", conditions: [when("os(iOS) || os(tvOS)")], at: (3, 1))]),
            ("#if os(iOS)\n    && DEBUG\nimport A\n#endif", [imp("A", conditions: [when("os(iOS) && DEBUG")], at: (3, 1))]),
            ("#if compiler(>=5.9) && (\n  os(iOS)\n)\nimport A\n#endif",
             [imp("A", conditions: [when("compiler(>=5.9) && ( os(iOS) )")], at: (4, 1))]),
            ("#if DEBUG // debug only\nimport A\n#endif", [imp("A", conditions: [when("DEBUG")], at: (2, 1))]),
            ("#if A import B\n#endif", []),
        ])
    }

    func testClauseTextsAreAsWritten() {
        let facts = scan("#if A\nimport A\n#elseif B\nimport B\n#else\nimport C\n#endif")
        XCTAssertEqual(facts.imports.map { $0.conditions.map(\.text) }, [["A"], ["#elseif B"], ["#else"]])
    }

    func testImportsThatAreNotImports() {
        let sources = [
            "let x = import",
            "foo.import(A)",
            "foo\n.import A",
            "let s = \"import A\"",
            "let s = \"\\(f(\"import A\"))\"",
            "let s = \"\"\"\nimport A\n\"\"\"",
            "let s = #\"import A\"#",
            "let s = ##\"\"#; import A\"##",
            "let s = #\"\"\"\nimport A\n\"\"\"#",
            "let s = \"\"\"\n\\(\"\"\"\nimport A\n\"\"\")\n\"\"\"",
            "let r = #/\nimport A\n/#",
            "let r = /import A/",
            "// import A",
            "/// import A",
            "/* /* */ import A */",
            "struct S {\nimport A\n}",
            "func f() {\n  import A\n}",
            "import",
            "import\nA",
            "import .A",
            "`import` A",
        ]
        for source in sources {
            XCTAssertEqual(scan(source).imports, [], source.debugDescription)
        }
    }

    func testImportAfterStatementOnSameLineIsNotAnImport() {
        XCTAssertEqual(scan("let a = 1 import B").imports, [])
    }
}
