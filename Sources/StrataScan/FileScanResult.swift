/// A file named to `strata scan`: its path, and its facts or why it could not be read.
public struct FileScanResult: Sendable, Equatable {
    /// What scanning the file gave.
    public enum Outcome: Sendable, Equatable {
        /// The file's facts, its problems among them.
        case scanned(FileFacts)
        /// The file could not be read; the message says why.
        case unreadable(String)
    }

    /// The path as given on the command line, joined with its path below a named directory.
    public var path: String
    public var outcome: Outcome

    public init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// Whether the file could be read and scanned without a problem.
    public var isClean: Bool {
        if case .scanned(let facts) = outcome { return facts.problems.isEmpty }
        return false
    }
}
