import StrataKit
import StrataTestSupport
import XCTest

/// A SwiftPM target that applies build-tool plugins gets code no reader sees (swift-openapi-generator's `APIProtocol`,
/// `Operations`): an import of it by a file that names a type the workspace does not declare may use that code
/// (hummingbird-examples' `import TodosOpenAPI`).
final class PluginGeneratedCodeTests: XCTestCase {
    func testAnImportOfATargetThatAppliesPluginsIsUsedByTypesNobodyDeclares() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "todos",
                    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.2.0")],
                    targets: [
                        .target(name: "TodosAPI", plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]),
                        .target(name: "Models"),
                        .executableTarget(name: "Server", dependencies: ["TodosAPI", "Models"]),
                    ]
                )
                """,
            "Sources/TodosAPI/Empty.swift": "",
            "Sources/Models/Todo.swift": "public struct Todo {}\n",
            "Sources/Server/API.swift": "import TodosAPI\n\nstruct API: APIProtocol {}\n",
            "Sources/Server/Plain.swift": "import TodosAPI\nimport Models\n\nlet answer = 42\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let unused = result.violations.filter { $0.rule == "unused-import" }
        // API.swift names `APIProtocol`, which no file declares: the plugin's code may. Plain.swift names no type.
        XCTAssertEqual(unused.map(\.message), [
            "Server imports TodosAPI, but this file uses none of its types.",
            "Server imports Models, but this file uses none of its types.",
        ])
        XCTAssertEqual(Set(unused.map { $0.location?.file }), ["Sources/Server/Plain.swift"])
    }

    /// R.swift: a target applies the package's plugin and depends on the runtime the package vends beside it
    /// (`RswiftLibrary`), which only the generated `R.generated.swift` imports. A dependency on a product of another
    /// package stays unused.
    func testADependencyOnThePluginsPackageIsUsedByTheGeneratedCode() throws {
        let tree = try TemporaryTree([
            "Gen/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Gen",
                    products: [
                        .library(name: "RuntimeLibrary", targets: ["Runtime"]),
                        .plugin(name: "GenPlugin", targets: ["GenPlugin"]),
                    ],
                    targets: [.target(name: "Runtime"), .plugin(name: "GenPlugin", capability: .buildTool())]
                )
                """,
            "Gen/Sources/Runtime/Runtime.swift": "public struct ImageResource {}\n",
            "Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "Kit", products: [.library(name: "Other", targets: ["Other"])],
                                      targets: [.target(name: "Other")])
                """,
            "Kit/Sources/Other/Other.swift": "public struct Other {}\n",
            "Gen/Plugins/GenPlugin/plugin.swift": "",
            "App/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "App",
                    dependencies: [.package(path: "../Gen"), .package(path: "../Kit")],
                    targets: [
                        .executableTarget(
                            name: "App",
                            dependencies: [.product(name: "RuntimeLibrary", package: "Gen"), .product(name: "Other", package: "Kit")],
                            plugins: [.plugin(name: "GenPlugin", package: "Gen")]
                        ),
                    ]
                )
                """,
            "App/Sources/App/main.swift": "print(R.logo)\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.filter { $0.rule == "unused-dependency" }.map(\.message), [
            "App declares a dependency on Other, but none of its files imports it: remove it from the dependencies of target "
                + "'App' (App/Package.swift:10).",
        ])
    }
}
