import XCTest
@testable import StrataScan

/// Member names used after a `.`, per file, and the methods type bodies declare.
final class ScannerMemberReferenceTests: XCTestCase {
    private func references(_ source: String) -> [String] {
        scan(source).memberReferences.map { "\($0.name)@\($0.line):\($0.column)" }
    }

    func testMemberReferences() {
        let table: [(String, [String])] = [
            ("@Dependency(\\.apiClient) var apiClient", ["apiClient@1:15"]),
            ("self.apiClient.fetch()\nself.apiClient", ["apiClient@1:6", "fetch@1:16"]),
            ("x?.user.name", ["user@1:4", "name@1:9"]),
            ("\\.gameCenter.turnBasedMatch.load", ["gameCenter@1:3", "turnBasedMatch@1:14", "load@1:29"]),
            ("let v: Foo = .live", ["live@1:15"]),
            // Types, keywords, backticked names and names not after a `.` are not member references.
            ("Foundation.Date, x.init(), a.`default`, .Type, plain, a._private", []),
            // Members used in a string's interpolations are (GistHub's `Text("\(createdAt.formattedDate())")`), those in
            // its text and in comments are not.
            ("let s = \"\\(a.b) x.y\" // c.d\n/* e.f */", ["b@1:14"]),
            ("let s = \"\"\"\n  \\(date.agoString(style: .short)) \\(x.init())\n\"\"\"", ["agoString@2:10", "short@2:28"]),
            ("import Foo.bar", []),
        ]
        for (source, expected) in table {
            XCTAssertEqual(references(source), expected, source.debugDescription)
        }
    }

    func testAnAttributesKeyPathIsMarkedAndRecordedOnceMore() {
        let facts = scan("let b = x.build\n@Dependency(\\.build.number) var n\n@Dependency(\\.build) var m\nlet k = \\.clock")
        XCTAssertEqual(facts.memberReferences.map { "\($0.name)@\($0.line):\($0.column) \($0.isAttributeKeyPath)" },
                       ["build@1:11 false", "build@2:15 true", "number@2:21 false", "clock@4:11 false"])
    }

    func testMemberReferencesShareTheirStringsWithTypes() {
        // A lowercase name and a type name of the same file are told apart.
        let facts = scan("let a: Foo = x.foo\nlet b: Foo = y.foo")
        XCTAssertEqual(facts.typeReferences.map(\.name), ["Foo"])
        XCTAssertEqual(facts.memberReferences.map(\.name), ["foo"])
    }

    func testMethods() {
        let source = """
        extension DependencyValues {
          public var apiClient: ApiClient { get { self[ApiClient.self] } }
          public func fetch(_ x: Int) -> Int { func local() {}; return x }
          static func == (a: Self, b: Self) -> Bool { true }
          func `default`() {}
        }
        func global() {}
        struct S { func run() {} }
        """
        let facts = scan(source)
        XCTAssertEqual(facts.declarations.map { $0.methods.map(\.name) }, [["fetch", "default"], ["run"]])
        XCTAssertEqual(facts.declarations[0].methods.map(\.access), ["public", nil])
        XCTAssertEqual(facts.declarations[0].methods.first?.line, 3)
    }

    func testEnumCases() {
        let source = """
        public enum Kind {
            case a, b(Int, label: String), c = 1
            indirect case d(Kind)
            func name() -> String {
                switch self { case .a: return "a"; default: return "" }
            }
        }
        struct S { let x = 1 }
        """
        let facts = scan(source)
        XCTAssertEqual(facts.declarations.map { $0.cases.map(\.name) }, [["a", "b", "c", "d"], []])
        XCTAssertEqual(facts.declarations[0].cases.first?.access, "public")
    }
}
