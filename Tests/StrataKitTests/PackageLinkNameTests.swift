import StrataKit
import StrataTestSupport
import XCTest

/// A local package linked as `.package(name: "Pkg1", path: "../p1dir")` is `Pkg1` to the linking package's targets:
/// `.product(name:package:)` must name it so, or SwiftPM rejects it (`unknown package 'p1dir'`).
final class PackageLinkNameTests: XCTestCase {
    func testTheAdviceNamesAPackageAsItsLinkDoes() throws {
        let tree = try TemporaryTree()
        try tree.write("app/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(name: "Pkg1", path: "../p1dir")],
                targets: [.executableTarget(name: "Tool", dependencies: [.product(name: "Core", package: "Pkg1")])]
            )
            """)
        try tree.write("app/Sources/Tool/main.swift", "import Core\nimport Extra\n\nlet both = (Core(), Extra())\n")
        try tree.write("p1dir/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Pkg1",
                products: [.library(name: "Core", targets: ["Core"]), .library(name: "Extra", targets: ["Extra"])],
                targets: [.target(name: "Core"), .target(name: "Extra")]
            )
            """)
        try tree.write("p1dir/Sources/Core/Core.swift", "public struct Core { public init() {} }\n")
        try tree.write("p1dir/Sources/Extra/Extra.swift", "public struct Extra { public init() {} }\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.message), [
            "Tool imports Extra, which its manifest does not declare: add .product(name: \"Extra\", package: \"Pkg1\") to the "
                + "dependencies of target 'Tool' (app/Package.swift:6).",
        ])
    }

    /// swift-docc's `bin/benchmark` links the root as `.package(name: "swift-docc", path: "../../")`, whose own name is
    /// `SwiftDocC` and whose folder may be called anything: `.product(package: "swift-docc")` names it all the same.
    func testAProductNamesItsPackageByTheLinksName() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "SwiftLib", products: [.library(name: "Lib", targets: ["Lib"])],
                                  targets: [.target(name: "Lib")])
            """)
        try tree.write("Sources/Lib/Lib.swift", "public struct Lib { public init() {} }\n")
        try tree.write("bin/tool/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "tool",
                dependencies: [.package(name: "swift-lib", path: "../../")],
                targets: [.executableTarget(name: "tool", dependencies: [.product(name: "Lib", package: "swift-lib")])]
            )
            """)
        try tree.write("bin/tool/Sources/tool/main.swift", "import Lib\n\nprint(Lib())\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.map(\.message), [])
        let tool = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "tool" })
        XCTAssertEqual(result.graph.edges.filter { $0.from == tool }.map { "\(result.graph.modules[$0.to].name) \($0.isDeclared)" },
                       ["Lib true"])
    }
}
