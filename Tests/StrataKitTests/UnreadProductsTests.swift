import StrataKit
import StrataTestSupport
import XCTest

/// A package whose `products:` strata could not read (built in a closure, swift-package-manager's `autoProducts`): a
/// dependent that names one of its products may get what it imports of the package through it.
final class UnreadProductsTests: XCTestCase {
    func testAProductOfAPackageNotFullyReadMayHoldWhatItsUserImports() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let autoProducts = [(name: "DataModel", targets: ["Core", "Workspace"])]

                let package = Package(
                    name: "Tooling",
                    products: autoProducts.flatMap { [.library(name: $0.name, targets: $0.targets)] },
                    targets: [.target(name: "Core"), .target(name: "Workspace", dependencies: ["Core"])]
                )
                """,
            "Sources/Core/Core.swift": "public struct CoreThing { public init() {} }\n",
            "Sources/Workspace/Workspace.swift": "import Core\npublic struct Workspace { public let core = CoreThing() }\n",
            "Examples/info/Sources/info/main.swift": "import Workspace\nimport Helper\nprint(Workspace(), Helper())\n",
            "Examples/Other/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Other", products: [.library(name: "Helper", targets: ["Helper"])],
                                      targets: [.target(name: "Helper")])
                """,
            "Examples/Other/Sources/Helper/Helper.swift": "public struct Helper { public init() {} }\n",
        ])
        // The root package's identity is its folder's name.
        let identity = URL(fileURLWithPath: tree.path).lastPathComponent
        try tree.write("Examples/info/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "info",
                dependencies: [.package(path: "../../"), .package(path: "../Other")],
                targets: [.executableTarget(name: "info", dependencies: [.product(name: "DataModel", package: "\(identity)")])]
            )
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        // Helper's package was read whole: its import, declared nowhere, is still reported.
        XCTAssertEqual(result.violations.map(\.message), [
            "info imports Helper, which its manifest does not declare: add .product(name: \"Helper\", package: \"Other\") "
                + "to the dependencies of target 'info' (Examples/info/Package.swift:7).",
        ])
        XCTAssertEqual(result.diagnostics.map(\.rule), ["manifest"], "the skipped products are said")
    }
}
