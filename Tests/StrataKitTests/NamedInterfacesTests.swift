import Foundation
import StrataConfiguration
import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// Interfaces by the default naming are checked against what they declare; configured ones are trusted.
final class NamedInterfacesTests: XCTestCase {
    func testAModuleNamedAnInterfaceThatDeclaresMostlyClassesIsAnImplementation() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", targets: [
                .target(name: "FeedInterface"),
                .target(name: "ServerInterface", dependencies: ["Crypto"]),
                .target(name: "MainUserInterface", dependencies: ["Crypto"]),
                .target(name: "LegacyInterface"),
                .target(name: "Crypto"),
            ])
            """)
        try workspace.write("Sources/FeedInterface/Feed.swift",
                            "public protocol FeedService {}\npublic struct Post {}\npublic final class Cache {}\n")
        // The client of an app's server: classes that send requests, one protocol.
        try workspace.write("Sources/ServerInterface/Methods.swift",
                            "import Crypto\npublic protocol ServerMethod {}\npublic final class Upload {}\npublic final class Fetch {}\n")
        try workspace.write("Sources/MainUserInterface/Screen.swift", "import Crypto\npublic struct Screen {}\n")
        try workspace.write("Sources/LegacyInterface/Legacy.swift", "public final class Legacy {}\n")
        try workspace.write("Sources/Crypto/Crypto.swift", "public struct Key {}\n")
        try workspace.write(".strata.json", "{modules: {interfaces: ['Legacy*']}}")
        let configuration = try Configuration.load(path: nil, root: workspace.root.path, knownRules: RuleRegistry.optionSchemas)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path, configuration: configuration))
        let kinds = Dictionary(uniqueKeysWithValues: result.graph.modules.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds["FeedInterface"], .interface)
        XCTAssertEqual(kinds["ServerInterface"], .implementation)
        XCTAssertEqual(kinds["MainUserInterface"], .implementation)
        XCTAssertEqual(kinds["LegacyInterface"], .interface)
        // So interface-purity speaks of the real interfaces only: FeedInterface's class, LegacyInterface's class.
        let purity = result.violations.filter { $0.rule == "interface-purity" }.map { $0.modules[0] }
        XCTAssertEqual(Set(purity), ["FeedInterface", "LegacyInterface"])
    }

    /// Nexters/Bottles_iOS: `DomainUserInterface` is the interface of `DomainUser`, not a user interface. Beside the module
    /// it is named for, a module of more classes than protocols is still an implementation (YAPP's `Feature*Interface`
    /// modules hold the features' views and view models).
    func testAnInterfaceBesideTheModuleItIsNamedForStaysOne() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", targets: [
                .target(name: "DomainUserInterface"),
                .target(name: "DomainUser", dependencies: ["DomainUserInterface"]),
                .target(name: "DomainOAuthInterface", dependencies: ["DomainUserInterface"]),
                .target(name: "FeatureMyInfoInterface"),
                .target(name: "FeatureMyInfo", dependencies: ["FeatureMyInfoInterface"]),
            ])
            """)
        try workspace.write("Sources/DomainUserInterface/User.swift", "public struct User {}\npublic enum Gender {}\n")
        try workspace.write("Sources/DomainUser/Repository.swift", "import DomainUserInterface\nfinal class Repository {}\n")
        try workspace.write("Sources/DomainOAuthInterface/OAuth.swift",
                            "import DomainUserInterface\npublic protocol OAuthService { func user() -> User }\n")
        try workspace.write("Sources/FeatureMyInfoInterface/ViewModel.swift", "public final class ViewModel {}\n")
        try workspace.write("Sources/FeatureMyInfo/Feature.swift", "import FeatureMyInfoInterface\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        let kinds = Dictionary(uniqueKeysWithValues: result.graph.modules.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds["DomainUserInterface"], .interface)
        XCTAssertEqual(kinds["FeatureMyInfoInterface"], .implementation)
        // Importing DomainUserInterface is no finding of DomainOAuthInterface.
        XCTAssertEqual(result.violations.filter { $0.rule == "interface-purity" }.map(\.modules), [])
    }

    /// 28th-App-Team-1: `CoreNetworkInterface` holds swift-dependencies clients (structs of closures), their errors and
    /// one class: an interface, whose class is its own `interface-purity` finding, not a reason to call every interface
    /// that imports it impure.
    func testAnInterfaceOfValueTypesAndOneClassStaysOne() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", targets: [
                .target(name: "CoreNetworkInterface"),
                .target(name: "DomainAuthInterface", dependencies: ["CoreNetworkInterface"]),
            ])
            """)
        try workspace.write("Sources/CoreNetworkInterface/Client.swift", """
            public struct NetworkClient { public var send: (String) async throws -> String }
            public struct AuthorizedNetworkClient { public var send: (String) async throws -> String }
            public enum NetworkError: Error { case offline }
            public final class NetworkActivity {}
            """)
        try workspace.write("Sources/DomainAuthInterface/AuthError.swift",
                            "import CoreNetworkInterface\npublic enum AuthError: Error { case network(NetworkError) }\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.graph.modules.first { $0.name == "CoreNetworkInterface" }?.kind, .interface)
        XCTAssertEqual(result.violations.filter { $0.rule == "interface-purity" }.map(\.message), [
            "CoreNetworkInterface is an interface module but declares class NetworkActivity; interface modules hold only "
                + "protocol, enum, struct, typealias and extension declarations.",
        ])
    }
}
