import Foundation
import StrataProject
import StrataRules
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataKit

/// The readings cache of `--cache`: every reader's reading reads back exactly, a run takes a reading only while the
/// file system answers its questions as it did, and no damaged file is trusted.
final class ProjectReadingsCacheTests: XCTestCase {
    private func settings(_ directory: String) -> ScanCacheSettings {
        ScanCacheSettings(directory: directory, toolVersion: "test")
    }

    /// The projects the walk of `root` finds and reads, through the cache in `cache` when given.
    private func load(_ root: String, cache: String?, jobs: Int = 2) -> LoadedWorkspace {
        let options = AnalysisOptions(root: root, jobs: jobs)
        let session = cache.map { CacheSession(settings($0), identity: root, jobs: jobs) }
        var phases = PhaseTimes()
        let loaded = WorkspaceLoader(options: options, rootPath: root, cacheSession: session).load(phases: &phases)
        XCTAssertEqual(session?.finish() ?? [], [])
        return loaded
    }

    /// Each project's path and reader, then what it read.
    private func readings(_ loaded: LoadedWorkspace) -> (keys: [String], results: [ProjectReadResult]) {
        (loaded.projects.map { $0.path + " " + $0.buildSystem }, loaded.projects.map(\.result))
    }

    func testEveryFixturesReadingsAreTakenBackExactly() throws {
        var covered: Set<String> = []
        for name in Fixtures.all() {
            let root = try Analyzer.resolveRoot(Fixtures.directory(name).path)
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("readings-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: cache) }
            let uncached = readings(load(root, cache: nil))
            let cached = readings(load(root, cache: cache))
            XCTAssertEqual(cached.keys, uncached.keys, name)
            XCTAssertEqual(cached.results, uncached.results, name)
            let stored = try XCTUnwrap(ProjectReadingsCache.read(settings(cache), identity: root), name)
            XCTAssertFalse(stored.readings.isEmpty, name)
            // The second run takes every reading from the cache: planted ones show it.
            var planted = stored
            for key in planted.readings.keys {
                let location = SourceLocation(file: key.path, line: 1, column: 1)
                planted.readings[key]?.result.issues.append(ProjectIssue(message: "planted", location: location))
            }
            XCTAssertNil(ProjectReadingsCache.write(planted, settings: settings(cache), identity: root))
            let taken = load(root, cache: cache)
            XCTAssertGreaterThanOrEqual(taken.projects.count, uncached.keys.count, name)
            XCTAssertTrue(taken.projects.allSatisfy { $0.result.issues.last?.message == "planted" }, name)

            for reading in stored.readings.values {
                let result = reading.result, observations = reading.observations
                let present: [(String, Bool)] = [
                    ("modules", !result.modules.isEmpty), ("issues", !result.issues.isEmpty),
                    ("packages", !result.packages.isEmpty), ("links", result.packages.contains { !$0.links.isEmpty }),
                    ("added dependencies", !result.addedDependencies.isEmpty), ("local packages", !result.localPackages.isEmpty),
                    ("unreadable files", !result.unreadableFiles.isEmpty), ("source folders", !result.sourceFolders.isEmpty),
                    ("dependency fixes", result.modules.contains { $0.dependencyFix != nil }),
                    ("package product fixes", result.modules.contains { $0.dependencyFix?.packageProduct != nil }),
                    ("stated builds", result.modules.contains { $0.statedBuild != nil }),
                    ("conditions", result.modules.contains { !$0.compilationConditions.isEmpty }),
                    ("listings", !observations.listings.isEmpty), ("entries", !observations.entries.isEmpty),
                    ("files", !observations.files.isEmpty), ("stays", !observations.stays.isEmpty),
                    ("real paths", !observations.realPaths.isEmpty),
                ]
                covered.formUnion(present.filter(\.1).map(\.0))
            }
        }
        // No fixture holds a project file that cannot be read at all: one made here does, for every failure.
        var unreadable = ProjectReadResult()
        unreadable.unreadableFiles = [FileReadFailure.cannotOpen("no such file"), .notRegularFile, .tooLarge(1 << 27),
                                      .readError("I/O error"), .outsideBounds("the repository")]
            .map { UnreadableProjectFile(file: "App/App.xcodeproj/project.pbxproj", failure: $0) }
        // Nor an extension whose Info.plist names another module's class.
        var stickers = ProjectModule(
            name: "Stickers", role: .root, productType: "com.apple.product-type.app-extension", container: "App/App.xcodeproj",
            declaration: SourceLocation(file: "App/App.xcodeproj", line: 9, column: 1), sourceFiles: [], directory: "App",
            dependencyFix: nil)
        stickers.modulesLoadedAtRunTime = ["PocketStickerKit"]
        stickers.dependenciesPartlyRead = true
        stickers.enablesTestability = true
        stickers.testHost = "Pocket"
        unreadable.modules = [stickers]
        // Nor an issue met in a helper that several projects call: its origin, the helper's line, reads back too.
        unreadable.issues = [ProjectIssue(
            message: "cannot evaluate `.init()`", location: SourceLocation(file: "App/Project.swift", line: 4, column: 15),
            origin: SourceLocation(file: "Tuist/ProjectDescriptionHelpers/Make.swift", line: 5, column: 62))]
        var encoder = CacheEncoder()
        encoder.projectReadResult(unreadable)
        let decoded = try encoder.bytes.withUnsafeBytes { raw in
            var decoder = CacheDecoder(raw)
            defer { XCTAssertEqual(decoder.remaining, 0) }
            return try decoder.projectReadResult()
        }
        XCTAssertEqual(decoded, unreadable)
        covered.formUnion(["unreadable files", "issue origins", "modules named at run time"])
        XCTAssertEqual(covered.count, 19, "covered: \(covered.sorted())")
    }

    /// Adds a planted issue to every reading the cache in `cache` holds for `root`: a run whose projects say it took
    /// its readings from the cache.
    private func plant(_ cache: String, root: String) throws {
        var stored = try XCTUnwrap(ProjectReadingsCache.read(settings(cache), identity: root))
        for key in stored.readings.keys {
            let location = SourceLocation(file: key.path, line: 1, column: 1)
            stored.readings[key]?.result.issues.append(ProjectIssue(message: "planted", location: location))
        }
        XCTAssertNil(ProjectReadingsCache.write(stored, settings: settings(cache), identity: root))
    }

    func testAReadingIsTakenOnlyWhileTheFileSystemAnswersAsItDid() throws {
        let tree = try TemporaryTree(copying: "clean")
        defer { tree.remove() }
        let cache = tree.root.deletingLastPathComponent().appendingPathComponent("cache").path
        let root = try Analyzer.resolveRoot(tree.path)
        func isTaken(_ jobs: Int = 2) -> Bool {
            let loaded = load(root, cache: cache, jobs: jobs)
            XCTAssertEqual(loaded.projects.map(\.result.modules), load(root, cache: nil).projects.map(\.result.modules))
            return loaded.projects.first?.result.issues.last?.message == "planted"
        }
        _ = load(root, cache: cache)
        try plant(cache, root: root)
        XCTAssertTrue(isTaken())
        XCTAssertTrue(isTaken(1))

        // A source file edited in place: its folder's listing and its entry are unchanged.
        let edited = try FileHandle(forWritingTo: tree.url("Sources/Core/Cache.swift"))
        edited.seekToEndOfFile()
        edited.write(Data("// a note\n".utf8))
        edited.closeFile()
        XCTAssertTrue(isTaken())

        // A source file added, then removed: its folder lists otherwise.
        try tree.write("Sources/Core/Added.swift", "struct Added {}\n")
        XCTAssertFalse(isTaken())
        let core = load(root, cache: cache).projects.flatMap(\.result.modules).first { $0.name == "Core" }
        XCTAssertEqual(core?.sourceFiles.contains("Sources/Core/Added.swift"), true)
        try plant(cache, root: root)
        try FileManager.default.removeItem(at: tree.url("Sources/Core/Added.swift"))
        XCTAssertFalse(isTaken())

        // The manifest's bytes, even at the same size.
        try plant(cache, root: root)
        let manifest = try tree.text("Package.swift")
        try tree.write("Package.swift", manifest.replacingOccurrences(of: "Clean", with: "Dirty"))
        XCTAssertFalse(isTaken())

        // A source folder made a link to another folder of the same names.
        try plant(cache, root: root)
        try FileManager.default.moveItem(at: tree.url("Sources/Core"), to: tree.url("Core"))
        try tree.symlink("Sources/Core", to: "../Core")
        XCTAssertFalse(isTaken())
        try plant(cache, root: root)
        XCTAssertTrue(isTaken())
    }

    func testASettledFileIsTrustedByItsMetadataAndAnUnsettledOneByItsBytes() throws {
        let tree = try TemporaryTree(["Package.swift": "// swift-tools-version:5.9\n"])
        defer { tree.remove() }
        let path = tree.url("Package.swift").path
        let metadata = try XCTUnwrap(FileMetadata.of(path))
        let question = FileSystemObservations.FileQuestion(path: path, prefix: nil)
        func confirms(hash: UInt64, isSettled: Bool) -> Bool {
            FileSystemSnapshot().confirms(FileSystemObservations(
                listings: [:], entries: [:], files: [question: .bytes(hash: hash, metadata: metadata, isSettled: isSettled)],
                realPaths: [:], stays: [:]))
        }
        let hash = ContentHash.of(Array("// swift-tools-version:5.9\n".utf8))
        XCTAssertTrue(confirms(hash: hash, isSettled: false))
        XCTAssertFalse(confirms(hash: hash ^ 1, isSettled: false), "an unsettled file is read and hashed again")
        XCTAssertTrue(confirms(hash: hash ^ 1, isSettled: true), "a settled file with its metadata unchanged is not read")
        try tree.write("Package.swift", "// swift-tools-version:6.0\n")
        XCTAssertFalse(confirms(hash: hash, isSettled: true), "new metadata: the file is read again")
    }

    /// A reader that runs a tool: its readings depend on more than the file system's answers.
    private struct ToolRunningReader: ProjectReader {
        let reads: Counter
        var buildSystem: String { "tool" }
        var readsOnlyThroughSnapshot: Bool { false }
        func isProjectFile(name: String, isDirectory: Bool) -> Bool { name == "tool.json" }
        func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
            reads.add()
            return ProjectReadResult(manifestFiles: [path])
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    func testAReadingThatRunsAToolIsNeverKept() throws {
        let tree = try TemporaryTree(["tool.json": "{}"])
        defer { tree.remove() }
        let reader = ToolRunningReader(reads: Counter())
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        let readings = CachedProjectReadings(last: nil, context: [])
        XCTAssertEqual(readings.read("tool.json", with: reader, context: context), ProjectReadResult(manifestFiles: ["tool.json"]))
        XCTAssertEqual(reader.reads.count, 1)
        XCTAssertEqual(readings.counts.all, 0, "nothing kept")
    }

    func testADamagedReadingsFileIsNeverTrusted() throws {
        let tree = try TemporaryTree(copying: "clean")
        defer { tree.remove() }
        let cache = tree.root.deletingLastPathComponent().appendingPathComponent("cache").path
        let root = try Analyzer.resolveRoot(tree.path)
        _ = load(root, cache: cache)
        let stored = try XCTUnwrap(ProjectReadingsCache.read(settings(cache), identity: root))
        XCTAssertNil(ProjectReadingsCache.read(settings(cache), identity: root + "/other"))
        XCTAssertNil(ProjectReadingsCache.read(ScanCacheSettings(directory: cache, toolVersion: "other"), identity: root))
        let file = ProjectReadingsCache.path(in: cache, identity: root)
        let good = try XCTUnwrap(FileManager.default.contents(atPath: file)).map { $0 }
        var random = SeededGenerator(seed: 11)
        for iteration in 0..<400 {
            XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(random.damaged(good, way: iteration))))
            XCTAssertNil(ProjectReadingsCache.read(settings(cache), identity: root), "iteration \(iteration)")
        }
        // A run over a damaged file reads every project again, and writes them whole.
        XCTAssertEqual(readings(load(root, cache: cache)).results, readings(load(root, cache: nil)).results)
        XCTAssertEqual(ProjectReadingsCache.read(settings(cache), identity: root)?.readings.count, stored.readings.count)
    }
}
