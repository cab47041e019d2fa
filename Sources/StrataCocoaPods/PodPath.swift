import StrataProject

/// `/`-separated paths relative to the analyzed root, as the reader outputs them.
enum PodPath {
    /// `path` without `.` segments, empty segments or `..` that can be resolved; `""` for the root itself.
    /// Leading `..` segments stay (the path leaves the root).
    static func normalize(_ path: String) -> String {
        let normal = LexicalPath.normalize(path)
        return normal == "." ? "" : normal
    }

    /// `relative` resolved against the folder `base` (both relative to the root), normalised.
    static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// The folder of `path`: `a/b/c.rb` → `a/b`, `Podfile` → `""`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last segment of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// An absolute path (`/…`) as a path relative to the absolute `root`, with `..` where it leaves it.
    static func relative(absolute path: String, root: String) -> String {
        let target = normalize(path).split(separator: "/")
        let base = normalize(root).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: Substring(".."), count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }

    /// `path` with glob metacharacters escaped, to prefix a pattern with a literal folder.
    static func escapedForGlob(_ path: String) -> String {
        var result = ""
        for character in path {
            if "*?[]{},\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
