import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// A target that enables `MemberImportVisibility` cannot compile a member used without its module's import:
/// `missing-import` is an error there, and a warning elsewhere.
final class MemberImportVisibilityTests: XCTestCase {
    func testMissingImportIsAnErrorWhereTheTargetEnablesMemberImportVisibility() throws {
        for strict in [false, true] {
            let workspace = try TemporaryTree()
            defer { workspace.remove() }
            let settings = strict ? #", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]"# : ""
            try workspace.write("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "Feature", dependencies: ["ApiClient", "Dependencies", "Routes"]\(settings)),
                    .target(name: "ApiClient", dependencies: ["Dependencies"]),
                    .target(name: "Routes", dependencies: ["ApiClient"]),
                    .target(name: "Dependencies"),
                ])
                """)
            try workspace.write("Sources/Dependencies/Values.swift", """
                public struct DependencyValues {}
                @propertyWrapper public struct Dependency<T> {
                    public init(_ keyPath: KeyPath<DependencyValues, T>) {}
                    public var wrappedValue: T { fatalError() }
                }
                """)
            try workspace.write("Sources/ApiClient/ApiClient.swift", """
                import Dependencies
                public struct ApiClient {}
                extension DependencyValues {
                    public var apiClient: ApiClient { ApiClient() }
                }
                """)
            try workspace.write("Sources/Routes/Route.swift", "import ApiClient\npublic enum Route { case home }\n")
            try workspace.write("Sources/Feature/Feature.swift", """
                import Dependencies
                import Routes

                public struct Feature {
                    @Dependency(\\.apiClient) var apiClient
                    public var route = Route.home
                }
                """)
            let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
            let findings = result.violations.filter { $0.rule == "missing-import" }
            XCTAssertEqual(findings.map(\.severity), [strict ? .error : .warning], "strict: \(strict)")
            XCTAssertEqual(findings.first?.message.contains("enables MemberImportVisibility"), strict)
        }
    }
}
