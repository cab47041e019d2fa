import StrataGraph
import XCTest
@testable import StrataKit

/// Members used after a `.` that only one module the user sees declares, in an extension (``MemberUse``).
final class MemberUseTests: XCTestCase {
    private static let apiClient = """
        import Dependencies

        public struct ApiClient { public var fetch: () -> Void }

        extension DependencyValues {
            public var apiClient: ApiClient {
                get { self[ApiClient.self] }
            }
        }
        """

    private func uses(_ sketch: FactsSketch) -> [String] {
        let (graph, types, _) = sketch.build()
        return types.resolved.memberUses.map { use in
            "\(graph.modules[use.module].name) → \(graph.modules[use.target].name): \(use.member) "
                + "\(use.location.file):\(use.location.line):\(use.location.column)"
        }
    }

    func testAnExtensionExtendsTheLastPartOfItsNameBeforeItsGenericArguments() {
        let cases = ["Item": "Item", "Feed.Item": "Item", "Feed.Item<T>": "Item", "A.B.C<D.E>": "C", "A.": "A", "A..": "A",
                     "": "", ".": "", "Dictionary<K, V>": "Dictionary", "Café.Menü": "Menü"]
        for (written, extended) in cases {
            var bytes = written
            let found = bytes.withUTF8 { MemberIndex.extendedName(in: $0) { String(decoding: $0, as: UTF8.self) } }
            XCTAssertEqual(found, extended, written)
        }
    }

    func testAMemberOfAnExtensionOfADeclaredDependencyIsItsUse() {
        var sketch = FactsSketch()
        sketch.module("Feature", ["AppDelegate.swift": """
            import Dependencies

            struct AppDelegate {
                @Dependency(\\.apiClient) var apiClient
                func start() { self.apiClient.fetch() }
            }
            """])
        sketch.module("ApiClient", ["Client.swift": Self.apiClient])
        sketch.declare("Feature", dependsOn: "ApiClient")
        XCTAssertEqual(uses(sketch), ["Feature → ApiClient: apiClient Sources/Feature/AppDelegate.swift:4:19"])
    }

    func testMethodsOfExtensionsCountAndImportsUsingThemAreUsed() throws {
        var sketch = FactsSketch()
        sketch.module("Feature", ["View.swift": "import Styleguide\n\nlet x = view.adaptivePadding()\n"])
        sketch.module("Styleguide", ["Padding.swift": "extension View {\n    public func adaptivePadding() -> some View { self }\n}\n"])
        let (_, types, _) = sketch.build()
        XCTAssertEqual(types.resolved.memberUses.map(\.member), ["adaptivePadding"])
        XCTAssertEqual(types.resolved.imports.map(\.usedMembers), [["adaptivePadding"]])
        XCTAssertEqual(types.resolved.imports.map(\.isUsed), [true])
    }

    func testANameTwoSeenModulesDeclareIsNoOnesUse() {
        var sketch = FactsSketch()
        sketch.module("Feature", ["A.swift": "let a = x.apiClient\n"])
        sketch.module("ApiClient", ["Client.swift": Self.apiClient])
        sketch.module("Other", ["Other.swift": "public struct Environment { public var apiClient: Int }\n"])
        sketch.declare("Feature", dependsOn: "ApiClient")
        sketch.declare("Feature", dependsOn: "Other")
        XCTAssertEqual(uses(sketch), [])
    }

    func testAnotherModulesInternalMemberDoesNotCompete() {
        // Every feature names its `@Dependency(\.apiClient)` property `apiClient`: importers never see those.
        var sketch = FactsSketch()
        sketch.module("Feature", ["A.swift": "import Leaderboard\nstruct A { @Dependency(\\.apiClient) var apiClient }\n"])
        sketch.module("ApiClient", ["Client.swift": Self.apiClient])
        sketch.module("Leaderboard", ["L.swift": "struct L { @Dependency(\\.apiClient) var apiClient }\n"])
        sketch.module("Internal", ["I.swift": "extension DependencyValues { var hidden: Int { 0 } }\n"])
        sketch.declare("Feature", dependsOn: "ApiClient")
        sketch.declare("Feature", dependsOn: "Internal")
        XCTAssertEqual(uses(sketch), ["Feature → ApiClient: apiClient Sources/Feature/A.swift:2:26"])
    }

    func testATypeBodysMemberDoesNotCompeteWithAnAttributesKeyPath() {
        // `@Dependency(\.build.number)`: the root is `DependencyValues`, which only extensions add to; Config's
        // `build` property is no rival there, but it is one for `config.build`.
        var sketch = FactsSketch()
        sketch.module("Feature", ["A.swift": "import Config\nstruct A { @Dependency(\\.build.number) var number }\n"])
        sketch.module("Build", ["B.swift": "extension DependencyValues { public var build: Build { Build() } }\n"])
        sketch.module("Config", ["C.swift": "public struct Config { public var build: Int }\n"])
        sketch.declare("Feature", dependsOn: "Build")
        XCTAssertEqual(uses(sketch), ["Feature → Build: build Sources/Feature/A.swift:2:26"])
        var plain = FactsSketch()
        plain.module("Feature", ["A.swift": "import Config\nlet b = config.build\n"])
        plain.module("Build", ["B.swift": "extension DependencyValues { public var build: Build { Build() } }\n"])
        plain.module("Config", ["C.swift": "public struct Config { public var build: Int }\n"])
        plain.declare("Feature", dependsOn: "Build")
        XCTAssertEqual(uses(plain), [])
    }

    func testANameTheModuleDeclaresInAnExtensionIsItsOwn() {
        var sketch = FactsSketch()
        sketch.module("Feature", ["A.swift": "extension DependencyValues { var apiClient: Int { 0 } }\nlet a = env.apiClient\n"])
        sketch.module("ApiClient", ["Client.swift": Self.apiClient])
        sketch.declare("Feature", dependsOn: "ApiClient")
        XCTAssertEqual(uses(sketch), [])
    }

    func testAModuleNotSeenDoesNotCompete() {
        var sketch = FactsSketch()
        sketch.module("Feature", ["A.swift": "let a = x.apiClient\n"])
        sketch.module("ApiClient", ["Client.swift": Self.apiClient])
        sketch.module("Elsewhere", ["E.swift": "extension DependencyValues { public var apiClient: Int { 0 } }\n"])
        sketch.declare("Feature", dependsOn: "ApiClient")
        XCTAssertEqual(uses(sketch), ["Feature → ApiClient: apiClient Sources/Feature/A.swift:1:11"])
    }
}
