import StrataKit
import StrataTestSupport
import XCTest

/// swift-dependencies' "separate interface and implementation": the interface declares the client and its test value,
/// and the live module only adds `extension GoalClient: DependencyKey { static let liveValue … }`. Nothing imports the
/// live module; linking it is what makes `@Dependency(\.goalClient)` find the live value at run time (Keepiluv,
/// 28th-App-Team-1).
final class ConformanceModuleTests: XCTestCase {
    private func analyze(featureDependencies: String, appDependencies: String,
                         liveExtras: String = "") throws -> [String] {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let dependencies: Target.Dependency = .product(name: "Dependencies", package: "swift-dependencies")
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")],
                targets: [
                    .target(name: "DomainGoalInterface", dependencies: [dependencies]),
                    .target(name: "DomainGoal", dependencies: ["DomainGoalInterface", dependencies]),
                    .target(name: "Feature", dependencies: [\(featureDependencies)]),
                    .executableTarget(name: "App", dependencies: [\(appDependencies)]),
                ]
            )
            """)
        try workspace.write("Sources/DomainGoalInterface/GoalClient.swift", """
            import Dependencies

            public struct GoalClient: Sendable {
                public var fetch: @Sendable () async throws -> [String]
            }

            extension GoalClient: TestDependencyKey {
                public static let testValue = GoalClient(fetch: { [] })
            }

            extension DependencyValues {
                public var goalClient: GoalClient {
                    get { self[GoalClient.self] }
                    set { self[GoalClient.self] = newValue }
                }
            }
            """)
        try workspace.write("Sources/DomainGoal/GoalClient+Live.swift", """
            import Dependencies
            import DomainGoalInterface

            extension GoalClient: @retroactive DependencyKey {
                public static let liveValue = GoalClient(fetch: { try await GoalAPI().goals() })
            }

            struct GoalAPI {
                func goals() async throws -> [String] { ["live goal"] }
            }
            \(liveExtras)
            """)
        try workspace.write("Sources/Feature/GoalsModel.swift", """
            import Dependencies
            import DomainGoalInterface

            public struct GoalsModel {
                @Dependency(\\.goalClient) var goalClient
                public init() {}
                public func load() async throws -> [String] { try await goalClient.fetch() }
            }
            """)
        try workspace.write("Sources/App/main.swift", "import Feature\n\nprint(try await GoalsModel().load())\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        return result.violations.map { "\($0.rule): \($0.message)" }
    }

    /// The app links the live module that nothing imports: not unused.
    func testTheAppsDependencyOnALiveModuleIsInUse() throws {
        XCTAssertEqual(try analyze(featureDependencies: "\"DomainGoalInterface\"", appDependencies: "\"Feature\", \"DomainGoal\""), [])
    }

    /// A feature umbrella links the live module for the app: depending on the interface instead would leave the app on
    /// the test values.
    func testAnUmbrellasDependencyOnALiveModuleIsNoBypass() throws {
        XCTAssertEqual(try analyze(featureDependencies: "\"DomainGoalInterface\", \"DomainGoal\"", appDependencies: "\"Feature\""), [])
    }

    /// A module that also declares a public type is an implementation like any other.
    func testAModuleWithAPublicTypeIsNoConformanceModule() throws {
        let found = try analyze(featureDependencies: "\"DomainGoalInterface\", \"DomainGoal\"", appDependencies: "\"Feature\"",
                                liveExtras: "public struct GoalCache {}\n")
        XCTAssertEqual(found.map { String($0.prefix(while: { $0 != ":" })) }, ["interface-bypass"])
    }
}
