#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file system questions source resolution asks, without following anything implicitly.
public enum FileSystemProbe {
    /// What a path is, after following symlinks where asked.
    public enum Kind: Equatable, Sendable {
        case directory, regularFile, other
    }

    /// The identity of a file on disk: two paths with one identity are one file (hard link or symlink).
    public struct FileID: Hashable, Sendable {
        public let device: UInt64
        public let inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// Facts about one path.
    public struct Entry: Equatable, Sendable {
        /// Whether the path itself is a symbolic link.
        public let isSymlink: Bool
        /// What the path leads to after following symlinks; `nil` for a broken link or a missing path.
        public let kind: Kind?
        /// Identity of what the path leads to, after following symlinks.
        public let id: FileID?

        public init(isSymlink: Bool, kind: Kind?, id: FileID?) {
            self.isSymlink = isSymlink
            self.kind = kind
            self.id = id
        }
    }

    /// Examines `path` without reading it.
    public static func entry(_ path: String) -> Entry? {
        var linkInfo = stat()
        guard lstat(path, &linkInfo) == 0 else { return nil }
        let isSymlink = (linkInfo.st_mode & S_IFMT) == S_IFLNK
        // Only a symlink needs a second call to learn what it leads to.
        var info = linkInfo
        guard !isSymlink || stat(path, &info) == 0 else { return Entry(isSymlink: isSymlink, kind: nil, id: nil) }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regularFile
        default: kind = .other
        }
        return Entry(isSymlink: isSymlink, kind: kind,
                     id: FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// Whether `path` leads to a regular file (following symlinks).
    public static func isRegularFile(_ path: String) -> Bool {
        entry(path)?.kind == .regularFile
    }

    /// Whether `path` leads to a directory (following symlinks).
    public static func isDirectory(_ path: String) -> Bool {
        entry(path)?.kind == .directory
    }

    /// The names in directory `path`, except `.` and `..`; names that are not valid UTF-8 are counted apart.
    public static func contents(ofDirectory path: String) -> (names: [String], undecodable: Int)? {
        items(ofDirectory: path).map { ($0.items.map(\.name), $0.undecodable) }
    }

    /// One name in a directory listing, with what the listing itself says of it.
    struct DirectoryItem: Sendable {
        let name: String
        /// What the listing's file type says it is; `nil` for a symbolic link or an unknown type, which only
        /// `entry(_:)` can tell.
        let kind: Kind?
        /// Its inode number, as the listing gives it.
        let inode: UInt64
    }

    /// The items of directory `path`, except `.` and `..`, each with the type the directory records for it
    /// (so that a walk need not examine every regular file and folder); names that are not valid UTF-8 are
    /// counted apart.
    static func items(ofDirectory path: String) -> (items: [DirectoryItem], undecodable: Int)? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var items: [DirectoryItem] = []
        var undecodable = 0
        while let record = readdir(stream) {
            let name = Self.name(of: record)
            guard let name else {
                undecodable += 1
                continue
            }
            if name == "." || name == ".." { continue }
            items.append(DirectoryItem(name: name, kind: kind(ofDirectoryType: record.pointee.d_type),
                                       inode: UInt64(record.pointee.d_ino)))
        }
        return (items, undecodable)
    }

    /// The name of a directory entry, `nil` when it is not UTF-8. Read up to its NUL through a pointer: the
    /// record `readdir` returns may be shorter than `dirent` (Linux allocates only the name's length), so copying
    /// the whole `d_name` array read past the end of the listing's buffer (found by AddressSanitizer in
    /// `Scripts/fuzz/run`).
    private static func name(of record: UnsafeMutablePointer<dirent>) -> String? {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        let start = UnsafeRawPointer(record) + offset
        let length = strlen(start.assumingMemoryBound(to: CChar.self))
        return String(validating: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
    }

    /// A `dirent`'s `d_type` (the same numbers on Linux and Darwin) as a kind; `nil` for a symbolic link
    /// and for a file system that does not say.
    private static func kind(ofDirectoryType type: UInt8) -> Kind? {
        switch type {
        case 4: .directory  // DT_DIR
        case 8: .regularFile  // DT_REG
        case 1, 2, 6, 12: .other  // DT_FIFO, DT_CHR, DT_BLK, DT_SOCK
        default: nil  // DT_LNK, DT_UNKNOWN
        }
    }

    /// The canonical absolute path of `path` (symlinks resolved), `nil` if it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// The process's current directory.
    public static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(validatingCString: cwd) ?? "/"
    }
}
