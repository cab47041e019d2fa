import Dispatch
import StrataGraph
import StrataScan

/// The graphs built from the scanned facts, through the graphs cache of `--cache` when the options name one
/// (see ``GraphsCache``): taken from it when the module graph and every file's graph facts are those it was built
/// from, else built and written to it.
enum CachedFactGraphs {
    /// Every file's facts, once the graphs are built from them.
    struct ScannedFacts: Sendable {
        let outcomes: [FileScanOutcome]
        let byModule: [[(relative: String, facts: FileFacts?)]]

        /// Lets go of the facts. Freeing every declaration, member and string of every file costs about
        /// as much as a rule: with more than one job, another thread does it while the rules and the
        /// report run (a process that ends first simply does not wait for it).
        func free(jobs: Int) {
            guard jobs > 1 else { return }
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(self) {} }
        }
    }

    /// The graphs ``FactGraphs/build(graph:facts:graphIndex:jobs:)`` makes of `scan`'s facts; the facts come back on
    /// their own, so that nothing else holds them once this returns.
    /// - Parameters:
    ///   - graph: the module graph, before its edges' uses.
    ///   - graphIndex: the index in `graph` of each catalogued module.
    ///   - paths: the paths `scan` scanned, in the catalog's order of modules and files.
    ///   - session: the run's cache files, which it reads and writes.
    static func build(graph: ModuleGraph, graphIndex: [Int], catalog: ModuleCatalog, scan: CachedScan.Scan,
                      paths: [String], options: AnalysisOptions, session: CacheSession?) -> (BuiltFactGraphs, ScannedFacts) {
        guard let session else {
            return build(graph: graph, graphIndex: graphIndex, catalog: catalog, outcomes: scan.outcomes, jobs: options.jobs)
        }
        var offset = 0
        let files = catalog.entries.map { entry in
            defer { offset += entry.files.count }
            return entry.files.indices.map { (relative: entry.files[$0].relative, factsHash: scan.factsHashes[offset + $0]) }
        }
        let key = GraphsCache.key(graph: graph, graphIndex: graphIndex, files: files)
        if let cached = session.graphs(builtFrom: key) {
            return (cached, ScannedFacts(outcomes: scan.outcomes, byModule: []))
        }
        let built = build(graph: graph, graphIndex: graphIndex, catalog: catalog,
                          outcomes: scan.completed(paths, jobs: options.jobs), jobs: options.jobs)
        let (graphs, settings, identity) = (built.0, session.settings, session.identity)
        session.write(order: 1) { GraphsCache.write(graphs, key: key, settings: settings, identity: identity) }
        return built
    }

    /// The graphs built from `outcomes`, one per file of the catalog's modules, in order.
    private static func build(graph: ModuleGraph, graphIndex: [Int], catalog: ModuleCatalog, outcomes: [FileScanOutcome],
                              jobs: Int) -> (BuiltFactGraphs, ScannedFacts) {
        var offset = 0
        let facts = catalog.entries.map { entry in
            defer { offset += entry.files.count }
            return Array(zip(entry.files.map(\.relative), outcomes[offset..<offset + entry.files.count].map(\.facts)))
        }
        let (withUses, types, di) = FactGraphs.build(graph: graph, facts: facts, graphIndex: graphIndex, jobs: jobs)
        return (BuiltFactGraphs(uses: withUses.edges.map(\.uses), types: types, di: di),
                ScannedFacts(outcomes: outcomes, byModule: facts))
    }
}
