import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// SwiftPM and Bazel in one repository.
final class DualBuildSystemTests: XCTestCase {
    /// One module described by two build systems with different file sets (draw-things' `DataModels`: a SwiftPM target
    /// over the whole folder, a Bazel `swift_library` over `Sources/**`) stays two modules of one name; its importers'
    /// dependencies on either are used by `import DataModels`.
    func testAnImportUsesTheDependencyOfEveryBuildSystemOnAModuleOfItsName() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                  name: "Dual",
                  targets: [
                    .target(name: "Core", path: "Core", exclude: ["BUILD"]),
                    .target(name: "Feature", dependencies: ["Core"], path: "Feature/Sources"),
                  ]
                )
                """,
            "Core/BUILD": """
                load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Core", srcs = glob(["Sources/**/*.swift"]), module_name = "Core",
                              visibility = ["//visibility:public"])
                """,
            "Core/Sources/CoreThing.swift": "public struct CoreThing { public init() {} }\n",
            "Core/Generated/Pregenerated.swift": "public struct Pregenerated { public init() {} }\n",
            "Feature/BUILD": """
                load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Feature", srcs = glob(["Sources/**/*.swift"]), module_name = "Feature", deps = ["//Core"])
                """,
            "Feature/Sources/Feature.swift": "import Core\n\npublic func make() -> CoreThing { CoreThing() }\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let graph = result.graph
        XCTAssertEqual(graph.modules.filter { $0.name == "Core" }.count, 2, "two descriptions, two file sets")
        let declared = graph.edges.filter { graph.modules[$0.from].name == "Feature" && $0.isDeclared }
        XCTAssertEqual(declared.count, 2, "Feature declares each build system's Core")
        XCTAssertEqual(result.violations.map(\.message), [])
    }

    /// rules_swift_package_manager makes a repository `swiftpkg_<identity>` of each package the root `Package.swift`
    /// depends on: `@swiftpkg_greeter//:Greeter` is the product of the local package `third_party/Greeter`, and
    /// `@swiftpkg_swift_log//:Logging` swift-log's, whatever other package has a module of that name.
    func testASwiftPackageLabelNamesTheLocalPackagesProduct() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"app\")\nbazel_dep(name = \"rules_swift_package_manager\", version = \"1.0.0\")\n",
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "app", dependencies: [.package(path: "third_party/Greeter")])
                """,
            "third_party/Greeter/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Greeter",
                    products: [.library(name: "Greeter", targets: ["Greeter"])],
                    targets: [.target(name: "Greeter")]
                )
                """,
            "third_party/Greeter/Sources/Greeter/Greeter.swift": "public struct Greeter { public init() {} }\n",
            // Another package's module of the name `@swiftpkg_swift_log//:Logging` names: not swift-log's.
            "third_party/swift-game/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "swift-game", targets: [.target(name: "Logging")])
                """,
            "third_party/swift-game/Sources/Logging/Log.swift": "public struct GameLog {}\n",
            "App/BUILD.bazel": """
                load("@rules_swift//swift:swift.bzl", "swift_binary")

                swift_binary(name = "app", module_name = "app", srcs = ["main.swift"],
                             deps = ["@swiftpkg_greeter//:Greeter", "@swiftpkg_swift_log//:Logging"])
                """,
            "App/main.swift": "import Greeter\nimport Logging\n\nprint(Greeter())\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, includeExternal: true, jobs: 1))
        let graph = result.graph
        let edges = graph.edges.filter { graph.modules[$0.from].name == "app" }
        XCTAssertEqual(edges.map { "\(graph.modules[$0.to].name) \($0.isDeclared) \($0.isImported)" }.sorted(),
                       ["Greeter true true", "Logging true true"])
        XCTAssertEqual(graph.modules.first { $0.name == "Logging" }?.kind, .external)
        XCTAssertEqual(result.violations.map(\.message), [])
    }
}
