import Foundation
import StrataRules
import XCTest
@testable import StrataKit

/// A project that links a local package through a symlink to a folder strata reads anyway (AeroSpace's XcodeGen
/// project links `xcode/aerospace-package-symlink`, a link to the root): one package, each module once.
final class SymlinkedPackageTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-symlinked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.resolvingSymlinksInPath().path
        let folder = root
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testAPackageLinkedThroughASymlinkToTheRootIsTheRootPackage() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Aero",
                products: [.library(name: "AppBundle", targets: ["AppBundle"])],
                targets: [
                    .target(name: "Common"),
                    .target(name: "AppBundle", dependencies: ["Common"]),
                    .testTarget(name: "AppBundleTests", dependencies: ["AppBundle"]),
                ]
            )
            """)
        try write("Sources/Common/Common.swift", "public struct Shared {}\n")
        try write("Sources/AppBundle/Bundle.swift", "import Common\npublic struct Bundle { let shared = Shared() }\n")
        try write("Tests/AppBundleTests/BundleTests.swift", "import AppBundle\nimport Common\nlet x = Shared()\n")
        try write("Sources/App/main.swift", "import AppBundle\nlet bundle = Bundle()\n")
        try write("xcode/project.yml", """
            name: Aero
            packages:
              AeroPackage:
                path: aero-package-symlink
            targets:
              Aero:
                type: application
                platform: macOS
                sources:
                  - ../Sources/App
                dependencies:
                  - package: AeroPackage
                    product: AppBundle
            """)
        try FileManager.default.createSymbolicLink(atPath: root + "/xcode/aero-package-symlink", withDestinationPath: "..")

        let result = try Analyzer.analyze(AnalysisOptions(root: root, includeTests: true, jobs: 2))
        let names = result.graph.modules.map(\.name)
        XCTAssertEqual(names.sorted(), ["Aero", "AppBundle", "AppBundleTests", "Common"])
        let findings = result.violations.map { "\($0.rule) \($0.location?.file ?? "") \($0.message)" }
        XCTAssertEqual(findings.filter { $0.contains("aero-package-symlink") }, [], "\(findings)")
        XCTAssertEqual(findings.filter { $0.hasPrefix("undeclared-dependency") }.count, 1, "\(findings)")
        let app = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "Aero" })
        let bundle = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "AppBundle" })
        XCTAssertTrue(result.graph.edges.contains { $0.from == app && $0.to == bundle && $0.isDeclared }, "\(result.graph.edges)")
    }

    /// RevenueCat's package target `ReceiptParser` at `LocalReceiptParsing`, a link to `Sources/LocalReceiptParsing`,
    /// the folder its Xcode target compiles: one module, so that `import ReceiptParser` is not ambiguous.
    func testATargetAtASymlinkToAnotherTargetsFolderIsThatModule() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Lib",
                products: [.library(name: "ReceiptParser", targets: ["ReceiptParser"])],
                targets: [.target(name: "ReceiptParser", path: "LocalReceiptParsing")]
            )
            """)
        try write("Sources/LocalReceiptParsing/Parser.swift", "public struct Parser { public init() {} }\n")
        try write("App/App.swift", "import ReceiptParser\nlet parser = Parser()\n")
        try write("project.yml", """
            name: Lib
            targets:
              ReceiptParser:
                type: framework
                platform: iOS
                sources: [Sources/LocalReceiptParsing]
              App:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: ReceiptParser
            """)
        try FileManager.default.createSymbolicLink(atPath: root + "/LocalReceiptParsing",
                                                   withDestinationPath: "Sources/LocalReceiptParsing")

        let result = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 1))
        XCTAssertEqual(result.graph.modules.map(\.name).sorted(), ["App", "ReceiptParser"])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.violations.map(\.rule), [])
        XCTAssertEqual(result.graph.edges.count, 1)
    }
}
