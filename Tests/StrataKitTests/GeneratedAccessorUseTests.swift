import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A file that names an accessor generated into a module at build time (`LocalizationStrings`, which Tuist's resource
/// synthesizers write to the ignored `Derived/` folder) uses that module's import: `unused-import` must not ask to
/// remove it (wakmusic/wakmusic-iOS). A name of the module's with another ending is no such accessor.
final class GeneratedAccessorUseTests: XCTestCase {
    private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Music",
        targets: [
            .target(name: "Chart", dependencies: ["Localization"]),
            .target(name: "Search", dependencies: ["Localization"]),
            .target(name: "Localization"),
        ]
    )

    """

    func testAGeneratedAccessorUsesTheImportAndAnotherNameDoesNot() throws {
        let tree = try TemporaryTree([
            "Package.swift": manifest,
            "Sources/Localization/Language.swift": "public enum Language { case korean, english }\n",
            "Sources/Chart/ChartTitle.swift": "import Localization\n\nlet chartTitle = LocalizationStrings.chartTitle\n",
            "Sources/Search/SearchTitle.swift": "import Localization\n\nlet searchTitle = LocalizationHelpers.title\n",
        ])
        let findings = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1)).violations
        XCTAssertEqual(findings.filter { $0.rule == "unused-import" }.map(\.modules), [["Search", "Localization"]],
                       "\(findings.map(\.message))")
    }
}
