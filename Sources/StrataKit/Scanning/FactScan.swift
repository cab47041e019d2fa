import Foundation
import StrataProject
import StrataScan

/// `strata scan`: per-file facts for the files and directories named, whatever target they belong to (StrataReport's
/// `ScanReporter`s print them).
public enum FactScan {
    /// Scans every file named and every `.swift` file below every directory named.
    /// - Parameters:
    ///   - cache: where to keep each file's scan from run to run (one cache file for the paths given, from the
    ///     current folder), or `nil`.
    ///   - warnings: given why the cache could not be written.
    /// - Throws: ``AnalysisError/rootNotFound(_:)`` for a path that does not exist.
    public static func scan(_ paths: [String], jobs: Int, cache: ScanCacheSettings? = nil,
                            warnings: inout [String]) throws -> [FileScanResult] {
        var files: [String] = []
        for path in paths {
            guard let kind = FileSystemProbe.entry(path)?.kind else { throw AnalysisError.rootNotFound(path) }
            guard kind == .directory else { files.append(path); continue }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            var walker = DirectoryWalker()
            walker.walk(path) { entry in
                if entry.isRegularFile && entry.name.hasSuffix(".swift") { files.append(prefix + entry.relativePath) }
            }
        }
        let options = AnalysisOptions(root: ".", jobs: jobs)
        var phases = PhaseTimes()
        defer { phases.report() }
        let identity = (["scan", FileManager.default.currentDirectoryPath] + paths).joined(separator: "\n")
        let session = cache.map { CacheSession($0, identity: identity, jobs: jobs) }
        let outcomes = CachedScan.scan(files, options: options, phases: &phases, session: session).outcomes
        warnings += session?.finish() ?? []
        return zip(files, outcomes).map { path, outcome in
            switch outcome {
            case .scanned(let facts, _): FileScanResult(path: path, outcome: .scanned(facts))
            case .failed(let failure): FileScanResult(path: path, outcome: .unreadable(failure.message))
            }
        }
    }
}
