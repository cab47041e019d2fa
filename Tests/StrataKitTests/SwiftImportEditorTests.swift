import XCTest
@testable import StrataKit

/// `strata fix`'s edits of Swift imports: added in the sorted place or after the imports, removed with their line (and
/// an `#if` block they leave empty), other imports' attributes, comments and line endings kept.
final class SwiftImportEditorTests: XCTestCase {
    private func adding(_ module: String, to source: String) -> String {
        let text = SourceText(Array(source.utf8))
        return String(decoding: [SwiftImportEditor.addition(of: module, in: text)].applied(to: text.bytes) ?? [], as: UTF8.self)
    }

    private func removing(line: Int, column: Int = 1, from source: String) throws -> String {
        let text = SourceText(Array(source.utf8))
        let edit = try SwiftImportEditor.removal(line: line, column: column, in: text)
        return String(decoding: [edit].applied(to: text.bytes) ?? [], as: UTF8.self)
    }

    func testAddsInTheSortedPlace() {
        let cases: [(source: String, module: String, expected: String)] = [
            ("import Alpha\nimport Gamma\n\nlet x = 1\n", "Beta", "import Alpha\nimport Beta\nimport Gamma\n\nlet x = 1\n"),
            ("import Alpha\nimport Gamma\n", "Zeta", "import Alpha\nimport Gamma\nimport Zeta\n"),
            ("import Gamma\n", "Alpha", "import Alpha\nimport Gamma\n"),
            // Sorted without regard to case (`import os` after `import Foundation`).
            ("import Foundation\nimport os\nimport UIKit\n", "Networking",
             "import Foundation\nimport Networking\nimport os\nimport UIKit\n"),
            // Attributed imports keep their place and attributes; the plain ones decide the order.
            ("@testable import Core\nimport Foundation\n", "Auth", "@testable import Core\nimport Auth\nimport Foundation\n"),
        ]
        for test in cases { XCTAssertEqual(adding(test.module, to: test.source), test.expected, test.source) }
    }

    func testAddsAfterUnsortedImportsAndOutsideIfBlocks() {
        XCTAssertEqual(adding("Beta", to: "import Zeta\nimport Alpha\n\nstruct A {}\n"),
                       "import Zeta\nimport Alpha\nimport Beta\n\nstruct A {}\n")
        let conditional = "import Alpha\n#if canImport(UIKit)\nimport UIKit\n#endif\nimport Gamma\n"
        XCTAssertEqual(adding("Zeta", to: conditional), conditional + "import Zeta\n")
    }

    func testAddsToAFileWithoutImports() {
        XCTAssertEqual(adding("Core", to: "// Header\n\n/// Documented.\nstruct A {}\n"),
                       "// Header\n\nimport Core\n\n/// Documented.\nstruct A {}\n")
        XCTAssertEqual(adding("Core", to: "struct A {}\n"), "import Core\n\nstruct A {}\n")
        XCTAssertEqual(adding("Core", to: ""), "import Core\n")
        XCTAssertEqual(adding("Core", to: "// only a comment"), "// only a comment\nimport Core\n")
        XCTAssertEqual(adding("Core", to: "import Alpha"), "import Alpha\nimport Core")
    }

    func testKeepsCRLF() throws {
        XCTAssertEqual(adding("Beta", to: "import Alpha\r\nimport Gamma\r\n"), "import Alpha\r\nimport Beta\r\nimport Gamma\r\n")
        XCTAssertEqual(try removing(line: 2, from: "import Alpha\r\nimport Beta\r\nstruct A {}\r\n"), "import Alpha\r\nstruct A {}\r\n")
    }

    func testRemovesTheLineWithAttributesAndTrailingComment() throws {
        XCTAssertEqual(try removing(line: 1, column: 11, from: "@testable import Alpha\nimport Beta\n"), "import Beta\n")
        XCTAssertEqual(try removing(line: 1, column: 17, from: "@_spi(Internal) import Alpha // legacy\nimport Beta\n"), "import Beta\n")
        XCTAssertEqual(try removing(line: 2, column: 8, from: "import A\npublic import struct Beta.Thing\n"), "import A\n")
        // Another declaration on the line stays.
        XCTAssertEqual(try removing(line: 1, from: "import Alpha; import Beta\n"), "import Beta\n")
        XCTAssertThrowsError(try removing(line: 1, column: 3, from: "import Alpha\n"))
    }

    func testRemovesOneBlankLineOfTwo() throws {
        XCTAssertEqual(try removing(line: 3, from: "import A\n\nimport B\n\nstruct X {}\n"), "import A\n\nstruct X {}\n")
        XCTAssertEqual(try removing(line: 1, from: "import B\n\nstruct X {}\n"), "struct X {}\n")
    }

    func testRemovesInsideIfBlocks() throws {
        let kept = "import A\n#if canImport(UIKit)\nimport UIKit\nimport B\n#endif\n"
        XCTAssertEqual(try removing(line: 4, from: kept), "import A\n#if canImport(UIKit)\nimport UIKit\n#endif\n")
        let emptied = "import A\n#if DEBUG\nimport B\n#endif\n\nstruct X {}\n"
        XCTAssertEqual(try removing(line: 3, from: emptied), "import A\n\nstruct X {}\n")
        let withElse = "#if DEBUG\nimport B\n#else\nimport C\n#endif\n"
        XCTAssertEqual(try removing(line: 2, from: withElse), "#if DEBUG\n#else\nimport C\n#endif\n")
    }

    func testLowersAnImportsAccessInPlace() throws {
        func lowering(line: Int, column: Int, in source: String) throws -> String {
            let text = SourceText(Array(source.utf8))
            let edit = try SwiftImportEditor.accessChange(line: line, column: column, to: "internal", in: text)
            return String(decoding: [edit].applied(to: text.bytes) ?? [], as: UTF8.self)
        }
        XCTAssertEqual(try lowering(line: 2, column: 8, in: "import A\npublic import B // why\n"),
                       "import A\ninternal import B // why\n")
        XCTAssertEqual(try lowering(line: 1, column: 41, in: "@_spi(Internal) @preconcurrency package import C\r\n"),
                       "@_spi(Internal) @preconcurrency internal import C\r\n")
        XCTAssertThrowsError(try lowering(line: 1, column: 1, in: "import A\n"), "no access modifier to replace")
    }
}
