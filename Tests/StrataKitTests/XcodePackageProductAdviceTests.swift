import StrataTestSupport
import XCTest
@testable import StrataKit

/// What `undeclared-dependency` tells an Xcode target that imports a module of a local package: Xcode links the
/// package's product, never its module, so the advice names the product, and adds one first when none holds the module.
final class XcodePackageProductAdviceTests: XCTestCase {
    private func appsKitFinding(kitManifest: String) throws -> String? {
        let tree = try TemporaryTree(copying: "fix-xcode")
        try tree.write("Packages/Kit/Package.swift", kitManifest)
        let findings = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1)).violations
        return findings.first { $0.rule == "undeclared-dependency" && $0.modules == ["App", "Kit"] }?.message
    }

    /// asiliuk/BsuirScheduleApp: `BsuirCore` is a target of `Modules/Package.swift` that no library product holds.
    func testAModuleNoProductHoldsGetsOneFirst() throws {
        let message = try appsKitFinding(kitManifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """)
        XCTAssertEqual(message, "App imports Kit, which its project does not declare: add a library product Kit of target Kit to "
            + "Packages/Kit/Package.swift, then link Kit to target 'App' in App.xcodeproj (Build Phases → Link Binary With Libraries).")
    }

    /// TwidereX: the module `CoverFlowStackCollectionViewLayout` is linked as the product `CoverFlowStackLayout`.
    func testAProductNamedOtherwiseIsNamed() throws {
        let message = try appsKitFinding(kitManifest: """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "KitLibrary", targets: ["Kit"])],
                targets: [.target(name: "Kit")]
            )
            """)
        XCTAssertEqual(message, "App imports Kit, which its project does not declare: link KitLibrary to target 'App' in "
            + "App.xcodeproj (Build Phases → Link Binary With Libraries).")
    }
}
