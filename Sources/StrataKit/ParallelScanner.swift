import Dispatch
import Foundation
import StrataScan

/// The outcome of scanning one file.
enum FileScanOutcome {
    case scanned(FileFacts)
    case failed(ReadFailure)
}

/// Scans files on several threads; results land in input order, so output never depends on `jobs`.
enum ParallelScanner {
    /// - Parameters:
    ///   - paths: absolute paths of the files to scan.
    ///   - jobs: how many threads to use.
    ///   - progress: told the number of files done (and the total) after each file.
    /// - Returns: one outcome per path, in the order of `paths`.
    static func scan(_ paths: [String], jobs: Int,
                     progress: (@Sendable (Int, Int) -> Void)? = nil) -> [FileScanOutcome] {
        let slots = Slots(count: paths.count)
        let done = Counter()
        let workers = max(1, min(jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var reader = SourceFileReader()
            // Interleaved assignment: file i goes to worker i % workers.
            for index in stride(from: worker, to: paths.count, by: workers) {
                switch reader.withContents(of: paths[index], Scanner.scan) {
                case .success(let facts): slots.store(.scanned(facts), at: index)
                case .failure(let failure): slots.store(.failed(failure), at: index)
                }
                if let progress { progress(done.increment(), paths.count) }
            }
        }
        return slots.values()
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

    /// Result storage written at distinct indices from distinct threads, read after all writers end.
    private final class Slots: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<FileScanOutcome?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        /// Each index is written by exactly one worker, so writes never race.
        func store(_ outcome: FileScanOutcome, at index: Int) {
            storage[index] = outcome
        }

        func values() -> [FileScanOutcome] {
            storage.map { $0 ?? .failed(.readError("not scanned")) }
        }
    }
}
