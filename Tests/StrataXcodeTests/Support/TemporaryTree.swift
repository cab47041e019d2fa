import Foundation
import StrataProject
import StrataXcode
import XCTest

/// A folder under the temporary directory that tests fill with files and remove afterwards.
final class TemporaryTree {
    /// The absolute, symlink-free path of the folder (the analyzed root of a test).
    let root: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = FileSystemProbe.realPath(base.path) ?? base.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `contents` to `path` (relative to the root), creating its folders.
    func write(_ path: String, _ contents: String = "") throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Writes each path (relative to the root) as a small Swift file.
    func touch(_ paths: String...) throws {
        for path in paths { try write(path, "// \(path)\n") }
    }

    /// Creates the folder `path` (relative to the root).
    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    /// Reads the project or workspace at `path` with the Xcode reader, in the repository around the root (the
    /// nearest folder holding `.git`), as a run reads it.
    func read(_ path: String, root readRoot: String? = nil) -> ProjectReadResult {
        let bounds = ReadingBounds.discovering(root: readRoot ?? root)
        return XcodeProjectReader().read(
            path, context: ProjectReadContext(root: readRoot ?? root, fileSystem: FileSystemSnapshot(bounds: bounds)))
    }
}
