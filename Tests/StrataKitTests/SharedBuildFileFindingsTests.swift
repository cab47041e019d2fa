import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A Tuist helper that gives every feature's interface the same implementation (3dollars-in-my-pocket-ios gave seven
/// interfaces `Log`, `Model`, `Networking`…): one `interface-purity` finding at the helper's line, naming them all.
final class SharedBuildFileFindingsTests: XCTestCase {
    func testAHelperLineThatEveryProjectCallsIsOneFinding() throws {
        var files = [
            "Tuist/ProjectDescriptionHelpers/Project+Feature.swift": """
            import ProjectDescription

            extension Project {
                public static func feature(name: String) -> Project {
                    Project(name: name, targets: [
                        .target(name: name + "Interface", destinations: .iOS, product: .framework, bundleId: name + ".i",
                                sources: ["Interface/**"],
                                dependencies: [.project(target: "Log", path: "../Log")]),
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: name,
                                sources: ["Sources/**"], dependencies: [.target(name: name + "Interface")]),
                    ])
                }
            }

            """,
            "Log/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Log", targets: [
                .target(name: "Log", destinations: .iOS, product: .framework, bundleId: "log", sources: ["Sources/**"]),
            ])

            """,
            "Log/Sources/Logger.swift": "public final class Logger {}\n",
        ]
        for name in ["Feed", "Chat", "Store"] {
            files["\(name)/Project.swift"] = "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                + "let project = Project.feature(name: \"\(name)\")\n"
            files["\(name)/Interface/\(name)Service.swift"] = "public protocol \(name)Service {}\n"
            files["\(name)/Sources/\(name).swift"] = "import \(name)Interface\n\npublic struct \(name) {}\n"
        }
        let tree = try TemporaryTree(files)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let purity = result.violations.filter { $0.rule == "interface-purity" }
        XCTAssertEqual(purity.map(\.message), [
            "ChatInterface is an interface module but depends on Log, an implementation module; an interface may depend "
                + "only on other interfaces and external modules (targets 'ChatInterface', 'FeedInterface' and "
                + "'StoreInterface' get their dependencies from this line; the same holds for each).",
        ])
        XCTAssertEqual(purity.first?.location?.file, "Tuist/ProjectDescriptionHelpers/Project+Feature.swift")
        // The unused entry at the same line is said there too, once.
        XCTAssertEqual(purity.first?.notes.map(\.message), [
            "also unused-dependency: Tuist/ProjectDescriptionHelpers/Project+Feature.swift:8 gives 3 targets (ChatInterface, "
                + "FeedInterface and StoreInterface) a dependency on Log, but none of their files imports it: remove it there, "
                + "or stop giving it to these targets.",
            "target 'FeedInterface': FeedInterface is an interface module but depends on Log, an implementation module; "
                + "an interface may depend only on other interfaces and external modules.",
            "target 'StoreInterface': StoreInterface is an interface module but depends on Log, an implementation module; "
                + "an interface may depend only on other interfaces and external modules.",
        ])
        XCTAssertEqual(result.violations.count { $0.rule == "unused-dependency" }, 0)
    }
}
