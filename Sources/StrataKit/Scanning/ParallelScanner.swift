import Dispatch
import Foundation
import StrataProject
import StrataScan

/// The outcome of scanning one file.
enum FileScanOutcome {
    /// Its facts, and whether a tool wrote it (see ``GeneratedFiles``).
    case scanned(FileFacts, isGenerated: Bool)
    case failed(FileReadFailure)

    /// Its facts; `nil` when it failed.
    var facts: FileFacts? {
        if case .scanned(let facts, _) = self { facts } else { nil }
    }
}

/// Scans files on several threads; results land in input order, so output never depends on `jobs`.
enum ParallelScanner {
    /// - Parameters:
    ///   - paths: absolute paths of the files to scan.
    ///   - refusals: for each path, why it may not be read (it leads out of the checkout), which is its outcome
    ///     without opening it; empty when every path may be read.
    ///   - jobs: how many threads to use.
    ///   - progress: told the number of files done (and the total) after each file.
    ///   - suppressions: given the `strata:ignore` comments of each file that has any, by index into `paths`.
    /// - Returns: one outcome per path, in the order of `paths`.
    static func scan(_ paths: [String], refusals: [FileReadFailure?] = [], jobs: Int,
                     progress: (@Sendable (Int, Int) -> Void)? = nil,
                     suppressions: SuppressionCollector? = nil) -> [FileScanOutcome] {
        scan(paths, refusals: refusals, jobs: jobs, progress: progress, suppressions: suppressions, cache: nil).map(\.outcome)
    }

    /// Scans as ``scan(_:refusals:jobs:progress:suppressions:)`` does, taking what `cache` holds of each file
    /// whose metadata (when settled) or contents are those it was scanned with.
    /// - Parameter importsOnly: whether the facts of a file the cache gives are read up to its imports only (see
    ///   ``ScanRecord/decode(_:importsOnly:)``): a run whose graphs the cache holds needs no more.
    /// - Returns: each path's outcome, and what the cache to write keeps of it (`nil` without a cache, or when
    ///   the file could not be read).
    static func scan(_ paths: [String], refusals: [FileReadFailure?] = [], jobs: Int,
                     progress: (@Sendable (Int, Int) -> Void)? = nil, suppressions: SuppressionCollector? = nil,
                     cache: ScanCacheUse?, importsOnly: Bool = false) -> [(outcome: FileScanOutcome, record: ScanCacheRecord?)] {
        let done = Counter()
        // Threads take files a few at a time as they finish, so one large file does not hold back the
        // others; each thread reads every file into its one reused buffer, and keeps only the facts.
        // Each thread also keeps one string pool, so the facts of its files share the strings of names.
        return ParallelMap.map(paths.count, jobs: jobs, chunk: 4, state: ScanState.init) { state, index in
            defer { if let progress { progress(done.increment(), paths.count) } }
            if refusals.indices.contains(index), let refusal = refusals[index] { return (.failed(refusal), nil) }
            let path = paths[index]
            let (read, record) = scanFile(path, state: &state, cache: cache, importsOnly: importsOnly,
                                          findsSuppressions: suppressions != nil)
            switch read {
            case .success(let scanned):
                if let suppressions, !scanned.suppressions.isEmpty {
                    suppressions.add(scanned.suppressions.map { comment in
                        var named = comment
                        named.file = path
                        return named
                    }, of: index)
                }
                return (.scanned(scanned.facts, isGenerated: scanned.isGenerated), record)
            case .failure(let failure):
                return (.failed(failure), nil)
            }
        }
    }

    /// One file's scan: from the cache when its entry is settled and the file's metadata is the entry's (the file
    /// is not even read), or when its contents hash as the entry's; else from its bytes.
    private static func scanFile(_ path: String, state: inout ScanState, cache: ScanCacheUse?, importsOnly: Bool,
                                 findsSuppressions: Bool) -> (Result<ScannedFile, FileReadFailure>, ScanCacheRecord?) {
        let entry = cache?.old.entry(for: path)
        if let cache, let entry, entry.isSettled, let metadata = FileMetadata.of(path), metadata == entry.metadata,
           let scanned = cache.old.scanned(entry, importsOnly: importsOnly) {
            return (.success(scanned), .kept(entry, metadata: metadata, isSettled: true, wasRead: false))
        }
        let pool = state.pool
        var record: ScanCacheRecord?
        let read = state.reader.withContentsAndMetadata(of: path) { bytes, metadata -> ScannedFile in
            guard let cache else { return scan(bytes, path: path, pool: pool, findsSuppressions: findsSuppressions) }
            let hash = ContentHash.of(bytes)
            // A file that changed while it was read, or so recently that its times may not change with its next
            // edit, is read again next time.
            let isSettled = metadata.size == Int64(bytes.count) && metadata.isOlder(than: cache.settledBefore)
            if let entry, entry.contentHash == hash, let scanned = cache.old.scanned(entry, importsOnly: importsOnly) {
                record = .kept(entry, metadata: metadata, isSettled: isSettled, wasRead: true)
                return scanned
            }
            let scanned = scan(bytes, path: path, pool: pool, findsSuppressions: true)
            record = .made(metadata: metadata, contentHash: hash, isSettled: isSettled, record: ScanRecord(scanned))
            return scanned
        }
        return (read, record)
    }

    /// What the file at `path` holding `bytes` gives; its suppression comments are looked for when asked (their
    /// `file` left empty).
    static func scan(_ bytes: UnsafeRawBufferPointer, path: String, pool: StringPool, findsSuppressions: Bool)
        -> ScannedFile {
        ScannedFile(facts: Scanner.scan(bytes, pool: pool), isGenerated: GeneratedFiles.isGenerated(path: path, bytes: bytes),
                    suppressions: findsSuppressions ? SuppressionComment.find(in: bytes, file: "") : [])
    }

    /// What one thread keeps from file to file.
    private struct ScanState {
        var reader = FileReader()
        let pool = StringPool()
    }

    /// Where the workers leave the suppression comments they find.
    final class SuppressionCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [(index: Int, comments: [SuppressionComment])] = []

        /// Records the `comments` of file `index`.
        func add(_ comments: [SuppressionComment], of index: Int) {
            lock.lock()
            defer { lock.unlock() }
            found.append((index, comments))
        }

        /// Every file's comments, in the order of the scanned paths.
        var comments: [(index: Int, comments: [SuppressionComment])] {
            lock.lock()
            defer { lock.unlock() }
            return found.sorted { $0.index < $1.index }
        }
    }

    /// A count shared by the workers.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        /// Adds one and returns the new count.
        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
