import XCTest
@testable import StrataScan

/// Type-like identifiers, per file and per declaration.
final class ScannerReferenceTests: XCTestCase {
    private func fileReferences(_ source: String) -> [String] {
        scan(source).typeReferences.map { "\($0.name)@\($0.line):\($0.column)" }
    }

    func testFileReferences() {
        let table: [(String, [String])] = [
            ("let a: Foo = Bar()", ["Foo@1:8", "Bar@1:14"]),
            ("let a: Foo\nlet b: Foo", ["Foo@1:8"]),
            ("x: _Private, _lower, lower, URL", ["_Private@1:4", "URL@1:29"]),
            ("Self.Type, T.Type, T.Protocol, Type", ["T@1:12", "Type@1:32"]),
            // Interpolated code is code: `Bar` is used; the text, comments and nested text are not.
            ("let s = \"Foo \\(Bar)\" // Baz\n/* Qux */", ["Bar@1:16"]),
            ("import Foundation\nimport struct UIKit.UIView\n@_spi(Internal) import A\nlet x: Date",
             ["Date@4:8"]),
            ("#if canImport(UIKit)\nlet v: UIView\n#endif", ["UIView@2:8"]),
            ("@MainActor final class A: ObservableObject { @Published var b: B }",
             ["MainActor@1:2", "A@1:24", "ObservableObject@1:27", "Published@1:47", "B@1:64"]),
            ("@objc func f() {}", []),
            ("`Foo` Écl", []),
            ("let r = /Foo/", []),
        ]
        for (source, expected) in table {
            XCTAssertEqual(fileReferences(source), expected, source.debugDescription)
        }
    }

    func testNamesCompareByBytes() {
        // "é" precomposed and decomposed are different names.
        let facts = scan("let a: Caf\u{E9}X = Caf\u{65}\u{301}X()")
        XCTAssertEqual(facts.typeReferences.count, 2)
    }

    func testDeclarationReferences() {
        let source = """
        final class ChatComponent<T: Equatable>: Component<ChatListDependency> where T: Hashable {
            var logger: ILogger
            func make() -> ChatViewController { ChatViewController(logger: logger, t: T.self) }
            struct Inner: Codable { let date: Date }
        }
        extension Foo: Bar { func f() -> Baz { Baz() } }
        typealias Alias = Dictionary<String, Foo>
        struct Zed {}
        """
        let references = Dictionary(uniqueKeysWithValues: scan(source).declarations.map { ($0.name, $0.references) })
        XCTAssertEqual(references["ChatComponent"], [
            "ChatListDependency", "ChatViewController", "Codable", "Component", "Date", "Equatable", "Hashable",
            "ILogger", "Inner",
        ])
        XCTAssertEqual(references["Inner"], ["Codable", "Date"])
        XCTAssertEqual(references["Foo"], ["Bar", "Baz", "Foo"])
        XCTAssertEqual(references["Alias"], ["Dictionary", "Foo", "String"])
        XCTAssertEqual(references["Zed"], [])
    }

    func testAttributesCountForTheirDeclaration() {
        let facts = scan("struct Outer {\n  @MainActor @objc(Name) @available(iOS 13, *)\n  public final class Inner {}\n}")
        XCTAssertEqual(facts.declarations.map(\.references), [["Inner", "MainActor", "Name"], ["MainActor", "Name"]])
    }

    func testReferencesSortedByBytes() {
        let references = scan("struct S { let a: b_, B, A, _C, Ä, Z }").declarations.first?.references
        XCTAssertEqual(references, ["A", "B", "Z", "_C"])
    }
}
