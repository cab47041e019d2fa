import StrataKit
import StrataTestSupport
import XCTest

/// An import inside `#if canImport(X)` of that very X: where X cannot be imported it is not compiled, so its target's
/// build never fails for want of a dependency on X.
final class CanImportGuardTests: XCTestCase {
    /// A package of libraries `CX` and `CY` and executable `Tool`, which declares no dependency; `Tool`'s file is to write.
    private func toolsPackage() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tools", targets: [
                .target(name: "CX"), .target(name: "CY"), .executableTarget(name: "Tool"),
            ])
            """)
        try tree.write("Sources/CX/X.swift", "public struct X { public init() {} }\n")
        try tree.write("Sources/CY/Y.swift", "public struct Y { public init() {} }\n")
        return tree
    }

    /// steipete/CodexBar's `#if canImport(SQLite3) … #elseif canImport(CSQLite3) import CSQLite3 #endif`.
    func testAGuardedImportIsNoUndeclaredDependency() throws {
        let tree = try toolsPackage()
        try tree.write("Sources/Tool/main.swift", """
            #if canImport(SQLite3)
            import SQLite3
            #elseif canImport(CX)
            import CX
            #endif
            import CY

            let x = X()
            let y = Y()
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.modules), [["Tool", "CY"]])
    }

    /// The test is read without its spaces (`canImport( CX )`), and only the very module counts: `canImport(CYKit)` does
    /// not guard `import CY`.
    func testTheGuardIsReadWithoutSpacesAndNamesTheVeryModule() throws {
        let tree = try toolsPackage()
        try tree.write("Sources/Tool/main.swift", """
            #if canImport( CX )
            import CX
            #endif
            #if canImport(CYKit)
            import CY
            #endif

            let x = X()
            let y = Y()
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.modules), [["Tool", "CY"]])
    }
}
