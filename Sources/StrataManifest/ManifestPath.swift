/// Lexical path arithmetic on `/`-separated strings, as SwiftPM's `RelativePath`/`AbsolutePath` do it:
/// no file system access, `.` and empty components dropped, `..` folded where a component precedes it.
public enum ManifestPath {
    /// `path` with `.`, empty components and foldable `..` removed; `"."` for an empty relative result.
    public static func normalize(_ path: String) -> String {
        // Most paths are normal already; checking their bytes is far cheaper than splitting Characters.
        if isNormal(path) { return path }
        // Components as byte ranges: splitting into Substrings and joining them cost ~13,000 instructions
        // for a `Package/../Other` joined from every `.package(path:)`.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        let isAbsolute = bytes.first == slash
        let isDotDot = { (range: Range<Int>) in
            range.count == 2 && bytes[range.lowerBound] == dot && bytes[range.lowerBound + 1] == dot
        }
        var parts: [Range<Int>] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            let component = start..<end
            start = end + 1
            if component.isEmpty || (component.count == 1 && bytes[component.lowerBound] == dot) { continue }
            if isDotDot(component) {
                if let last = parts.last, !isDotDot(last) {
                    parts.removeLast()
                    continue
                }
                if isAbsolute { continue }
            }
            parts.append(component)
        }
        var result: [UInt8] = isAbsolute ? [slash] : []
        result.reserveCapacity(bytes.count)
        for (position, part) in parts.enumerated() {
            if position > 0 { result.append(slash) }
            result.append(contentsOf: bytes[part])
        }
        return result.isEmpty ? "." : String(decoding: result, as: UTF8.self)
    }

    /// Whether `normalize(path)` is `path` itself: not empty, no empty, `.` or `..` component, no
    /// trailing slash (but `/` alone). Conservative: `.` and leading `..` take the slow path.
    public static func isNormal(_ path: String) -> Bool {
        var length = 0, dots = 0, count = 0
        for byte in path.utf8 {
            count += 1
            if byte == UInt8(ascii: "/") {
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
