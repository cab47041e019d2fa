#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says of a regular file without reading it: enough to tell that it has not changed
/// since it was last seen (its size, its modification and status-change times to the nanosecond, and its
/// identity), as git's index does.
public struct FileMetadata: Sendable, Equatable {
    public var size: Int64
    /// Seconds and nanoseconds of the last change of the contents.
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    /// Seconds and nanoseconds of the last change of the contents or of the file's status (a `touch` that
    /// sets an old modification time back still moves this one).
    public var changedSeconds: Int64
    public var changedNanoseconds: Int64
    public var inode: UInt64
    public var device: UInt64

    /// The metadata of each field given.
    public init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, changedSeconds: Int64,
                changedNanoseconds: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
        self.device = device
    }

    /// The metadata of what `path` leads to (following symlinks), `nil` when it is missing or no regular file.
    public static func of(_ path: String) -> FileMetadata? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileMetadata(info)
    }

    /// The metadata in a `stat` record.
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(size: Int64(info.st_size), modifiedSeconds: Int64(modified.tv_sec),
                  modifiedNanoseconds: Int64(modified.tv_nsec), changedSeconds: Int64(changed.tv_sec),
                  changedNanoseconds: Int64(changed.tv_nsec), inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    /// Whether both times are earlier than `seconds` (since 1970): a file last changed a while before it was
    /// read cannot have changed again within the same tick of the clock unseen.
    public func isOlder(than seconds: Int64) -> Bool {
        modifiedSeconds < seconds && changedSeconds < seconds
    }
}
