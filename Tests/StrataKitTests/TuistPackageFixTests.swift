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
        let packages = listingPackages ? "    packages: [.local(path: \"Packages/KeyAppKit\")],\n" : ""
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
                            sources: ["Wallet/**"], dependencies: [.package(product: "KeyAppUI")]),
                ]
            )

            """,
        ].merging(KeyAppKitPackage.files) { first, _ in first })
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        return result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.message)
    }

    func testAProjectListingItsPackagesGetsPackageProducts() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:7)."
        XCTAssertEqual(try messages(listingPackages: true), [
            "Wallet imports KeyAppKitCore, which its project does not declare: add a library product KeyAppKitCore of target "
                + "KeyAppKitCore to Packages/KeyAppKit/Package.swift, then add .package(product: \"KeyAppKitCore\") \(place)",
            "Wallet imports KeyAppLogger, which its project does not declare: add .package(product: \"Logging\") \(place)",
        ])
    }

    func testAProjectWithoutPackagesGetsPackageProductsToo() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:6)."
        XCTAssertEqual(try messages(listingPackages: false), [
            "Wallet imports KeyAppKitCore, which its project does not declare: add a library product KeyAppKitCore of target "
                + "KeyAppKitCore to Packages/KeyAppKit/Package.swift, then add .package(product: \"KeyAppKitCore\") \(place)",
            "Wallet imports KeyAppLogger, which its project does not declare: add .package(product: \"Logging\") \(place)",
        ])
    }

    func testTuistsOwnPackagesGetExternalDependencies() throws {
        let place = "to the dependencies of target 'Wallet' (Project.swift:6)."
        XCTAssertEqual(try messages(listingPackages: false, tuistPackages: true), [
            "Wallet imports KeyAppKitCore, which its project does not declare: add a library product KeyAppKitCore of target "
                + "KeyAppKitCore to Packages/KeyAppKit/Package.swift, then add .external(name: \"KeyAppKitCore\") \(place)",
            "Wallet imports KeyAppLogger, which its project does not declare: add .external(name: \"Logging\") \(place)",
        ])
    }
}
