/// A `/`-separated path as written, normalised without asking the file system, as SwiftPM's
/// `RelativePath`/`AbsolutePath` are: empty and `.` components dropped, each `..` folded into the component
/// before it, `..` at `/` staying at `/`. A relative path keeps the `..` it cannot fold (`../Shared`): it
/// climbs above the folder it is relative to.
///
/// What a project file names (a target's `path:`, a glob's folder, a workspace's reference) is made a
/// `LexicalPath` before anything is read, so that whether it stays inside a root is a question of its
/// components, never of where the disk's links lead (see ``ReadingBounds`` for the links).
public struct LexicalPath: Hashable, Sendable, CustomStringConvertible {
    /// The normalised text: `/` for the file system's root, `.` for an empty relative path (`""` and `"."`
    /// are the same path), never a trailing `/`.
    public let text: String

    /// `path` normalised.
    public init(_ path: String) {
        text = Self.normalize(path)
    }

    public var description: String { text }

    /// Whether the path starts at the file system's root.
    public var isAbsolute: Bool { text.utf8.first == UInt8(ascii: "/") }

    /// Whether the path is relative and climbs above the folder it is relative to (`..`, `../Shared`).
    public var climbsAbove: Bool {
        let utf8 = text.utf8
        guard utf8.starts(with: "..".utf8) else { return false }
        return utf8.count == 2 || utf8.dropFirst(2).first == UInt8(ascii: "/")
    }

    /// `path` resolved against this path: `path` itself when it is absolute, else the two joined.
    public func appending(_ path: String) -> LexicalPath {
        if path.utf8.first == UInt8(ascii: "/") { return LexicalPath(path) }
        if text == "." { return LexicalPath(path) }
        return LexicalPath(text + "/" + path)
    }

    /// Whether this path is `root` or lies below it. Both must be absolute, or both relative to one folder;
    /// a relative path that climbs above its folder is inside no relative root but one that climbs as far.
    public func isInside(_ root: LexicalPath) -> Bool {
        guard isAbsolute == root.isAbsolute else { return false }
        if root.text == "/" || text == root.text { return true }
        if root.text == "." { return !climbsAbove }
        let utf8 = text.utf8
        return utf8.starts(with: root.text.utf8) && utf8.dropFirst(root.text.utf8.count).first == UInt8(ascii: "/")
    }

    /// This path relative to `base` (both absolute), with `..` where it climbs out of `base`; `.` for `base`.
    public func relative(to base: LexicalPath) -> String {
        if text == base.text { return "." }
        if isInside(base) { return base.text == "/" ? String(text.dropFirst()) : String(text.dropFirst(base.text.count + 1)) }
        let parts = text.split(separator: "/"), baseParts = base.text.split(separator: "/")
        var common = 0
        while common < parts.count, common < baseParts.count, parts[common].utf8.elementsEqual(baseParts[common].utf8) {
            common += 1
        }
        let up = Array(repeating: Substring(".."), count: baseParts.count - common)
        let result = (up + parts[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }
}

// MARK: - Normalising

extension LexicalPath {
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
        // A native string's bytes are contiguous: a loop over them is several times cheaper than the UTF-8 view's.
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(path.utf8)
    }

    private static func isNormal(_ bytes: some Sequence<UInt8>) -> Bool {
        var length = 0, dots = 0, count = 0
        for byte in bytes {
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
}
