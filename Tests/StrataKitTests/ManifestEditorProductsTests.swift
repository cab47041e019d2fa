import XCTest
@testable import StrataKit

/// `strata fix`'s edit of the imported package's `Package.swift` when no library product holds the imported module:
/// the product added to `products:` in the list's layout, the argument created in PackageDescription's order, products
/// built in code refused.
final class ManifestEditorProductsTests: XCTestCase {
    private let core = #".library(name: "Core", targets: ["Core"])"#

    /// `source` with `products` added.
    private func added(_ products: [String], to source: String) throws -> String {
        let text = SourceText(Array(source.utf8))
        let edits = try ManifestEditor.productAdditions(products, in: text)
        return String(decoding: try XCTUnwrap(edits.applied(to: text.bytes)), as: UTF8.self)
    }

    func testAddsToAMultiLineList() throws {
        let source = """
            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "Kit", targets: ["Kit"]),
                ],
                targets: [.target(name: "Kit"), .target(name: "Core")]
            )
            """
        XCTAssertEqual(try added([core], to: source), """
            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "Kit", targets: ["Kit"]),
                    .library(name: "Core", targets: ["Core"]),
                ],
                targets: [.target(name: "Kit"), .target(name: "Core")]
            )
            """)
    }

    func testAddsToAOneLineListAndToAnEmptyOne() throws {
        let tool = #".executable(name: "kit", targets: ["Kit"])"#
        XCTAssertEqual(try added([core], to: #"let package = Package(name: "Kit", products: ["# + tool + "])"),
                       #"let package = Package(name: "Kit", products: ["# + tool + ", " + core + "])")
        XCTAssertEqual(try added([core], to: #"let package = Package(name: "Kit", products: [], targets: [])"#),
                       #"let package = Package(name: "Kit", products: ["# + core + "], targets: [])")
    }

    func testCreatesTheArgumentAfterPlatformsAndBeforeDependencies() throws {
        let source = """
            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v16)],
                dependencies: [.package(path: "../Log")],
                targets: [.target(name: "Core")]
            )
            """
        XCTAssertEqual(try added([core, #".library(name: "UI", targets: ["UI"])"#], to: source), """
            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v16)],
                products: [.library(name: "Core", targets: ["Core"]), .library(name: "UI", targets: ["UI"])],
                dependencies: [.package(path: "../Log")],
                targets: [.target(name: "Core")]
            )
            """)
        XCTAssertEqual(try added([core], to: #"let package = Package(name: "Kit", targets: [.target(name: "Core")])"#),
                       #"let package = Package(name: "Kit", products: ["# + core + #"], targets: [.target(name: "Core")])"#)
    }

    func testCreatesTheArgumentLastWhenNothingComesAfterIt() throws {
        XCTAssertEqual(try added([core], to: "let package = Package(\n    name: \"Kit\"\n)"),
                       "let package = Package(\n    name: \"Kit\",\n    products: [\(core)]\n)")
        XCTAssertEqual(try added([core], to: "let package = Package(\n    name: \"Kit\",\n)"),
                       "let package = Package(\n    name: \"Kit\",\n    products: [\(core)],\n)")
        XCTAssertEqual(try added([core], to: #"let package = Package(name: "Kit")"#),
                       #"let package = Package(name: "Kit", products: ["# + core + "])")
    }

    func testProductsBuiltInCodeAreRefused() {
        for source in [
            #"let package = Package(name: "Kit", products: libraries, targets: [])"#,
            #"let package = Package(name: "Kit", products: [.library(name: "A", targets: ["A"])] + more, targets: [])"#,
            "let package = Package(name: \"Kit\", targets: [])\npackage.products.append(.library(name: \"B\", targets: [\"B\"]))",
            "let manifest = makePackage(name: \"Kit\")",
        ] {
            XCTAssertThrowsError(try added([core], to: source), source) { error in
                XCTAssertTrue("\(error)".contains("built in code") || "\(error)".contains("in code")
                              || "\(error)".contains("no `let package = Package(…)`"), "\(error)")
            }
        }
    }
}
