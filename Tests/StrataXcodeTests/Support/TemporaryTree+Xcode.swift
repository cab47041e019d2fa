import StrataProject
import StrataTestSupport
import StrataXcode

extension TemporaryTree {
    /// Reads the project or workspace at `path` with the Xcode reader, the tree's root (or `readRoot`) analysed.
    func read(_ path: String, root readRoot: String? = nil) -> ProjectReadResult {
        XcodeProjectReader().read(
            path, context: ProjectReadContext(root: readRoot ?? self.path, fileSystem: FileSystemSnapshot()))
    }
}
