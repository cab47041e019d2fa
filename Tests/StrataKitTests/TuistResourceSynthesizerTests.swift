import StrataKit
import StrataTestSupport
import XCTest

/// The names a Tuist project's custom resource synthesizers generate at build time: an import whose file uses one of
/// them is in use (mash-up-kr/NoWeekend-iOS's `DS.Images.imgCake` and `Font.heading2`).
final class TuistResourceSynthesizerTests: XCTestCase {
    func testTheNamesATemplateDeclaresAreUsesOfItsModule() throws {
        let tree = try TemporaryTree()
        try tree.write("Tuist/ResourceSynthesizers/Assets.stencil", """
            {% if catalogs %}
            {{accessModifier}} enum DS {
              {{accessModifier}} enum {{enumName}} {}
            }
            {{accessModifier}} extension Font { static let heading2 = Font.system(size: 2) }
            {% endif %}
            """)
        try tree.write("Shared/Project.swift", """
            import ProjectDescription

            let project = Project(
                name: "Shared",
                targets: [
                    .target(name: "DesignSystem", destinations: .iOS, product: .framework, bundleId: "d",
                            sources: ["Sources/**"], resources: ["Resources/**"]),
                    .target(name: "Network", destinations: .iOS, product: .framework, bundleId: "n",
                            sources: ["Network/**"], resources: ["NetworkResources/**"]),
                ],
                resourceSynthesizers: [.custom(name: "Assets", parser: .assets, extensions: ["xcassets"])]
            )
            """)
        try tree.write("Shared/Sources/Spacing.swift", "public enum Spacing { public static let small = 4 }\n")
        try tree.write("Shared/Resources/Media.xcassets/Contents.json", "{}\n")
        // Network's resources hold no asset catalog: the synthesizer generates nothing for it.
        try tree.write("Shared/Network/Client.swift", "public struct Client {}\n")
        try tree.write("Shared/NetworkResources/Localizable.xcstrings", "{}\n")
        try tree.write("Home/Project.swift", """
            import ProjectDescription

            let project = Project(name: "Home", targets: [
                .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "h", sources: ["Sources/**"],
                        dependencies: [.project(target: "DesignSystem", path: "../Shared"),
                                       .project(target: "Network", path: "../Shared")]),
            ])
            """)
        try tree.write("Home/Sources/HomeView.swift", "import DesignSystem\n\nlet cake = DS.Images.imgCake\n")
        try tree.write("Home/Sources/Title.swift", "import DesignSystem\n\nlet title = Font.heading2\n")
        try tree.write("Home/Sources/Plain.swift", "import DesignSystem\n\nlet plain = 1\n")
        try tree.write("Home/Sources/Net.swift", "import Network\n\nlet title = Font.heading2\nlet client = Client()\n")
        try tree.write("Home/Sources/Unused.swift", "import Network\n\nlet subtitle = Font.heading2\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let places = result.violations.filter { $0.rule == "unused-import" }
            .flatMap { [$0.location?.file] + $0.notes.map(\.location?.file) }.compactMap { $0 }
        XCTAssertEqual(places.sorted(), ["Home/Sources/Plain.swift", "Home/Sources/Unused.swift"])
    }

    /// Team-Ampersand/Dotori-iOS: `.strings(plugin: "L10nPlugin")`, through a plugin's helper, renders the plugin's
    /// `ResourceSynthesizers/Strings.stencil` (`public enum L10n`); `.assets()` renders the project's own
    /// `Tuist/ResourceSynthesizers/Assets.stencil` in place of Tuist's.
    func testAPluginsOrTheProjectsTemplateOfABuiltInSynthesizer() throws {
        let tree = try TemporaryTree()
        try tree.write("Tuist/Config.swift", """
            import ProjectDescription
            let config = Config(plugins: [.local(path: .relativeToRoot("Plugin/L10nPlugin"))])
            """)
        try tree.write("Plugin/L10nPlugin/Plugin.swift", "import ProjectDescription\nlet plugin = Plugin(name: \"L10nPlugin\")\n")
        try tree.write("Plugin/L10nPlugin/ProjectDescriptionHelpers/L10n.swift", """
            import ProjectDescription
            public extension ResourceSynthesizer {
                static func l10n() -> Self { .strings(plugin: "L10nPlugin") }
            }
            """)
        try tree.write("Plugin/L10nPlugin/ResourceSynthesizers/Strings.stencil", "{{accessModifier}} enum L10n {}\n")
        try tree.write("Tuist/ResourceSynthesizers/Assets.stencil", "{{accessModifier}} enum Palette {}\n")
        try tree.write("Localization/Project.swift", """
            import ProjectDescription
            import L10nPlugin

            let project = Project(
                name: "Localization",
                targets: [.target(name: "Localization", destinations: .iOS, product: .framework, bundleId: "l",
                                  sources: ["Sources/**"], resources: ["Resources/**"])],
                resourceSynthesizers: [.l10n(), .assets()]
            )
            """)
        try tree.write("Localization/Sources/Source.swift", "public enum Bundles {}\n")
        try tree.write("Localization/Resources/en.lproj/Home.strings", "\"title\" = \"Home\";\n")
        try tree.write("Localization/Resources/Media.xcassets/Contents.json", "{}\n")
        try tree.write("Home/Project.swift", """
            import ProjectDescription

            let project = Project(name: "Home", targets: [
                .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "h", sources: ["Sources/**"],
                        dependencies: [.project(target: "Localization", path: "../Localization")]),
            ])
            """)
        try tree.write("Home/Sources/Title.swift", "import Localization\n\nlet title = L10n.Home.title\n")
        try tree.write("Home/Sources/Color.swift", "import Localization\n\nlet color = Palette.primary\n")
        try tree.write("Home/Sources/Plain.swift", "import Localization\n\nlet plain = 1\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let places = result.violations.filter { $0.rule == "unused-import" }
            .flatMap { [$0.location?.file] + $0.notes.map(\.location?.file) }.compactMap { $0 }
        XCTAssertEqual(places, ["Home/Sources/Plain.swift"])
    }
}
