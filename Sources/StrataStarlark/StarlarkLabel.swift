/// A Bazel label, `@repo//package/path:name`, with its short forms resolved: `//pkg` is `//pkg:pkg`'s last
/// component, `:name` and `name` are in the current package, `@repo` is `@repo//:repo`.
public struct StarlarkLabel: Hashable, Sendable {
    /// The repository, without `@`; `nil` for the main repository (`//…`, `@//…`, `@@//…`, relative labels).
    public var repository: String?
    /// The package: a folder relative to its repository's root, `""` for the root package.
    public var package: String
    /// The target's name within its package (may hold `/`: `//pkg:sub/file.bzl`).
    public var name: String

    public init(repository: String?, package: String, name: String) {
        self.repository = repository
        self.package = package
        self.name = name
    }

    /// Reads `text` as a label written in package `current`.
    /// - Returns: `nil` for what is no label (empty, `//` alone, a name ending in `:`).
    public static func parse(_ text: String, in current: String) -> StarlarkLabel? {
        var rest = Substring(text)
        var repository: String?
        if rest.hasPrefix("@") {
            rest = rest.drop { $0 == "@" }
            guard let slashes = rest.firstRange(of: "//") else {
                // `@repo` names the repository's main target, `@repo//:repo`.
                guard !rest.isEmpty, !rest.contains(":") else { return nil }
                return StarlarkLabel(repository: String(rest), package: "", name: String(rest))
            }
            let name = String(rest[..<slashes.lowerBound])
            repository = name.isEmpty ? nil : name
            rest = rest[slashes.lowerBound...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let package: Substring
            let name: Substring
            if let colon = rest.firstIndex(of: ":") {
                package = rest[..<colon]
                name = rest[rest.index(after: colon)...]
            } else {
                package = rest
                name = rest.split(separator: "/").last ?? ""
            }
            guard !name.isEmpty else {
                // `@repo//` and `@repo//:` are not labels; `@repo//pkg` without a name takes the last component.
                return nil
            }
            return StarlarkLabel(repository: repository, package: String(package.trimmingTrailingSlashes), name: String(name))
        }
        guard repository == nil else { return nil }
        let name = rest.hasPrefix(":") ? rest.dropFirst() : rest
        guard !name.isEmpty else { return nil }
        return StarlarkLabel(repository: nil, package: current, name: String(name))
    }

    /// The label in its canonical long form: `//Modules/Feed:Feed`, `@repo//pkg:name`.
    public var canonical: String {
        (repository.map { "@" + $0 } ?? "") + "//" + package + ":" + name
    }

    /// The label as short as Bazel's style writes it: `//Modules/Feed` when the name is the package's last
    /// component, else `//Modules/Feed:Other`; `:Other` for `current`'s own targets.
    public func written(from current: String?) -> String {
        if repository == nil, let current, package == current { return ":" + name }
        let prefix = (repository.map { "@" + $0 } ?? "") + "//" + package
        return package.split(separator: "/").last.map(String.init) == name ? prefix : prefix + ":" + name
    }
}

extension Substring {
    fileprivate var trimmingTrailingSlashes: Substring {
        var result = self
        while result.hasSuffix("/") { result = result.dropLast() }
        return result
    }
}
