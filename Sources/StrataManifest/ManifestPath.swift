import StrataProject
import StrataText

/// Lexical path arithmetic on `/`-separated strings, as SwiftPM's `RelativePath`/`AbsolutePath` do it:
/// no file system access, `.` and empty components dropped, `..` folded where a component precedes it.
/// Normalising and relating paths is ``LexicalPath``'s; this adds what resolving a package's sources needs.
public enum ManifestPath {
    /// `component` appended to `base` (both normalized); `base` `"."` is the empty prefix.
    static func join(_ base: String, _ component: String) -> String {
        if base == "." { return component }
        if base.hasSuffix("/") { return base + component }
        return base + "/" + component
    }

    /// Whether `path` is `base` or lies below it (both normalized, compared by bytes).
    static func isDescendantOrEqual(_ path: String, of base: String) -> Bool {
        if base == "." { return !path.hasPrefix("..") && !path.hasPrefix("/") }
        if path.hasSameBytes(as: base) { return true }
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
}
