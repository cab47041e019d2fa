#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StrataGraph
import StrataRules

/// Walks a directory tree iteratively, following symbolic links but entering each real directory once,
/// and skipping build, VCS and vendor folders and excluded paths.
struct DirectoryWalker {
    /// Folders that never hold sources of the workspace.
    static let skippedDirectoryNames: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Globs over paths relative to the walk's root; a matching directory is not entered.
    var excludes: [Glob] = []

    /// One regular file or directory met on the walk.
    struct Entry {
        /// Path relative to the walk's root, `/`-separated, never starting with `./`.
        var relativePath: String
        var name: String
        var isDirectory: Bool
    }

    /// Calls `visit` for every file and directory below `root` in byte order of names, depth first.
    /// - Returns: nothing; unreadable directories are skipped silently, as SwiftPM does.
    func walk(_ root: String, visit: (Entry) -> Void) {
        var visited = Set<FileIdentity>()
        if let identity = FileIdentity(path: root, followLinks: true) { visited.insert(identity) }
        var pending: [(absolute: String, relative: String)] = [(root, "")]
        while let (absolute, relative) = pending.popLast() {
            var children: [Entry] = []
            for name in Self.names(in: absolute) {
                let childAbsolute = absolute + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                guard let identity = FileIdentity(path: childAbsolute, followLinks: true) else { continue }
                if excludes.contains(where: { $0.matches(childRelative) }) { continue }
                if identity.isDirectory {
                    if Self.skippedDirectoryNames.contains(name) { continue }
                    guard visited.insert(identity).inserted else { continue }
                } else if !identity.isRegularFile {
                    continue
                }
                children.append(Entry(relativePath: childRelative, name: name, isDirectory: identity.isDirectory))
            }
            for child in children {
                visit(child)
            }
            for child in children.reversed() where child.isDirectory {
                pending.append((absolute + "/" + child.name, child.relativePath))
            }
        }
    }

    /// The entry names of a directory, sorted by bytes, without `.` and `..`.
    private static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.precedesInBytes($1) }
    }
}

/// A file's device and inode, to enter each real directory once however many links lead to it.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
    let isDirectory: Bool
    let isRegularFile: Bool

    init?(path: String, followLinks: Bool) {
        var info = stat()
        let status = followLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }
}
