import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// Tuist's folder in another case (`tuist/`), which Tuist finds on macOS's case-insensitive file systems.
final class TuistFolderCaseTests: XCTestCase {
    func testHelpersInALowercaseTuistFolderAreRead() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "tuist/ProjectDescriptionHelpers/Target+Templates.swift",
            """
            import ProjectDescription

            extension Target {
                public static func makeSwiftLibraryTarget(name: String, dependencies: [TargetDependency]) -> Target {
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "io.\\(name)",
                            sources: ["\\(name)/*.swift"], dependencies: dependencies)
                }
            }
            """)
        try tree.write(
            "Sources/Platform/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let base = Target.makeSwiftLibraryTarget(name: "PlatformBase", dependencies: [])
            let ui = Target.makeSwiftLibraryTarget(name: "PlatformUI", dependencies: [.target(base)])
            let project = Project(name: "Platform", targets: [base, ui])
            """)
        // A manifest inside the folder is Tuist's own, whatever its case.
        try tree.write("tuist/Templates/Project.swift", "import ProjectDescription\nlet project = Project(name: \"T\")\n")

        let platform = tree.read("Sources/Platform/Project.swift")
        XCTAssertEqual(platform.issues, [])
        XCTAssertEqual(platform.modules.map(\.name), ["PlatformBase", "PlatformUI"])
        XCTAssertEqual(platform.module("PlatformUI")?.dependencyNames, ["PlatformBase"])
        XCTAssertEqual(tree.read("tuist/Templates/Project.swift"), ProjectReadResult())
    }

    func testALiteralInitializerIsTheLiteralsValue() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Target+Templates.swift",
            """
            import ProjectDescription

            extension Target {
                public static func library(name: String, sources: String, extensionSafe: Bool) -> Target {
                    let settings: [String: SettingValue] = ["APPLICATION_EXTENSION_API_ONLY": .init(booleanLiteral: extensionSafe)]
                    return .target(name: name, destinations: .iOS, product: .framework, bundleId: "io.\\(name)",
                                   sources: .init(stringLiteral: sources), settings: .settings(base: settings))
                }
            }
            """)
        try tree.write(
            "Kit/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Kit", targets: [.library(name: "Kit", sources: "Sources/**", extensionSafe: true)])
            """)
        let kit = tree.read("Kit/Project.swift")
        XCTAssertEqual(kit.issues, [])
        XCTAssertEqual(kit.modules.map(\.name), ["Kit"])
    }
}
