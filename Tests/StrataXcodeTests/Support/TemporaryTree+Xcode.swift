import StrataProject
import StrataTestSupport
import StrataXcode

extension TemporaryTree {
    /// Reads the project or workspace at `path` with the Xcode reader, the tree's root (or `readRoot`) analysed,
    /// in the repository around it (the nearest folder holding `.git`), as a run reads it.
    func read(_ path: String, root readRoot: String? = nil) -> ProjectReadResult {
        let bounds = ReadingBounds.discovering(root: readRoot ?? self.path)
        return XcodeProjectReader().read(
            path, context: ProjectReadContext(root: readRoot ?? self.path, fileSystem: FileSystemSnapshot(bounds: bounds)))
    }
}
