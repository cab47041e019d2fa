import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A Tuist target that imports a module of a local Swift package gets it through one of the package's library
/// products, in the words Tuist has for them there: `.external(name:)` when the Tuist folder declares packages
/// (`Tuist/Package.swift`) and the project lists none in its `packages:`, else `.package(product:)`. `.target(name:)`
/// names a target of the project, which Tuist would not find (HedvigInsurance/ugglan's `AutomaticLog`).
final class TuistPackageFixTests: XCTestCase {
    private func messages(listingPackages: Bool, tuistPackages: Bool = false) throws -> [String] {
        let packages = listingPackages ? "    packages: [.local(path: \"Packages/Kit\")],\n" : ""
        let tuist = tuistPackages ? "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Deps\")\n"
            : "import ProjectDescription\n\nlet tuist = Tuist()\n"
        let tree = try TemporaryTree([
            tuistPackages ? "Tuist/Package.swift" : "Tuist.swift": tuist,
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Wallet",
            \(packages)    targets: [
                    .target(name: "Wallet", destinations: .iOS, product: .app, bundleId: "wallet",
                            sources: ["Wallet/**"], dependencies: [.package(product: "KitUI")]),
                ]
            )

            """,
            "Wallet/App.swift": "import KitUI\nimport KitCore\nimport KitLogger\n\nlet app = (UI(), Core(), Logger())\n",
            "Packages/Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [
                    .library(name: "KitUI", targets: ["KitUI"]),
                    .library(name: "Logging", targets: ["KitLogger"]),
                ],
                targets: [
                    .target(name: "KitUI"),
                    .target(name: "KitCore"),
                    .target(name: "KitLogger"),
                ]
            )

            """,
            "Packages/Kit/Sources/KitUI/UI.swift": "public struct UI {}\n",
            "Packages/Kit/Sources/KitCore/Core.swift": "public struct Core {}\n",
            "Packages/Kit/Sources/KitLogger/Logger.swift": "public struct Logger {}\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        return result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.message)
    }

    func testAProjectListingItsPackagesGetsPackageProducts() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:7)."
        XCTAssertEqual(try messages(listingPackages: true), [
            "Wallet imports KitCore, which its project does not declare: add a library product KitCore of target KitCore "
                + "to Packages/Kit/Package.swift, then add .package(product: \"KitCore\") \(place)",
            "Wallet imports KitLogger, which its project does not declare: add .package(product: \"Logging\") \(place)",
        ])
    }

    func testAProjectWithoutPackagesGetsPackageProductsToo() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:6)."
        XCTAssertEqual(try messages(listingPackages: false), [
            "Wallet imports KitCore, which its project does not declare: add a library product KitCore of target KitCore "
                + "to Packages/Kit/Package.swift, then add .package(product: \"KitCore\") \(place)",
            "Wallet imports KitLogger, which its project does not declare: add .package(product: \"Logging\") \(place)",
        ])
    }

    func testTuistsOwnPackagesGetExternalDependencies() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:6)."
        XCTAssertEqual(try messages(listingPackages: false, tuistPackages: true), [
            "Wallet imports KitCore, which its project does not declare: add a library product KitCore of target KitCore "
                + "to Packages/Kit/Package.swift, then add .external(name: \"KitCore\") \(place)",
            "Wallet imports KitLogger, which its project does not declare: add .external(name: \"Logging\") \(place)",
        ])
    }
}
