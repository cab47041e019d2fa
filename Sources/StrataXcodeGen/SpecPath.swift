import StrataProject

/// `/`-separated relative paths as XcodeGen's PathKit joins them: `.` segments dropped, `..` eating the
/// segment before it, so results never hold `..` unless they leave the folder they are relative to.
enum SpecPath {
    /// `path` joined onto `base` and normalised; an absolute `path` is returned normalised as it is.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        if base.isEmpty { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// `path` without empty and `.` segments, each `..` removing the segment before it when there is one.
    static func normalize(_ path: String) -> String {
        let normal = LexicalPath.normalize(path)
        return normal == "." ? "" : normal
    }

    /// The folder of `path` (`""` for a path of one segment).
    static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last segment of `path`.
    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last segment (`"framework"` for `UIKit.framework`), `nil` when it has none.
    static func pathExtension(_ path: String) -> String? {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }
}
