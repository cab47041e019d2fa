import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// A `.package(path:)` that leads to no manifest is the workspace's one package of the same identity (the folder's
/// name), as Xcode resolves it: gem-ios's `Features/Contacts` still names `../../Packages/QRScanner` after the package
/// moved to `Features/QRScanner`, which the app's project references.
final class PackageIdentityTests: XCTestCase {
    func testAStalePathIsThePackageOfTheSameIdentity() throws {
        let tree = try TemporaryTree([
            "Features/Contacts/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Contacts",
                dependencies: [.package(name: "QRScanner", path: "../../Packages/QRScanner")],
                targets: [.target(name: "Contacts", dependencies: [.product(name: "QRScanner", package: "QRScanner")])]
            )
            """,
            "Features/Contacts/Sources/Contacts/Contacts.swift": "import QRScanner\n\nlet scanner = Scanner()\n",
            "Features/QRScanner/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "QRScanner",
                products: [.library(name: "QRScanner", targets: ["QRScanner"])],
                targets: [.target(name: "QRScanner")]
            )
            """,
            "Features/QRScanner/Sources/QRScanner/Scanner.swift": "public struct Scanner { public init() {} }\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.map(\.rule), [], "\(result.violations.map(\.message))")
        let graph = result.graph
        XCTAssertTrue(graph.edges.contains {
            graph.modules[$0.from].name == "Contacts" && graph.modules[$0.to].name == "QRScanner" && $0.isDeclared
        })
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "local package '../../Packages/QRScanner' has no Package.swift; the package of the same identity in "
                + "Features/QRScanner stands for it, as in Xcode, where a project's local package overrides its namesakes "
                + "(SwiftPM alone fails to resolve it)",
        ])
    }
}
