import Foundation
import StrataManifest

/// Joining paths of the workspace; normalising and relating them is ``ManifestPath``'s job.
public enum Paths {
    /// Joins `relative` to `base` unless it is absolute, then normalises the result.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return ManifestPath.normalize(relative) }
        if base.isEmpty || base == "." { return ManifestPath.normalize(relative) }
        return ManifestPath.normalize(base + "/" + relative)
    }

    /// How a file of the analysed `root` (`file` relative to it) is shown in text diagnostics: a path that opens
    /// from the current directory, as swiftc prints them — relative to it when the root is below it, absolute
    /// when the root is elsewhere.
    public static func fromWorkingDirectory(_ file: String, root: String) -> String {
        let workingDirectory = ManifestPath.normalize(FileManager.default.currentDirectoryPath)
        let absolute = join(join(workingDirectory, root), file)
        guard absolute.hasPrefix(workingDirectory + "/") else { return absolute }
        return String(absolute.dropFirst(workingDirectory.count + 1))
    }
}
