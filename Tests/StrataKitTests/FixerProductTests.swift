import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// `strata fix` on an import of a local package's module that no library product holds: the product added to that
/// package's manifest in the same round as the importers' entries, once for two importers, and undone with them.
final class FixerProductTests: XCTestCase {
    private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        targets: [
            .target(name: "Feed"),
            .target(name: "Home"),
        ]
    )

    """

    private let themeManifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Theme",
        platforms: [.iOS(.v16)],
        targets: [.target(name: "Theme")]
    )

    """

    private func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "Package.swift": manifest,
            "Sources/Feed/Feed.swift": "import Theme\n\nlet feedFont = Font()\n",
            "Sources/Home/Home.swift": "import Theme\n\nlet homeFont = Font()\n",
            "Modules/Theme/Package.swift": themeManifest,
            "Modules/Theme/Sources/Theme/Font.swift": "public struct Font {\n    public init() {}\n}\n",
        ])
    }

    private func options(_ tree: TemporaryTree) -> AnalysisOptions {
        AnalysisOptions(root: tree.path, jobs: 1)
    }

    func testTwoImportersGetTheProductOnceAndCheckIsClean() throws {
        let tree = try tree()
        let findings = try Analyzer.analyze(options(tree)).violations
        XCTAssertEqual(findings.map(\.rule), ["undeclared-dependency", "undeclared-dependency"])
        // Each finding's own fix edits both manifests.
        let planned = try Fixer.planningFixes(of: Analyzer.analyze(options(tree)), root: tree.path).violations
        for finding in planned {
            guard case .edits(let files)? = finding.plannedFix else { return XCTFail("\(String(describing: finding.plannedFix))") }
            XCTAssertEqual(files.map(\.path), ["Modules/Theme/Package.swift", "Package.swift"])
            XCTAssertEqual(files.first?.edits.map(\.newText), [#"products: [.library(name: "Theme", targets: ["Theme"])],"# + "\n    "])
        }

        let outcome = try Fixer.fix(options(tree), rules: Set(FixableRules.ids), dryRun: false)
        XCTAssertEqual(outcome.applied.count, 2)
        XCTAssertTrue(outcome.notApplicable.isEmpty && outcome.restored.isEmpty, "\(outcome.notApplicable) \(outcome.restored)")
        XCTAssertEqual(outcome.changedFiles, ["Modules/Theme/Package.swift", "Package.swift"])
        let theme = try String(contentsOf: tree.url("Modules/Theme/Package.swift"), encoding: .utf8)
        XCTAssertEqual(theme, themeManifest.replacingOccurrences(
            of: "    targets:", with: "    products: [.library(name: \"Theme\", targets: [\"Theme\"])],\n    targets:"))
        let root = try String(contentsOf: tree.url("Package.swift"), encoding: .utf8)
        XCTAssertTrue(root.contains(#".target(name: "Home", dependencies: [.product(name: "Theme", package: "Theme")]),"#), root)
        XCTAssertTrue(root.contains(#"    dependencies: [.package(path: "Modules/Theme")],"#), root)
        let check = try Analyzer.analyze(options(tree))
        XCTAssertEqual(check.violations.map(\.message), [])
        XCTAssertEqual(check.diagnostics.map(\.message), [])
    }

    func testTheProductIsUndoneWithTheEntriesThatNeedIt() throws {
        let tree = try tree()
        // The importers' manifest edit also brings a part the manifest reader skips: a new `manifest` diagnostic there.
        let outcome = try Fixer.fix(options(tree), rules: Set(FixableRules.ids), dryRun: false) { plan in
            for index in plan.files.indices where plan.files[index].path == "Package.swift" {
                let edited = String(decoding: plan.files[index].edited, as: UTF8.self)
                plan.files[index].edited = Array(edited.replacingOccurrences(of: "targets: [", with: "targets: [helper(), ").utf8)
            }
        }
        XCTAssertEqual(outcome.restored.map(\.finding.rule), ["undeclared-dependency", "undeclared-dependency"])
        XCTAssertTrue(outcome.applied.isEmpty && outcome.changedFiles.isEmpty, "\(outcome.applied) \(outcome.changedFiles)")
        XCTAssertEqual(try String(contentsOf: tree.url("Modules/Theme/Package.swift"), encoding: .utf8), themeManifest)
        XCTAssertEqual(try String(contentsOf: tree.url("Package.swift"), encoding: .utf8), manifest)
    }

    func testProductsChangedInCodeLeaveEveryFileOfTheFindingAlone() throws {
        let tree = try tree()
        let appended = "package.products.append(.library(name: \"Kit\", targets: [\"Kit\"]))\n"
        try tree.write("Modules/Theme/Package.swift", themeManifest + appended)
        let plan = FixPlanner(rules: [UndeclaredDependencyRule().id]) { Fixer.readEditable($0, root: tree.path) }
            .plan(try Analyzer.analyze(options(tree)))
        XCTAssertEqual(plan.files.map(\.path), [], "the importers' manifest is not edited for a product that cannot be added")
        XCTAssertEqual(plan.notApplicable.map(\.reason), Array(repeating: "the manifest changes `package.products` in code", count: 2))
    }
}
