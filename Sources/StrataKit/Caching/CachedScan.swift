import Foundation
import StrataProject

/// The scan of a run, through the cache of `--cache` when the options name one: the cache is read before the
/// scan and written after it.
enum CachedScan {
    /// Scans `paths` as ``ParallelScanner`` does, through `options.cache` when set.
    /// - Parameters:
    ///   - identity: what the cache file is for (the analysed root, or what `strata scan` was given).
    ///   - phases: marked after the cache is read, after the scan (with how many files the cache gave) and after
    ///     the cache is written.
    ///   - warnings: given why the cache could not be written.
    /// - Returns: one outcome per path, in the order of `paths`.
    static func scan(_ paths: [String], refusals: [FileReadFailure?] = [], options: AnalysisOptions, identity: String,
                     phases: inout PhaseTimes, suppressions: ParallelScanner.SuppressionCollector? = nil,
                     warnings: inout [String]) -> [FileScanOutcome] {
        guard let settings = options.cache else {
            let outcomes = ParallelScanner.scan(paths, refusals: refusals, jobs: options.jobs, progress: options.progress,
                                                suppressions: suppressions)
            phases.mark("scan")
            return outcomes
        }
        let use = ScanCacheUse(ScanCache.load(settings, identity: identity),
                               startedAt: Int64(Date().timeIntervalSince1970.rounded(.down)))
        phases.mark("cache read (\(use.old.count) files)")
        let scanned = ParallelScanner.scan(paths, refusals: refusals, jobs: options.jobs, progress: options.progress,
                                           suppressions: suppressions, cache: use)
        // A file that several modules compile is listed once per module, and kept once.
        var kept = Set<String>()
        let records = zip(paths, scanned).compactMap { path, scanned in
            scanned.record.flatMap { kept.insert(path).inserted ? (path: path, record: $0) : nil }
        }
        phases.mark("scan (\(records.count { !$0.record.wasRead }) files unread, \(records.count { $0.record.wasRead }) read)")
        if let problem = ScanCache.write(records, replacing: use.old, settings: settings, identity: identity) {
            warnings.append("cache not written: \(problem)")
        }
        phases.mark("cache write")
        return scanned.map(\.outcome)
    }
}
