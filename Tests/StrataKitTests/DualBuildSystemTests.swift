import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// One module described by two build systems with different file sets (draw-things' `DataModels`: a SwiftPM target
/// over the whole folder, a Bazel `swift_library` over `Sources/**`) stays two modules of one name; its importers'
/// dependencies on either are used by `import DataModels`.
final class DualBuildSystemTests: XCTestCase {
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
}
