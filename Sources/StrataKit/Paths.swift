import StrataManifest

/// Joining paths of the workspace; normalising and relating them is ``ManifestPath``'s job.
enum Paths {
    /// Joins `relative` to `base` unless it is absolute, then normalises the result.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return ManifestPath.normalize(relative) }
        if base.isEmpty || base == "." { return ManifestPath.normalize(relative) }
        return ManifestPath.normalize(base + "/" + relative)
    }
}
