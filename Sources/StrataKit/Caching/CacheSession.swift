import Dispatch
import Foundation

/// The files of `--cache` for one root during one run. They are read from the start of the run and written in the
/// background; with more than one job, on other threads, while the run walks the folders, reads the project files
/// and builds the graph, which leave a core idle for long stretches. With one job, a file is read when first asked
/// for and written at once.
final class CacheSession: @unchecked Sendable {
    let settings: ScanCacheSettings
    /// What the cache files are for (the analysed root, or what `strata scan` was given).
    let identity: String
    private let jobs: Int
    private let projectsRead = DispatchGroup()
    private let scanRead = DispatchGroup()
    private let graphsRead = DispatchGroup()
    private let writes = DispatchGroup()
    private let lock = NSLock()
    // Each read is written once, by its own task (before its group is left) or by the first caller with one job.
    private var projects: ProjectReadingsCache.Readings??
    private var scan: ScanCache?
    private var graphs: (key: [UInt8], graphs: BuiltFactGraphs)??
    private var problems: [(order: Int, problem: String)] = []

    /// Starts reading the cache files of `settings` for `identity` (the analysed root) when `jobs` is more than one.
    init(_ settings: ScanCacheSettings, identity: String, jobs: Int) {
        self.settings = settings
        self.identity = identity
        self.jobs = jobs
        guard jobs > 1 else { return }
        DispatchQueue.global().async(group: projectsRead) {
            self.projects = .some(ProjectReadingsCache.read(settings, identity: identity))
        }
        DispatchQueue.global().async(group: scanRead) { self.scan = ScanCache.load(settings, identity: identity) }
        DispatchQueue.global().async(group: graphsRead) { self.graphs = .some(GraphsCache.read(settings, identity: identity)) }
    }

    /// The readings of project files the cache holds (see ``ProjectReadingsCache/read(_:identity:)``).
    func projectReadings() -> ProjectReadingsCache.Readings? {
        projectsRead.wait()
        let stored = projects ?? ProjectReadingsCache.read(settings, identity: identity)
        projects = .some(nil)
        return stored
    }

    /// The scan cache (see ``ScanCache/load(_:identity:)``).
    var scanCache: ScanCache {
        scanRead.wait()
        if let scan { return scan }
        let loaded = ScanCache.load(settings, identity: identity)
        scan = loaded
        return loaded
    }

    /// The graphs the cache holds (see ``GraphsCache/read(_:identity:)``), when they were built from `key`.
    func graphs(builtFrom key: [UInt8]) -> BuiltFactGraphs? {
        graphsRead.wait()
        let stored = graphs ?? GraphsCache.read(settings, identity: identity)
        graphs = .some(nil)
        return stored.flatMap { $0.key == key ? $0.graphs : nil }
    }

    /// Runs `write`, which returns why a cache file could not be written (or `nil`), for ``finish()``; `order` ranks
    /// its problem among the others.
    func write(order: Int, _ write: @escaping @Sendable () -> String?) {
        let record: @Sendable () -> Void = { [self] in
            guard let problem = write() else { return }
            lock.lock()
            problems.append((order, problem))
            lock.unlock()
        }
        guard jobs > 1 else { return record() }
        DispatchQueue.global().async(group: writes, execute: record)
    }

    /// Waits for the writes to end; then the warning that the cache could not be written, with the first problem.
    func finish() -> [String] {
        writes.wait()
        lock.lock()
        defer { lock.unlock() }
        return problems.min { $0.order < $1.order }.map { ["cache not written: \($0.problem)"] } ?? []
    }
}
