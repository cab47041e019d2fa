import Foundation
import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// `strata affected`'s computation: which modules a changed file belongs to, and what depends on them.
final class ChangeImpactTests: XCTestCase {
    /// A root package (Core, Feature, Media, their tests, a binary target at the package's folder), a nested
    /// package (Plugin) and an Xcode app (App) that links Feature.
    private let result: AnalysisResult = {
        let names: [(String, ModuleKind, String, String)] = [
            ("App", .root, "App.xcodeproj", "App"),
            ("Binary", .implementation, ".", "."),
            ("Core", .implementation, ".", "Sources/Core"),
            ("CoreTests", .test, ".", "Tests/CoreTests"),
            ("Feature", .implementation, ".", "Sources/Feature"),
            ("FeatureTests", .test, ".", "Tests/FeatureTests"),
            ("Media", .implementation, ".", "Sources/Media"),
            ("Plugin", .implementation, "Sources/Media/Plugin", "Sources/Media/Plugin/Sources/Plugin"),
        ]
        let modules = names.map { Module(name: $0.0, package: $0.2, kind: $0.1, path: $0.3, files: 1) }
        let edges = [(0, 4), (3, 2), (4, 2), (5, 4), (6, 2)].map { ModuleEdge(from: $0.0, to: $0.1) }
        var result = AnalysisResult(graph: ModuleGraph(modules: modules, edges: edges), violations: [], diagnostics: [],
                                    packages: 2, files: 8, durationMs: 0)
        let package = ["Package.swift", "Package.resolved"]
        result.moduleFiles = ModuleFiles(entries: [
            .init(sources: ["App/AppDelegate.swift", "Shared/Logging.swift"], projectFiles: ["App.xcodeproj"], buildSystem: "xcode"),
            .init(projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Shared/Logging.swift", "Sources/Core/Core.swift"], projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Tests/CoreTests/CoreTests.swift"], projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Sources/Feature/Feature.swift"], projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Tests/FeatureTests/FeatureTests.swift"], projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Sources/Media/Media.swift"], projectFiles: package, buildSystem: "swiftpm"),
            .init(sources: ["Sources/Media/Plugin/Sources/Plugin/Plugin.swift"],
                  projectFiles: ["Sources/Media/Plugin/Package.swift"], buildSystem: "swiftpm"),
        ])
        return result
    }()

    private func names(_ indices: [Int], in impact: ChangeImpact) -> [String] {
        indices.map { impact.graph.modules[$0].name }
    }

    /// Each changed file with the names of its owners and how it belongs to them.
    private func owners(of files: [String]) -> [String] {
        let impact = ChangeImpact(changedFiles: files, in: result)
        return impact.files.map { file in
            "\(file.path): " + names(file.modules, in: impact).joined(separator: ",") + " \(file.ownership?.rawValue ?? "unowned")"
        }
    }

    func testEachFileBelongsToItsModulesByTheirSourcesProjectFilesOrFolders() {
        let cases: [(String, [String])] = [
            ("Sources/Core/Core.swift", ["Sources/Core/Core.swift: Core source"]),
            ("Shared/Logging.swift", ["Shared/Logging.swift: App,Core source"]),
            ("Package.swift", ["Package.swift: Binary,Core,CoreTests,Feature,FeatureTests,Media projectFile"]),
            ("Package.resolved", ["Package.resolved: Binary,Core,CoreTests,Feature,FeatureTests,Media projectFile"]),
            ("App.xcodeproj/project.pbxproj", ["App.xcodeproj/project.pbxproj: App projectFile"]),
            ("Sources/Feature/Resources/en.lproj/Localizable.strings",
             ["Sources/Feature/Resources/en.lproj/Localizable.strings: Feature folder"]),
            ("Sources/Feature/Deleted.swift", ["Sources/Feature/Deleted.swift: Feature folder"]),
            // The deepest folder wins; a nested package's manifest declares only its own modules.
            ("Sources/Media/Plugin/Sources/Plugin/Data.json", ["Sources/Media/Plugin/Sources/Plugin/Data.json: Plugin folder"]),
            ("Sources/Media/Plugin/Package.swift", ["Sources/Media/Plugin/Package.swift: Plugin projectFile"]),
            ("Sources/Media/Plugin/README.md", ["Sources/Media/Plugin/README.md: Media folder"]),
            // Binary's folder is its package's: the package's other files are not its.
            ("README.md", ["README.md:  unowned"]),
            ("../Elsewhere/Sources/X/X.swift", ["../Elsewhere/Sources/X/X.swift:  unowned"]),
        ]
        for (file, expected) in cases {
            XCTAssertEqual(owners(of: [file]), expected, file)
        }
    }

    func testPathsAreNormalisedSortedByBytesAndCountedOnce() {
        XCTAssertEqual(owners(of: ["./Sources/Core/../Core/Core.swift", "README.md", "Sources/Core/Core.swift", "App/a b.png"]),
                       ["App/a b.png: App folder", "README.md:  unowned", "Sources/Core/Core.swift: Core source"])
    }

    func testDependentsAreReachedTransitivelyWithTheirDepthAndTheModuleThatBroughtThemIn() {
        let impact = ChangeImpact(changedFiles: ["Sources/Core/Core.swift"], in: result, since: "origin/main")
        let affected = impact.affected.map { module in
            "\(impact.graph.modules[module.module].name) \(module.depth)"
                + (module.via.map { " via \(impact.graph.modules[$0].name)" } ?? "")
        }
        XCTAssertEqual(affected, ["App 2 via Feature", "Core 0", "CoreTests 1 via Core", "Feature 1 via Core",
                                  "FeatureTests 2 via Feature", "Media 1 via Core"])
        XCTAssertEqual(names(impact.changed.map(\.module), in: impact), ["Core"])
        XCTAssertEqual(names(impact.testTargets.map(\.module), in: impact), ["CoreTests", "FeatureTests"])
        XCTAssertEqual(impact.testTargets.map { impact.buildSystem(of: $0.module) }, ["swiftpm", "swiftpm"])
        XCTAssertEqual(impact.since, "origin/main")
    }

    func testAChangedDependentStaysAChangeAndUnownedFilesAffectNothing() {
        let impact = ChangeImpact(changedFiles: ["Sources/Feature/Feature.swift", "Sources/Core/Core.swift", ".strata.json"],
                                  in: result)
        XCTAssertEqual(names(impact.changed.map(\.module), in: impact), ["Core", "Feature"])
        XCTAssertEqual(impact.unownedFiles.map(\.path), [".strata.json"])
        XCTAssertEqual(ChangeImpact(changedFiles: ["README.md"], in: result).affected, [])
    }

    func testATestOnlyChangeSelectsThatTestTargetAlone() {
        let impact = ChangeImpact(changedFiles: ["Tests/FeatureTests/FeatureTests.swift"], in: result)
        XCTAssertEqual(names(impact.affected.map(\.module), in: impact), ["FeatureTests"])
        XCTAssertEqual(names(impact.testTargets.map(\.module), in: impact), ["FeatureTests"])
    }

    /// The analysis records each module's sources, project files and build system: a SwiftPM fixture and an
    /// Xcode one.
    func testTheAnalysisKnowsWhichFilesMakeEachModule() throws {
        let package = try Analyzer.analyze(AnalysisOptions(root: Fixtures.directory("test-targets").path, includeTests: true))
        let sync = try XCTUnwrap(package.graph.modules.firstIndex { $0.name == "Sync" })
        XCTAssertEqual(package.moduleFiles.entry(sync), ModuleFiles.Entry(
            sources: ["Sources/Sync/SyncEngine.swift"], projectFiles: ["Package.swift", "Package.resolved"], buildSystem: "swiftpm"))
        let app = try Analyzer.analyze(AnalysisOptions(root: Fixtures.directory("xcode-app").path, includeTests: true))
        let tests = try XCTUnwrap(app.graph.modules.firstIndex { $0.name == "FeedTests" })
        XCTAssertEqual(app.moduleFiles.entry(tests).buildSystem, "xcode")
        XCTAssertEqual(app.moduleFiles.entry(tests).projectFiles, ["App.xcodeproj", "App.xcodeproj/project.pbxproj"])
        let impact = ChangeImpact(changedFiles: ["Feed/FeedViewModel.swift"], in: app)
        XCTAssertEqual(names(impact.testTargets.map(\.module), in: impact), ["FeedTests"])
    }
}
