import StrataTestSupport
import XCTest
@testable import StrataKit

/// A target whose dependencies strata could not read is not told to declare what it imports: what it would add may be
/// declared already, where strata could not see (omnivore-app/omnivore, Provenance-Emu/Provenance).
final class PartlyReadManifestTests: XCTestCase {
    private func undeclared(_ files: [String: String]) throws -> [[String]] {
        let tree = try TemporaryTree(files)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        return result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.modules)
    }

    func testATargetWhoseDependenciesAreAComputedPropertyIsNotToldToDeclareThem() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "App", dependencies: appDependencies),
                    .target(name: "Views", dependencies: ["Models"]),
                    .target(name: "Models"),
                    .target(name: "Core"),
                ]
            )

            var appDependencies: [Target.Dependency] {
                var deps: [Target.Dependency] = ["Views", "Models"]
                deps.append("Models")
                return deps
            }

            """
        XCTAssertEqual(try undeclared([
            "Package.swift": manifest,
            "Sources/App/App.swift": "import Views\nimport Models\nlet screen = Screen(item: Item())\n",
            "Sources/Views/Views.swift": "import Models\npublic struct Screen { let item: Item? }\n",
            "Sources/Models/Models.swift": "public struct Item {}\n",
        ]), [])
        // Views' list is read: its undeclared import is still reported.
        XCTAssertEqual(try undeclared([
            "Package.swift": manifest,
            "Sources/App/App.swift": "import Views\nlet screen = Screen(item: nil)\n",
            "Sources/Views/Views.swift": "import Models\nimport Core\npublic struct Screen { let item: Item?; let core: Core? }\n",
            "Sources/Models/Models.swift": "public struct Item {}\n",
            "Sources/Core/Core.swift": "public struct Core {}\n",
        ]), [["Views", "Core"]])
    }

    func testATargetNamingWhatUnreadLocalPackagesMayBringIsNotToldToDeclareIt() throws {
        XCTAssertEqual(try undeclared([
            "Library/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Library",
                    dependencies: ["Logging", "Settings"].map { .package(path: "../PV\\($0)") },
                    targets: [
                        .target(name: "FileSystem", dependencies: ["PVLogging"]),
                        .target(name: "Plain", dependencies: ["FileSystem"]),
                    ]
                )

                """,
            "Library/Sources/FileSystem/Paths.swift":
                "import PVLogging\nimport PVSettings\npublic struct Paths { let log: Log; let settings: Settings }\n",
            "Library/Sources/Plain/Plain.swift": "import FileSystem\nimport PVLogging\nstruct Plain { let paths: Paths; let log: Log }\n",
            "PVLogging/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "PVLogging", products: [.library(name: "PVLogging", targets: ["PVLogging"])],
                                      targets: [.target(name: "PVLogging")])

                """,
            "PVLogging/Sources/PVLogging/Log.swift": "public struct Log {}\n",
            "PVSettings/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "PVSettings", products: [.library(name: "PVSettings", targets: ["PVSettings"])],
                                      targets: [.target(name: "PVSettings")])

                """,
            "PVSettings/Sources/PVSettings/Settings.swift": "public struct Settings {}\n",
        ]), [["Plain", "PVLogging"]])
    }
}
