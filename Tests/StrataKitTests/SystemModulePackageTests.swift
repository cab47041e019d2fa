import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// A legacy system-module package (a `Package.swift` with no targets, a `module.modulemap` beside it) is one
/// system library module, named as its module map names it.
final class SystemModulePackageTests: XCTestCase {
    func testAnImportOfALegacySystemModuleResolvesToIt() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "Vendor/CSQLite")],
                targets: [.executableTarget(name: "App", dependencies: [.product(name: "CSQLite", package: "CSQLite")])]
            )
            """)
        try workspace.write("Sources/App/main.swift", "import CSQLite\n")
        try workspace.write("Vendor/CSQLite/Package.swift", """
            // swift-tools-version:4.0
            import PackageDescription
            let package = Package(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])])
            """)
        try workspace.write("Vendor/CSQLite/module.modulemap", """
            // The system's SQLite.
            module CSQLite [system] {
                header "shim.h"
                link "sqlite3"
                export *
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.resolvingSymlinksInPath().path, jobs: 1))
        let modules = result.graph.modules
        let system = try XCTUnwrap(modules.firstIndex { $0.name == "CSQLite" }, "\(modules.map(\.name))")
        // As a `.systemLibrary` target of that package would be: a module with no Swift files at the package's root.
        XCTAssertEqual([modules[system].package, modules[system].path], ["Vendor/CSQLite", "Vendor/CSQLite"])
        XCTAssertEqual(modules[system].kind, .implementation)
        XCTAssertEqual(modules[system].files, 0)
        let app = try XCTUnwrap(modules.firstIndex { $0.name == "App" })
        let edge = try XCTUnwrap(result.graph.edges.first { $0.from == app && $0.to == system })
        XCTAssertEqual(edge.imports.map(\.location.line), [1])
        XCTAssertEqual(result.violations.map(\.rule), [])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }
}
