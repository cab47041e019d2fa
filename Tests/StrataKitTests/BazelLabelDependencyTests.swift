import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A Bazel label names a package: when two packages declare modules of one name (mpy-dev-ml/UmbraCore's `Types`), a
/// `deps` label is on the module its package's BUILD file declares, and an import of the name resolves to it.
final class BazelLabelDependencyTests: XCTestCase {
    private func build(_ name: String, deps: [String] = []) -> String {
        let list = deps.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

        swift_library(name = "\(name)", module_name = "Types", srcs = glob(["*.swift"]), deps = [\(list)],
                      visibility = ["//visibility:public"])

        """
    }

    func testALabelPicksTheModuleOfItsPackageAmongModulesOfOneName() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"umbra\")\n",
            "Sources/Crypto/BUILD.bazel": build("CryptoTypes"),
            "Sources/Crypto/CryptoKey.swift": "public struct CryptoKey {}\n",
            "Sources/Network/BUILD.bazel": build("NetworkTypes"),
            "Sources/Network/Endpoint.swift": "public struct Endpoint {}\n",
            "Sources/Vault/BUILD.bazel": """
                load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Vault", module_name = "Vault", srcs = glob(["*.swift"]), deps = ["//Sources/Crypto:CryptoTypes"])

                """,
            "Sources/Vault/Vault.swift": "import Types\n\nlet key = CryptoKey()\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let graph = result.graph
        let edges = graph.edges.filter { graph.modules[$0.from].name == "Vault" }
        XCTAssertEqual(edges.map { graph.modules[$0.to].package }, ["Sources/Crypto/BUILD.bazel"])
        XCTAssertEqual(edges.first?.isDeclared, true)
        XCTAssertEqual(edges.first?.isImported, true)
        XCTAssertEqual(result.violations.map(\.rule), [])
    }

    /// mpy-dev-ml/UmbraCore: a Bazel library imports a module a `Package.swift` of the workspace builds. The advice is in
    /// Bazel's words, not a SwiftPM library product a `swift_library` could not link.
    func testABazelLibraryIsToldToAddADepNotAPackageProduct() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"umbra\")\n",
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Umbra", targets: [.target(name: "ResticTypes", path: "Sources/ResticTypes")])
                """,
            "Sources/ResticTypes/Stats.swift": "public struct Stats {}\n",
            "Sources/Helper/BUILD.bazel": """
                load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Helper", srcs = glob(["*.swift"]))

                """,
            "Sources/Helper/Helper.swift": "import ResticTypes\n\nlet stats = Stats()\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let advice = result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.message)
        XCTAssertEqual(advice.count, 1, "\(advice)")
        XCTAssertFalse(advice.contains { $0.contains("library product") }, "\(advice)")
        XCTAssertTrue(advice.first?.contains("to deps of swift_library \"Helper\"") ?? false, "\(advice)")
    }

    /// Two Bazel workspaces side by side (an `examples` folder): a binary that declares swift-log's `Logging` through
    /// rules_swift_package_manager imports that, not the other workspace's `swift_library` named Logging.
    func testADeclaredExternalModuleWinsOverAModuleOfAnotherWorkspace() throws {
        let tree = try TemporaryTree([
            "ws_a/MODULE.bazel": "module(name = \"a\")\n",
            "ws_a/BUILD.bazel": """
                load("@rules_swift//swift:swift.bzl", "swift_library")

                swift_library(name = "Logging", srcs = glob(["Sources/Logging/*.swift"]), module_name = "Logging")
                """,
            "ws_a/Sources/Logging/LocalLogger.swift": "public struct LocalLogger {}\n",
            "ws_b/MODULE.bazel": "module(name = \"b\")\n",
            "ws_b/BUILD.bazel": """
                load("@rules_swift//swift:swift.bzl", "swift_binary")

                swift_binary(name = "print", module_name = "print", srcs = ["main.swift"], deps = ["@swiftpkg_swift_log//:Logging"])
                """,
            "ws_b/main.swift": "import Logging\n\nlet logger = Logger(label: \"x\")\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, includeExternal: true, jobs: 1))
        let graph = result.graph
        let edges = graph.edges.filter { graph.modules[$0.from].name == "print" }
        XCTAssertEqual(edges.map { "\(graph.modules[$0.to].kind) \($0.isDeclared) \($0.isImported)" }, ["external true true"])
        XCTAssertEqual(result.violations.map(\.message), [])
    }
}
