import Dispatch
import Foundation
import StrataProject
import StrataScan

/// The outcome of scanning one file.
enum FileScanOutcome {
    /// Its facts, and whether a tool wrote it (see ``GeneratedFiles``).
    case scanned(FileFacts, isGenerated: Bool)
    case failed(FileReadFailure)
}

/// Scans files on several threads; results land in input order, so output never depends on `jobs`.
enum ParallelScanner {
    /// - Parameters:
    ///   - paths: absolute paths of the files to scan.
    ///   - refusals: for each path, why it may not be read (it leads out of the checkout), which is its outcome
    ///     without opening it; empty when every path may be read.
    ///   - jobs: how many threads to use.
    ///   - progress: told the number of files done (and the total) after each file.
    /// - Returns: one outcome per path, in the order of `paths`.
    ///   - suppressions: given the `strata:ignore` comments of each file that has any, by index into `paths`.
    static func scan(_ paths: [String], refusals: [FileReadFailure?] = [], jobs: Int,
                     progress: (@Sendable (Int, Int) -> Void)? = nil,
                     suppressions: SuppressionCollector? = nil) -> [FileScanOutcome] {
        let done = Counter()
        // Threads take files a few at a time as they finish, so one large file does not hold back the
        // others; each thread reads every file into its one reused buffer, and keeps only the facts.
        // Each thread also keeps one string pool, so the facts of its files share the strings of names.
        return ParallelMap.map(paths.count, jobs: jobs, chunk: 4, state: ScanState.init) { state, index in
            if refusals.indices.contains(index), let refusal = refusals[index] {
                if let progress { progress(done.increment(), paths.count) }
                return .failed(refusal)
            }
            let outcome: FileScanOutcome
            let pool = state.pool
            let read = state.reader.withContents(of: paths[index]) { bytes in
                if let suppressions {
                    let found = SuppressionComment.find(in: bytes, file: paths[index])
                    if !found.isEmpty { suppressions.add(found, of: index) }
                }
                return (Scanner.scan(bytes, pool: pool), GeneratedFiles.isGenerated(path: paths[index], bytes: bytes))
            }
            switch read {
            case .success(let (facts, isGenerated)): outcome = .scanned(facts, isGenerated: isGenerated)
            case .failure(let failure): outcome = .failed(failure)
            }
            if let progress { progress(done.increment(), paths.count) }
            return outcome
        }
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
