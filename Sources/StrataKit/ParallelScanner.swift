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
        // Threads take files a few at a time as they finish, so one large file does not hold back the
        // others; each thread reads every file into its one reused buffer, and keeps only the facts.
        ParallelMap.map(paths.count, jobs: jobs, chunk: 4, state: { SourceFileReader() }) { reader, index in
            switch reader.withContents(of: paths[index], Scanner.scan) {
            case .success(let facts): return .scanned(facts)
            case .failure(let failure): return .failed(failure)
            }
        }
    }
}
