/// Resolves the links in absolute paths as `realpath(3)` does, remembering the answer for every folder on the way.
///
/// `realpath(3)` asks the disk about each component of each path it is given (a `readlink` per component): the
/// hundreds of target folders a cached project reading confirms, each eight or ten components deep, cost thousands
/// of calls. Resolved here, a path's real path is its folder's real path and its name, unless the path is itself a
/// link; so each folder is examined once (one `lstat`), and only a link goes to `realpath(3)` whole.
///
/// On Linux only: Darwin's `realpath(3)` also gives every component the case the disk spells it in (its file systems
/// ignore case by default), which examining each folder would not, and a root given in another case than the disk's
/// would seem to hold nothing. There every path goes to `realpath(3)` whole, remembered.
///
/// Use one for one run's questions only: it never looks again at a path it has answered.
struct RealPathResolver {
    private var known: [String: String?] = ["/": "/"]

    /// The canonical absolute path of `path` (absolute), `nil` if it does not exist: what
    /// ``FileSystemProbe/realPath(_:)`` answers.
    mutating func realPath(_ path: String) -> String? {
        if let answer = known[path] { return answer }
        let answer = resolve(path)
        known[path] = .some(answer)
        return answer
    }

    private mutating func resolve(_ path: String) -> String? {
        #if !os(Linux)
        return FileSystemProbe.realPath(path)
        #else
        // Only a normal absolute path (no `.`, `..`, `//` or trailing `/`) is taken apart: lexically, `a/link/..`
        // is `a`, where `realpath(3)` follows the link first.
        guard path.hasPrefix("/"), LexicalPath.normalize(path) == path,
              let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        else { return FileSystemProbe.realPath(path) }
        let folder = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        guard let realFolder = realPath(folder), let entry = FileSystemProbe.entry(path) else { return nil }
        if entry.isSymlink { return FileSystemProbe.realPath(path) }
        let name = path[path.utf8.index(after: slash)...]
        return realFolder == "/" ? "/" + name : realFolder + "/" + name
        #endif
    }
}
