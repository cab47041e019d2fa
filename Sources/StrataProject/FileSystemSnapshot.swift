/// The answers ``FileSystemProbe`` gave during one walk of a tree, kept so that a later pass over the same
/// folders (resolving each target's sources after discovering the packages) asks the disk nothing twice.
///
/// A path the walk did not record (a folder it did not enter, a package outside the tree) is asked of the
/// disk, so an empty snapshot answers exactly as the live file system does. Listings keep the order the
/// directory gave them, as ``FileSystemProbe/contents(ofDirectory:)`` does.
///
/// With ``bounds``, what it reads and walks keeps to them: a file or folder outside the repository, or one
/// reached through a link that leads out of the folder it is in, is neither read nor entered.
public struct FileSystemSnapshot: Sendable {
    /// Only a walk records listings (``DirectoryWalker`` in the pipeline), of folders it reached without leaving
    /// ``bounds``.
    private(set) var listings: [String: (names: [String], undecodable: Int)] = [:]
    /// `nil` as a value records a path that could not be examined (it vanished between listing and `lstat`).
    private var entries: [String: FileSystemProbe.Entry?] = [:]
    /// The folders reads and walks keep to; `nil` for none (a snapshot made for a test of one reader).
    public var bounds: ReadingBounds?
    /// Where the questions asked through ``contents(ofDirectory:)``, ``entry(_:)``, ``realPath(_:)``, the file reads and
    /// the bounds' checks are recorded with their answers, if anywhere: one reading of a project file, which
    /// `--cache` keeps.
    public var observations: FileSystemObservations?

    /// A snapshot that has recorded nothing yet: every question goes to the disk.
    /// - Parameter bounds: the folders its reads and walks keep to, if any.
    public init(bounds: ReadingBounds? = nil) {
        self.bounds = bounds
    }

    // MARK: - Recording

    /// The names in directory `path`, as recorded, or read from the disk and recorded.
    /// - Returns: As ``FileSystemProbe/contents(ofDirectory:)``; an unreadable directory is not recorded.
    mutating func recordContents(ofDirectory path: String) -> (names: [String], undecodable: Int)? {
        if let listing = listings[path] { return listing }
        guard let listing = FileSystemProbe.contents(ofDirectory: path) else { return nil }
        listings[path] = listing
        return listing
    }

    /// The items of directory `path` with facts about each, as recorded, or read from the disk and recorded:
    /// what a walk asks of every folder it enters. The listing's own file types answer for regular files,
    /// folders and other files; only symbolic links and items of unknown type are examined one by one.
    /// - Returns: Each item's name and facts (`nil` where it vanished), in the directory's order; `nil` when
    ///   the directory cannot be read.
    public mutating func recordItems(ofDirectory path: String) -> [(name: String, entry: FileSystemProbe.Entry?)]? {
        if let listing = listings[path] {
            return listing.names.map { ($0, recordEntry(path + "/" + $0)) }
        }
        guard let (items, undecodable) = FileSystemProbe.items(ofDirectory: path) else { return nil }
        listings[path] = (items.map(\.name), undecodable)
        let device = recordEntry(path)?.id?.device
        return items.map { item in
            let child = path + "/" + item.name
            if let recorded = entries[child] { return (item.name, recorded) }
            guard let kind = item.kind, let device else { return (item.name, recordEntry(child)) }
            let entry = FileSystemProbe.Entry(isSymlink: false, kind: kind,
                                              id: FileSystemProbe.FileID(device: device, inode: item.inode))
            entries[child] = entry
            return (item.name, entry)
        }
    }

    /// Facts about `path`, as recorded, or examined on disk and recorded.
    /// - Returns: As ``FileSystemProbe/entry(_:)``.
    public mutating func recordEntry(_ path: String) -> FileSystemProbe.Entry? {
        if let recorded = entries[path] { return recorded }
        let entry = FileSystemProbe.entry(path)
        entries.updateValue(entry, forKey: path)
        return entry
    }

    // MARK: - Reading

    /// The names in directory `path`: recorded ones, else the disk's.
    /// - Returns: As ``FileSystemProbe/contents(ofDirectory:)``.
    public func contents(ofDirectory path: String) -> (names: [String], undecodable: Int)? {
        let listing = listing(path)
        observations?.listed(path, listing)
        return listing
    }

    /// Facts about `path`: recorded ones, else the disk's.
    /// - Returns: As ``FileSystemProbe/entry(_:)``.
    public func entry(_ path: String) -> FileSystemProbe.Entry? {
        let entry = unobservedEntry(path)
        observations?.examined(path, entry)
        return entry
    }

    /// Whether `path` leads to a regular file (following symlinks).
    public func isRegularFile(_ path: String) -> Bool {
        entry(path)?.kind == .regularFile
    }

    /// Whether `path` leads to a directory (following symlinks).
    public func isDirectory(_ path: String) -> Bool {
        entry(path)?.kind == .directory
    }

    /// The canonical absolute path of `path` (symlinks resolved), `nil` if it does not exist; as
    /// ``FileSystemProbe/realPath(_:)``.
    public func realPath(_ path: String) -> String? {
        let real = FileSystemProbe.realPath(path)
        observations?.resolved(path, real)
        return real
    }

    func listing(_ path: String) -> (names: [String], undecodable: Int)? {
        listings[path] ?? FileSystemProbe.contents(ofDirectory: path)
    }

    func unobservedEntry(_ path: String) -> FileSystemProbe.Entry? {
        if let recorded = entries[path] { return recorded }
        return FileSystemProbe.entry(path)
    }
}
