import StrataProject

/// Lexical path arithmetic on `/`-separated strings, as SwiftPM's `RelativePath`/`AbsolutePath` do it:
/// no file system access, `.` and empty components dropped, `..` folded where a component precedes it.
/// Normalising is ``LexicalPath``'s; this adds what reading a package needs.
public enum ManifestPath {
    /// `path` with `.`, empty components and foldable `..` removed; `"."` for an empty relative result
    /// (``LexicalPath/normalize(_:)``).
    public static func normalize(_ path: String) -> String {
        LexicalPath.normalize(path)
    }

    /// Whether `normalize(path)` is `path` itself (``LexicalPath/isNormal(_:)``).
    public static func isNormal(_ path: String) -> Bool {
        LexicalPath.isNormal(path)
    }

    /// `component` appended to `base` (both normalized); `base` `"."` is the empty prefix.
    static func join(_ base: String, _ component: String) -> String {
        if base == "." { return component }
        if base.hasSuffix("/") { return base + component }
        return base + "/" + component
    }

    /// Whether `path` is `base` or lies below it (both normalized, compared by bytes).
    static func isDescendantOrEqual(_ path: String, of base: String) -> Bool {
        if base == "." { return !path.hasPrefix("..") && !path.hasPrefix("/") }
        if path.utf8.elementsEqual(base.utf8) { return true }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.utf8.starts(with: prefix.utf8)
    }

    /// The last component of a normalized path. Found by bytes: walking Characters from the end cost
    /// more than the file system calls of a source walk.
    static func basename(_ path: String) -> Substring {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return Substring(utf8[utf8.index(after: slash)...])
    }

    /// The extension of the last component (`Foo.docc` → `docc`), `nil` when it has none.
    /// A leading dot does not start an extension (`.build` has none), as in SwiftPM.
    static func pathExtension(_ path: String) -> Substring? {
        let name = basename(path).utf8
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : Substring(ext)
    }

    /// `path` relative to `base` (both absolute and normalized), with `..` where it climbs out of `base`.
    public static func relative(_ path: String, to base: String) -> String {
        let pathParts = path.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < pathParts.count, common < baseParts.count,
              pathParts[common].utf8.elementsEqual(baseParts[common].utf8) {
            common += 1
        }
        let up = Array(repeating: Substring(".."), count: baseParts.count - common)
        let result = (up + pathParts[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }
}
