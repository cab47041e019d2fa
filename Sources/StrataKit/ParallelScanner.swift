import Dispatch
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
    /// - Returns: one outcome per path, in the order of `paths`.
    static func scan(_ paths: [String], jobs: Int) -> [FileScanOutcome] {
        let slots = Slots(count: paths.count)
        let workers = max(1, min(jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var reader = SourceFileReader()
            // Interleaved assignment: file i goes to worker i % workers.
            for index in stride(from: worker, to: paths.count, by: workers) {
                switch reader.withContents(of: paths[index], Scanner.scan) {
                case .success(let facts): slots.store(.scanned(facts), at: index)
                case .failure(let failure): slots.store(.failed(failure), at: index)
                }
            }
        }
        return slots.values()
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
