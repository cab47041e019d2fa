import StrataProject

/// Lexical arithmetic on `/`-separated paths: the reader resolves everything to absolute, normalised
/// paths and makes them relative to the analyzed root only for its output.
enum XcodePath {
    /// `path` (absolute) with empty and `.` segments removed and `..` applied; `..` at `/` stays at `/`.
    static func normalize(_ path: String) -> String {
        LexicalPath.normalize(path)
    }

    /// `relative` resolved against the absolute folder `base` (or `relative` itself when absolute), normalised.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if relative.isEmpty { return normalize(base) }
        // Most joins of a project are a normal folder and a plain name: nothing to normalise.
        if base.hasPrefix("/"), base.utf8.count > 1, isPlain(base.utf8.dropFirst()), isPlain(relative.utf8) {
            return base + "/" + relative
        }
        return normalize(base + "/" + relative)
    }

    /// Whether `path` (relative) is already normal: no empty, `.` or `..` segment, no trailing `/`.
    private static func isPlain<Bytes: Collection<UInt8>>(_ path: Bytes) -> Bool {
        var segmentLength = 0
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: "."), dots == segmentLength - 1 { dots += 1 }
            }
        }
        return segmentLength > 0 && (segmentLength != dots || dots > 2)
    }

    /// `path` (absolute, normalised) relative to the absolute, normalised folder `root`: `.` for the root
    /// itself, `../` segments for a path outside it.
    static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        if root == "/" { return String(path.dropFirst()) }
        if path.hasPrefix(root), path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/") {
            return String(path.dropFirst(root.count + 1))
        }
        let pathSegments = path.split(separator: "/")
        let rootSegments = root.split(separator: "/")
        var common = 0
        while common < pathSegments.count, common < rootSegments.count, pathSegments[common] == rootSegments[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: rootSegments.count - common)
        return (ups + pathSegments[common...].map(String.init)).joined(separator: "/")
    }

    /// The folder part of a relative path: `.` when it has none.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last segment of a path.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// What follows a leading `$(SRCROOT)`, `$(PROJECT_DIR)` or `$(SOURCE_ROOT)` (or `${…}`), the project's folder, in
    /// `path` (`/Generated/Strings.swift` of `$(SRCROOT)/Generated/Strings.swift`); `nil` when it starts otherwise.
    static func afterProjectFolder(_ path: String) -> Substring? {
        guard path.hasPrefix("$") else { return nil }
        for macro in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for spelled in ["$(\(macro))", "${\(macro)}"] where path.hasPrefix(spelled) { return path.dropFirst(spelled.count) }
        }
        return nil
    }
}
