import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// A `.target` with a `main.swift` at the top of its folder is built by SwiftPM as an executable: a root, which
/// a test may depend on without importing it.
final class MainFileExecutableTests: XCTestCase {
    func testATargetWithMainSwiftIsARootAndItsTestsDependencyIsNotUnused() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tool", targets: [
                .target(name: "Tool", dependencies: ["Lib"]),
                .target(name: "Lib"),
                .target(name: "Helpers"),
                .testTarget(name: "ToolTests", dependencies: ["Tool"]),
            ])
            """)
        try workspace.write("Sources/Tool/main.swift", "import Lib\nprint(Greeting().text)\n")
        try workspace.write("Sources/Lib/Greeting.swift", "public struct Greeting { public var text = \"hi\" }\n")
        // A main.swift below the top of the folder makes no executable.
        try workspace.write("Sources/Helpers/Scripts/main.swift", "print(1)\n")
        try workspace.write("Tests/ToolTests/ToolTests.swift", "import XCTest\nfinal class ToolTests: XCTestCase {}\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path, includeTests: true))
        let kinds = Dictionary(uniqueKeysWithValues: result.graph.modules.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds, ["Tool": .root, "Lib": .implementation, "Helpers": .implementation, "ToolTests": .test])
        XCTAssertEqual(result.violations.map(\.rule), [])
    }
}
