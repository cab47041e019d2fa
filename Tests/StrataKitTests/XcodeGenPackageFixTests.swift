import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// An XcodeGen target that imports a module of a local Swift package gets it through one of the package's library
/// products (`- package: KeyAppKit` with `product: …`), not as a `- target:` of the spec, which XcodeGen would reject
/// (p2p-org/p2p-wallet-ios).
final class XcodeGenPackageFixTests: XCTestCase {
    func testTheFixNamesThePackageAndTheProductThatHoldsTheModule() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Wallet
            packages:
              KeyAppKit:
                path: Packages/KeyAppKit
            targets:
              Wallet:
                type: application
                platform: iOS
                sources: [Wallet]
                dependencies:
                  - package: KeyAppKit
                    product: KeyAppUI

            """,
        ].merging(KeyAppKitPackage.files) { first, _ in first })
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let messages = result.violations.filter { $0.rule == "undeclared-dependency" }.flatMap { [$0.message] + $0.notes.map(\.message) }
        XCTAssertTrue(messages.contains(
            "Wallet imports KeyAppKitCore, which its project does not declare: add a library product KeyAppKitCore of target "
                + "KeyAppKitCore to Packages/KeyAppKit/Package.swift, then add \"- package: KeyAppKit\" with \"product: "
                + "KeyAppKitCore\" to the dependencies of target 'Wallet' (project.yml:6)."), "\(messages)")
        XCTAssertTrue(messages.contains(
            "Wallet imports KeyAppLogger, which its project does not declare: add \"- package: KeyAppKit\" with \"product: "
                + "Logging\" to the dependencies of target 'Wallet' (project.yml:6)."), "\(messages)")
    }
}
