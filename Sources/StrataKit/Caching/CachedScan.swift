import Foundation
import StrataProject

/// The scan of a run, through the scan cache of `--cache` when the options name one.
enum CachedScan {
    /// What a scan through the cache gave.
    struct Scan {
        /// One outcome per path, in the order of the paths. With `importsOnly`, the facts of a file the cache gave
        /// hold its line count, problems and imports only (see ``completed(_:jobs:)``).
        var outcomes: [FileScanOutcome]
        /// For each path, the hash of its graph facts (``ScanRecord/factsHash``); `nil` for a file that could not be
        /// read, and for every file without a cache.
        var factsHashes: [UInt64?]
        /// For each path whose facts were read up to their imports, the entry of the cache that holds them all.
        fileprivate var partial: [ScanCache.Entry?]
        fileprivate var cache: ScanCache

        /// The outcomes with every file's facts whole: those read up to their imports are read again, in full, on
        /// `jobs` threads (and scanned again in the unlikely case that their record no longer reads).
        func completed(_ paths: [String], jobs: Int) -> [FileScanOutcome] {
            guard partial.contains(where: { $0 != nil }) else { return outcomes }
            let whole = ParallelMap.map(paths.count, jobs: jobs, chunk: 16) { index -> FileScanOutcome in
                guard let entry = partial[index] else { return outcomes[index] }
                if let scanned = cache.scanned(entry) { return .scanned(scanned.facts, isGenerated: scanned.isGenerated) }
                return ParallelScanner.scan([paths[index]], jobs: 1)[0]
            }
            return whole
        }
    }

    /// Scans `paths` as ``ParallelScanner`` does, through the cache files of `session` when there is one: the scan
    /// cache is read before the scan, and written after it.
    /// - Parameters:
    ///   - phases: marked after the cache is read, and after the scan (with how many files the cache gave).
    ///   - importsOnly: whether the facts of a file the cache gives are read up to its imports only.
    static func scan(_ paths: [String], refusals: [FileReadFailure?] = [], options: AnalysisOptions,
                     phases: inout PhaseTimes, suppressions: ParallelScanner.SuppressionCollector? = nil,
                     session: CacheSession?, importsOnly: Bool = false) -> Scan {
        guard let session else {
            let outcomes = ParallelScanner.scan(paths, refusals: refusals, jobs: options.jobs, progress: options.progress,
                                                suppressions: suppressions)
            phases.mark("scan")
            return Scan(outcomes: outcomes, factsHashes: Array(repeating: nil, count: paths.count),
                        partial: Array(repeating: nil, count: paths.count), cache: ScanCache())
        }
        let use = ScanCacheUse(session.scanCache, startedAt: Int64(Date().timeIntervalSince1970.rounded(.down)))
        phases.mark("cache read (\(use.old.count) files)")
        let scanned = ParallelScanner.scan(paths, refusals: refusals, jobs: options.jobs, progress: options.progress,
                                           suppressions: suppressions, cache: use, importsOnly: importsOnly)
        // A file that several modules compile is listed once per module, and kept once.
        var kept = Set<String>()
        let records = zip(paths, scanned).compactMap { path, scanned in
            scanned.record.flatMap { kept.insert(path).inserted ? (path: path, record: $0) : nil }
        }
        phases.mark("scan (\(records.count { !$0.record.wasRead }) files unread, \(records.count { $0.record.wasRead }) read)")
        let (settings, identity) = (session.settings, session.identity)
        session.write(order: 0) { ScanCache.write(records, replacing: use.old, settings: settings, identity: identity) }
        return Scan(outcomes: scanned.map(\.outcome), factsHashes: scanned.map { $0.record?.factsHash },
                    partial: scanned.map { scanned in
                        guard importsOnly, case .kept(let entry, _, _, _)? = scanned.record else { return nil }
                        return entry
                    }, cache: use.old)
    }
}
