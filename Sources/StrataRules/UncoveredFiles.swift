import StrataText

/// The Swift files below the analyzed root that belong to no module: what strata did not read, so that
/// a partial analysis is never mistaken for a clean one.
public struct UncoveredFiles: Sendable, Equatable {
    /// A folder and how many of the uncovered files lie below it.
    public struct Folder: Sendable, Equatable {
        /// Relative to the analyzed root; `.` for files at the root itself.
        public var path: String
        public var files: Int

        public init(path: String, files: Int) {
            self.path = path
            self.files = files
        }
    }

    /// How many Swift files belong to no module.
    public var count: Int
    /// The folders most of them sit in, most files first (then by path bytes), at most ``maxFolders``.
    public var folders: [Folder]

    /// How many folders are named.
    static let maxFolders = 3

    public init(count: Int = 0, folders: [Folder] = []) {
        self.count = count
        self.folders = folders
    }

    /// The uncovered files among `files` (paths relative to the root), grouped by their first two folders.
    /// - Parameters:
    ///   - files: every Swift file below the root, relative to it.
    ///   - isCovered: whether a file belongs to a module or is a build-system file.
    public init(files: [String], isCovered: (String) -> Bool) {
        var perFolder: [String: Int] = [:]
        var count = 0
        for file in files where !isCovered(file) {
            count += 1
            perFolder[Self.folder(of: file), default: 0] += 1
        }
        let folders = perFolder.map { Folder(path: $0.key, files: $0.value) }.sorted { lhs, rhs in
            lhs.files != rhs.files ? lhs.files > rhs.files : lhs.path.precedesInBytes(rhs.path)
        }
        self.init(count: count, folders: Array(folders.prefix(Self.maxFolders)))
    }

    /// The first two folders of `file`'s path (`App/Sources` for `App/Sources/Views/A.swift`), `.` at the root.
    private static func folder(of file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        return parts.isEmpty ? "." : parts.prefix(2).joined(separator: "/")
    }
}
