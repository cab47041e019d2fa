import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// An import no platform of its module compiles makes no edge, but it still tells that the declared dependency
/// is meant to be used: neither `unused-dependency` nor `missing-import` reports it.
final class InactiveImportTests: XCTestCase {
    func testADependencyImportedOnlyForAnotherPlatformIsNeitherUnusedNorMissing() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", platforms: [.iOS(.v16)], targets: [
                .target(name: "Feature", dependencies: ["LinuxGlue", "Values"]),
                .target(name: "LinuxGlue", dependencies: ["Values"]),
                .target(name: "Values"),
            ])
            """)
        try workspace.write("Sources/Values/Values.swift", """
            public struct Values {}
            @propertyWrapper public struct Inject<T> {
                public init(_ keyPath: KeyPath<Values, T>) {}
                public var wrappedValue: T { fatalError() }
            }
            """)
        try workspace.write("Sources/LinuxGlue/Glue.swift", """
            import Values
            extension Values {
                public var epoll: Int { 1 }
            }
            """)
        try workspace.write("Sources/Feature/Feature.swift", """
            import Values
            #if os(Linux)
            import LinuxGlue

            struct Poller {
                @Inject(\\.epoll) var epoll
            }
            #endif
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        let feature = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "Feature" })
        let glue = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "LinuxGlue" })
        let edge = try XCTUnwrap(result.graph.edge(from: feature, to: glue))
        XCTAssertEqual(edge.imports, [], "iOS never compiles the import")
        XCTAssertEqual(edge.inactiveImports.map(\.line), [3])
        XCTAssertEqual(result.violations.map(\.rule).filter { $0 != "vertical-chain" }, [])
    }
}
