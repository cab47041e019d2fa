import Foundation
import StrataGraph
import StrataRules
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataKit

/// The graphs cache of `--cache`: the graphs read back exactly, a run takes them only while the module graph and
/// every file's graph facts are those they were built from, and no damaged file is trusted.
final class GraphsCacheTests: XCTestCase {
    private func analyze(_ root: String, cache: String?, jobs: Int = 2) throws -> AnalysisResult {
        var options = AnalysisOptions(root: root, jobs: jobs)
        options.cache = cache.map { ScanCacheSettings(directory: $0, toolVersion: "test") }
        return try Analyzer.analyze(options)
    }

    /// The graphs the cache of `settings` holds for `identity`, when they were built from `key`.
    private func load(_ settings: ScanCacheSettings, identity: String, key: [UInt8]) -> BuiltFactGraphs? {
        GraphsCache.read(settings, identity: identity).flatMap { $0.key == key ? $0.graphs : nil }
    }

    /// What the graphs cache would keep of `result`.
    private func built(_ result: AnalysisResult) -> BuiltFactGraphs {
        BuiltFactGraphs(uses: result.graph.edges.map(\.uses), types: result.types, di: result.di)
    }

    private func encoded(_ built: BuiltFactGraphs) -> [UInt8] {
        var encoder = CacheEncoder()
        encoder.factGraphs(built)
        return encoder.bytes
    }

    func testEveryFixturesGraphsReadBackExactly() throws {
        var covered: Set<String> = []
        // No fixture leaves a type name ambiguous between two imported modules: one made here does.
        var ambiguous = BuiltFactGraphs(uses: [], types: TypeGraph(declarations: []), di: DIGraph())
        ambiguous.types.resolved.ambiguities = [AmbiguousReference(module: 2, name: "Feed", candidates: [0, 1],
                                                                   location: SourceLocation(file: "A.swift", line: 3, column: 9))]
        let cases = Fixtures.all().compactMap { name in
            (try? analyze(Fixtures.directory(name).path, cache: nil)).map { (name, built($0)) }
        } + [("made ambiguous", ambiguous)]
        for (name, graphs) in cases {
            let decoded = try encoded(graphs).withUnsafeBytes { raw in
                var decoder = CacheDecoder(raw)
                defer { XCTAssertEqual(decoder.remaining, 0, name) }
                return try decoder.factGraphs()
            }
            XCTAssertEqual(decoded, graphs, name)
            let resolved = graphs.types.resolved, di = graphs.di
            let present: [(String, Bool)] = [
                ("uses", graphs.uses.contains { !$0.isEmpty }), ("declarations", !graphs.types.declarations.isEmpty),
                ("type edges", !resolved.edges.isEmpty), ("imports", !resolved.imports.isEmpty),
                ("ambiguities", !resolved.ambiguities.isEmpty), ("traits", !resolved.traits.isEmpty),
                ("member uses", !resolved.memberUses.isEmpty), ("member needs", !resolved.memberNeeds.isEmpty),
                ("global uses", !resolved.globalUses.isEmpty), ("components", !di.components.components.isEmpty),
                ("dependency protocols", !di.components.dependencies.isEmpty), ("links", !di.components.links.isEmpty),
                ("bad instantiations", !di.components.badInstantiations.isEmpty),
                ("registrations", !di.containers.registrations.isEmpty), ("resolutions", !di.containers.resolutions.isEmpty),
                ("assemblies", !di.assemblies.assemblies.isEmpty), ("substitutions", !di.assemblies.substitutions.isEmpty),
            ]
            covered.formUnion(present.filter(\.1).map(\.0))
        }
        XCTAssertEqual(covered.count, 17, "not covered by any fixture: \(covered)")
    }

