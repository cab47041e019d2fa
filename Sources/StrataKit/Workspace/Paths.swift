import Foundation
import StrataProject

/// Joining paths of the workspace; normalising and relating them is ``LexicalPath``'s job.
public enum Paths {
    /// Joins `relative` to `base` unless it is absolute, then normalises the result.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return LexicalPath.normalize(relative) }
        if base.isEmpty || base == "." { return LexicalPath.normalize(relative) }
        return LexicalPath.normalize(base + "/" + relative)
    }

    /// A file of the analysed `root` (`file` relative to it) as an absolute, normalised path: what the text report
    /// shows with `check --absolute-paths`, which Xcode opens whatever the directory a build ran strata in.
    public static func absolute(_ file: String, root: String) -> String {
        join(join(LexicalPath.normalize(FileManager.default.currentDirectoryPath), root), file)
    }

    /// How a file of the analysed `root` (`file` relative to it) is shown in text diagnostics: a path that opens
    /// from the current directory, as swiftc prints them — relative to it when the root is below it, absolute
    /// when the root is elsewhere.
    public static func fromWorkingDirectory(_ file: String, root: String) -> String {
        let workingDirectory = LexicalPath.normalize(FileManager.default.currentDirectoryPath)
        let absolute = join(join(workingDirectory, root), file)
        guard absolute.hasPrefix(workingDirectory + "/") else { return absolute }
        return String(absolute.dropFirst(workingDirectory.count + 1))
    }
}
