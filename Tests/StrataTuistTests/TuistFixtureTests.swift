import Foundation
import StrataProject
import StrataText
import StrataTuist
import XCTest

/// `Fixtures/tuist-app`: a µFeatures workspace whose feature projects are made by a helper.
final class TuistFixtureTests: XCTestCase {
    /// The fixture folder, found above this file (through symbolic links, as a development package may use).
    private static let fixture: String = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.path != "/" {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Fixtures/tuist-app")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
        }
        return "Fixtures/tuist-app"
    }()

    private let manifests = [
        "Projects/App/Project.swift", "Projects/Core/Project.swift", "Projects/Features/Chat/Project.swift",
        "Projects/Features/Feed/Project.swift", "Workspace.swift",
    ]

    private func readAll() -> [String: ProjectReadResult] {
        let context = ProjectReadContext(root: Self.fixture, fileSystem: FileSystemSnapshot(), projectPaths: manifests)
        var results: [String: ProjectReadResult] = [:]
        for manifest in manifests { results[manifest] = TuistReader().read(manifest, context: context) }
        return results
    }

    func testReadsTheScenario() throws {
        let results = readAll()
        XCTAssertEqual(results.values.flatMap(\.issues), [])
        let modules = manifests.flatMap { results[$0]?.modules ?? [] }
        XCTAssertEqual(
            modules.map(\.name), ["App", "Core", "ChatInterface", "Chat", "FeedInterface", "Feed", "FeedTests"])
        let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
        XCTAssertEqual(byName["App"]?.role, .root)
        XCTAssertEqual(byName["FeedTests"]?.role, .test)
        XCTAssertEqual(
            Set(modules.filter { $0.role == .library }.map(\.name)),
            ["Core", "ChatInterface", "Chat", "FeedInterface", "Feed"])
        XCTAssertEqual(
            byName["App"]?.dependencyNames,
            ["Feed", "Chat", "Core", "FeedInterface", "ChatInterface", "pkg:NeedleFoundation"])
        XCTAssertEqual(
            byName["Feed"]?.dependencyNames, ["FeedInterface", "ChatInterface", "Chat", "pkg:NeedleFoundation"])
        XCTAssertEqual(byName["Chat"]?.dependencyNames, ["ChatInterface", "Core"])
        XCTAssertEqual(byName["FeedTests"]?.dependencyNames, ["Feed"])
        XCTAssertEqual(byName["Core"]?.dependencyNames, [])
        XCTAssertEqual(
            byName["Feed"]?.sourceFiles,
            [
                "Projects/Features/Feed/Sources/FeedComponent.swift",
                "Projects/Features/Feed/Sources/FeedViewModel.swift",
                "Projects/Features/Feed/Sources/UnreadBadge.swift",
            ])
        XCTAssertEqual(byName["FeedInterface"]?.sourceFiles, ["Projects/Features/Feed/Interface/FeedService.swift"])
        XCTAssertEqual(byName["App"]?.sourceFiles.count, 3)
        XCTAssertEqual(byName["Core"]?.directory, "Projects/Core/Sources")
        XCTAssertEqual(byName["Feed"]?.container, "Projects/Features/Feed/Project.swift")
        XCTAssertEqual(
            byName["Feed"]?.declaration,
            SourceLocation(file: "Projects/Features/Feed/Project.swift", line: 5, column: 15))
        XCTAssertEqual(
            byName["Feed"]?.dependencyFix?.filled(with: "Core"),
            "add .target(name: \"Core\") to the dependencies of target 'Feed' (Projects/Features/Feed/Project.swift:5)")
        XCTAssertEqual(results["Projects/App/Project.swift"]?.localPackages, [])
    }

    func testReadingTwiceGivesTheSameResult() {
        XCTAssertEqual(readAll(), readAll())
    }

    func testEverySwiftFileIsASourceOrAManifestButTheScratchFile() throws {
        let results = readAll()
        let claimed = Set(results.values.flatMap { $0.modules.flatMap(\.sourceFiles) + $0.manifestFiles })
        var swiftFiles: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.fixture)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { swiftFiles.append(path) }
        }
        XCTAssertEqual(swiftFiles.filter { !claimed.contains($0) }, ["Tools/Scratch.swift"])
        XCTAssertEqual(results["Workspace.swift"]?.modules, [])
        XCTAssertEqual(
            results["Workspace.swift"]?.manifestFiles,
            ["Workspace.swift", "Tuist/ProjectDescriptionHelpers/Project+Templates.swift"])
    }
}
