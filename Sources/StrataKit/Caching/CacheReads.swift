import Dispatch

/// The files of `--cache` for one root, read from the start of a run: with more than one job, on other threads
/// while the run walks the folders and reads the project files (which need one core for long stretches); with one,
/// when first asked for.
final class CacheReads: @unchecked Sendable {
    private let settings: ScanCacheSettings
    private let identity: String
    private let scanRead = DispatchGroup()
    private let graphsRead = DispatchGroup()
    // Written once, by the read's own task (before its group is left) or by the first caller with one job.
    private var scan: ScanCache?
    private var graphs: (key: [UInt8], graphs: BuiltFactGraphs)??

    /// Starts reading the cache files of `settings` for `identity` (the analysed root) when `jobs` is more than one.
    init(_ settings: ScanCacheSettings, identity: String, jobs: Int) {
        self.settings = settings
        self.identity = identity
        guard jobs > 1 else { return }
        DispatchQueue.global().async(group: scanRead) { self.scan = ScanCache.load(settings, identity: identity) }
        DispatchQueue.global().async(group: graphsRead) { self.graphs = .some(GraphsCache.read(settings, identity: identity)) }
    }

    /// The scan cache (see ``ScanCache/load(_:identity:)``).
    var scanCache: ScanCache {
        scanRead.wait()
        if let scan { return scan }
        let loaded = ScanCache.load(settings, identity: identity)
        scan = loaded
        return loaded
    }

    /// The graphs the cache holds, when they were built from `key` (see ``GraphsCache/load(_:identity:key:)``).
    func graphs(builtFrom key: [UInt8]) -> BuiltFactGraphs? {
        graphsRead.wait()
        let stored = graphs ?? GraphsCache.read(settings, identity: identity)
        graphs = .some(nil)
        return stored.flatMap { $0.key == key ? $0.graphs : nil }
    }
}
