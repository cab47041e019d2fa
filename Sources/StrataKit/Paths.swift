/// Lexical path arithmetic on `/`-separated paths (no file system access).
enum Paths {
    /// Joins `relative` to `base` unless it is absolute, then normalises the result.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// Removes `.` components, empty components and `x/..` pairs; keeps leading `..`; `.` for empty.
    static func normalize(_ path: String) -> String {
        // Most paths are normal already; checking their bytes is far cheaper than splitting Characters.
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize(path)` is `path` itself: not empty, no empty, `.` or `..` component, no
    /// trailing slash (but `/` alone). Reads bytes only.
    static func isNormal(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        var count = 0
        for byte in path.utf8 {
            count += 1
            if byte == UInt8(ascii: "/") {
                // An empty component, except the root's leading slash; or a `.`/`..` component.
                if (length == 0 && count > 1) || (length > 0 && dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        if count == 0 { return false }
        if length == 0 { return count == 1 }
        return !(dots == length && length <= 2)
    }

    /// `path` relative to the directory `base` when both are absolute and normalised.
    static func relative(_ path: String, to base: String) -> String {
        let pathParts = path.split(separator: "/"), baseParts = base.split(separator: "/")
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let rest = pathParts[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}
