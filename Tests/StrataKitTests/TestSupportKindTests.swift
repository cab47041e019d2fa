import Foundation
import StrataConfiguration
import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// Test support modules: named so (`*Mocks`, `*TestSupport`, …, and configured patterns), or libraries that
/// only tests depend on; the same kind with and without `--include-tests`, and in no layer.
final class TestSupportKindTests: XCTestCase {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Social",
            targets: [
                .executableTarget(name: "App", dependencies: ["Feed", "Chat"]),
                .target(name: "Feed", dependencies: ["Networking"]),
                .target(name: "Networking"),
                .target(name: "Chat"),
                .target(name: "FeedMocks", dependencies: ["Feed", "Fixtures"]),
                .target(name: "FeedFakes", dependencies: ["Feed"]),
                .target(name: "Fixtures"),
                .target(name: "SnapshotAssertions", dependencies: ["Fixtures"]),
                .target(name: "Search"),
                .target(name: "Unused"),
                .testTarget(name: "FeedTests", dependencies: ["Feed", "FeedMocks", "SnapshotAssertions"]),
                .testTarget(name: "SearchTests", dependencies: ["Search"]),
                .testTarget(name: "ChatTests", dependencies: ["Chat", "SnapshotAssertions"]),
            ]
        )
        """

    func testKindsByNameAndByDependentsWithAndWithoutTests() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", Self.manifest)
        let names = ["App", "Feed", "Networking", "Chat", "FeedMocks", "FeedFakes", "Fixtures", "SnapshotAssertions",
                     "Search", "Unused"]
        for name in names { try workspace.write("Sources/\(name)/\(name).swift", "public struct \(name)Type {}\n") }
        for name in ["FeedTests", "SearchTests", "ChatTests"] {
            try workspace.write("Tests/\(name)/\(name).swift", "import XCTest\n")
        }
        try workspace.write(".strata.json", """
            {modules: {testSupport: ['*Fakes']}, layers: [{name: 'App', modules: ['App']}, {name: 'Core', modules: ['*']}]}
            """)
        let configuration = try Configuration.load(path: nil, root: workspace.root.path,
                                                   knownRules: RuleRegistry.optionSchemas)
        var kinds: [[String]] = []
        for includeTests in [false, true] {
            let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path, includeTests: includeTests,
                                                              configuration: configuration))
            let modules = result.graph.modules.filter { $0.kind != .test }
            kinds.append(modules.map { "\($0.name) \($0.kind.rawValue) \($0.layer ?? "-")" })
        }
        XCTAssertEqual(kinds[0], [
            "App root App",
            "Chat implementation Core",                 // ChatTests is named after it: the module under test
            "Feed implementation Core",                 // the app depends on it
            "FeedFakes testSupport -",                  // configured pattern
            "FeedMocks testSupport -",                  // default pattern
            "Fixtures testSupport -",                   // only test support depends on it
            "Networking implementation Core",
            "Search implementation Core",               // SearchTests tests it
            "SnapshotAssertions testSupport -",         // only tests depend on it
            "Unused implementation Core",               // nothing depends on it
        ])
        XCTAssertEqual(kinds[1], kinds[0], "--include-tests changes no kind")
    }

    /// Psiphon's `Tests/PsiApiTestingCommon`: test helpers in a tests folder, with a test target of their own, are test
    /// support; a library elsewhere that a test target is named after is the library under test.
    func testTestHelpersInATestsFolderWithTestsOfTheirOwnAreTestSupport() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Core",
                targets: [
                    .target(name: "Core"),
                    .target(name: "CoreTestingCommon", dependencies: ["Core"], path: "Tests/CoreTestingCommon"),
                    .target(name: "Search"),
                    .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTestingCommon"]),
                    .testTarget(name: "CoreTestingCommonTests", dependencies: ["CoreTestingCommon"]),
                    .testTarget(name: "SearchTests", dependencies: ["Search"]),
                ]
            )
            """)
        try tree.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try tree.write("Sources/Search/Search.swift", "public struct Search {}\n")
        try tree.write("Tests/CoreTestingCommon/Fixtures.swift", "@testable import Core\n\nlet fixture = Core()\n")
        for test in ["CoreTests", "CoreTestingCommonTests", "SearchTests"] {
            try tree.write("Tests/\(test)/\(test).swift", "import XCTest\n")
        }
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, includeTests: true))
        let kinds = Dictionary(uniqueKeysWithValues: result.graph.modules.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds["CoreTestingCommon"], .testSupport)
        XCTAssertEqual(kinds["Search"], .implementation)
        XCTAssertEqual(result.violations.filter { $0.rule == "test-boundary" }.map(\.message), [])
    }
}