    /// The graphs file of the cache in `directory`, with the key and identity it was written with.
    private func storedKey(in directory: String) throws -> (key: [UInt8], identity: String) {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("graphs-") }
        XCTAssertEqual(files.count, 1)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/" + files[0])).map { $0 }
        return try bytes.withUnsafeBytes { raw in
            var decoder = CacheDecoder(raw)
            _ = try decoder.raw(GraphsCache.magic.count)
            _ = try decoder.fixed()
            _ = try decoder.string()
            let identity = try decoder.string()
            _ = try decoder.count()
            _ = try decoder.fixed()
            return (Array(try decoder.raw(try decoder.count())), identity)
        }
    }

    /// Puts `doctored` in the cache of `directory` under the key of the graphs it holds: a run that reports them took
    /// them from the cache.
    private func doctor(_ directory: String, with doctored: BuiltFactGraphs) throws {
        let (key, identity) = try storedKey(in: directory)
        XCTAssertNil(GraphsCache.write(doctored, key: key, settings: ScanCacheSettings(directory: directory, toolVersion: "test"),
                                       identity: identity))
    }

    func testARunTakesTheGraphsOnlyWhileTheirKeyHolds() throws {
        let tree = try TemporaryTree(copying: "needle-missing-provider")
        defer { tree.remove() }
        let cache = tree.root.deletingLastPathComponent().appendingPathComponent("graphs-cache").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let uncached = try analyze(tree.path, cache: nil)
        XCTAssertFalse(uncached.di.components.components.isEmpty)
        XCTAssertEqual(built(try analyze(tree.path, cache: cache)), built(uncached))
        XCTAssertEqual(built(try analyze(tree.path, cache: cache)), built(uncached))

        var doctored = built(uncached)
        doctored.di = DIGraph()
        try doctor(cache, with: doctored)
        XCTAssertEqual(try analyze(tree.path, cache: cache).di, DIGraph(), "the cached graphs were not taken")
        // One job reads the cache files when first asked for, on its own thread.
        XCTAssertEqual(try analyze(tree.path, cache: cache, jobs: 1).di, DIGraph(), "the cached graphs were not taken")

        // A comment changes no graph fact: the graphs are still taken; the module graph is read afresh.
        let file = try XCTUnwrap(FileManager.default.subpaths(atPath: tree.path)?
            .filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }.sorted().first)
        let text = try String(contentsOfFile: tree.path + "/" + file, encoding: .utf8)
        try tree.write(file, text + "\n// a note\n")
        let commented = try analyze(tree.path, cache: cache)
        XCTAssertEqual(commented.di, DIGraph())
        XCTAssertEqual(commented.graph.modules, try analyze(tree.path, cache: nil).graph.modules)

        // A declaration is a graph fact: the graphs are built again.
        try tree.write(file, text + "\nstruct AddedByTheTest {}\n")
        let declared = try analyze(tree.path, cache: cache)
        XCTAssertEqual(built(declared), built(try analyze(tree.path, cache: nil)))
        XCTAssertTrue(declared.types.declarations.contains { $0.name == "AddedByTheTest" })
    }

    func testACacheFolderThatCannotBeWrittenIsOneWarningAndTheRunGoesOn() throws {
        let tree = try TemporaryTree(copying: "needle-missing-provider")
        defer { tree.remove() }
        try tree.write("not-a-folder", "")
        let blocked = tree.url("not-a-folder").path + "/cache"
        let uncached = try analyze(tree.path, cache: nil)
        for jobs in [1, 2] {
            let result = try analyze(tree.path, cache: blocked, jobs: jobs)
            XCTAssertEqual(built(result), built(uncached), "jobs \(jobs)")
            XCTAssertEqual(result.violations, uncached.violations, "jobs \(jobs)")
            // The scan cache and the graphs cache both fail; the first problem is said once.
            XCTAssertEqual(result.warnings.count, 1, "jobs \(jobs): \(result.warnings)")
            XCTAssertTrue(result.warnings.first?.hasPrefix("cache not written: cannot create the folder \(blocked)") == true,
                          "jobs \(jobs): \(result.warnings)")
        }
    }

    func testADamagedGraphsFileIsNeverTrusted() throws {
        let tree = try TemporaryTree(copying: "needle-missing-provider")
        defer { tree.remove() }
        let directory = tree.root.deletingLastPathComponent().appendingPathComponent("damaged-cache").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = ScanCacheSettings(directory: directory, toolVersion: "test")
        let graphs = built(try analyze(tree.path, cache: nil))
        let key = Array("the key".utf8)
        XCTAssertNil(GraphsCache.write(graphs, key: key, settings: settings, identity: "tree"))
        XCTAssertEqual(load(settings, identity: "tree", key: key), graphs)
        XCTAssertNil(load(settings, identity: "tree", key: Array("another key".utf8)))
        XCTAssertNil(load(settings, identity: "another tree", key: key))
        XCTAssertNil(load(ScanCacheSettings(directory: directory, toolVersion: "other"), identity: "tree", key: key))
        let file = GraphsCache.path(in: directory, identity: "tree")
        let good = try XCTUnwrap(FileManager.default.contents(atPath: file)).map { $0 }
        var random = SeededGenerator(seed: 7)
        for iteration in 0..<400 {
            XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(random.damaged(good, way: iteration))))
            XCTAssertNil(load(settings, identity: "tree", key: key), "iteration \(iteration)")
        }
    }
}
