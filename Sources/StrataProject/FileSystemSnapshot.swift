/// The answers ``FileSystemProbe`` gave during one walk of a tree, kept so that a later pass over the same
/// folders (resolving each target's sources after discovering the packages) asks the disk nothing twice.
///
/// A path the walk did not record (a folder it did not enter, a package outside the tree) is asked of the
/// disk, so an empty snapshot answers exactly as the live file system does. Listings keep the order the
/// directory gave them, as ``FileSystemProbe/contents(ofDirectory:)`` does.
public struct FileSystemSnapshot: Sendable {
    private var listings: [String: (names: [String], undecodable: Int)] = [:]
    /// `nil` as a value records a path that could not be examined (it vanished between listing and `lstat`).
    private var entries: [String: FileSystemProbe.Entry?] = [:]

    /// A snapshot that has recorded nothing yet: every question goes to the disk.
    public init() {}

    // MARK: - Recording

    /// The names in directory `path`, as recorded, or read from the disk and recorded.
    /// - Returns: As ``FileSystemProbe/contents(ofDirectory:)``; an unreadable directory is not recorded.
    /// The items the listing names as regular files, folders or other files are recorded with it, from the
    /// listing alone; symbolic links and items of an unknown type are examined when asked for.
    public mutating func recordContents(ofDirectory path: String) -> (names: [String], undecodable: Int)? {
        if let listing = listings[path] { return listing }
        guard let (items, undecodable) = FileSystemProbe.items(ofDirectory: path) else { return nil }
        let listing = (names: items.map(\.name), undecodable: undecodable)
        listings[path] = listing
        if let device = recordEntry(path)?.id?.device {
            for item in items where item.kind != nil && entries[path + "/" + item.name] == nil {
                entries[path + "/" + item.name] = FileSystemProbe.Entry(
                    isSymlink: false, kind: item.kind, id: FileSystemProbe.FileID(device: device, inode: item.inode))
            }
        }
        return listing
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
        listings[path] ?? FileSystemProbe.contents(ofDirectory: path)
    }

    /// Facts about `path`: recorded ones, else the disk's.
    /// - Returns: As ``FileSystemProbe/entry(_:)``.
    public func entry(_ path: String) -> FileSystemProbe.Entry? {
        if let recorded = entries[path] { return recorded }
        return FileSystemProbe.entry(path)
    }

    /// Whether `path` leads to a regular file (following symlinks).
    public func isRegularFile(_ path: String) -> Bool {
        entry(path)?.kind == .regularFile
    }

    /// Whether `path` leads to a directory (following symlinks).
    public func isDirectory(_ path: String) -> Bool {
        entry(path)?.kind == .directory
    }
}
