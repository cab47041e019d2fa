import Foundation
import StrataBazel
import StrataProject

/// A small on-disk workspace in a fresh temporary folder (removed by ``remove()``), read with ``BazelReader``.
struct BazelTree {
    let root: String

    /// Writes `files` (paths relative to the new folder → contents).
    init(_ files: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bazel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = FileSystemProbe.realPath(base.path) ?? base.path
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    /// Reads the build file at `path` (relative to `analyzed`, a folder of the tree) as the pipeline would.
    func read(_ path: String, analyzed: String = "", reader: any ProjectReader = BazelReader()) -> ProjectReadResult {
        let context = ProjectReadContext(root: analyzed.isEmpty ? root : root + "/" + analyzed, fileSystem: FileSystemSnapshot(),
                                         repositoryRoot: root)
        return reader.read(path, context: context)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension ProjectReadResult {
    func module(_ name: String) -> ProjectModule? {
        modules.first { $0.name == name }
    }

    var issueLines: [String] {
        issues.map { "\($0.location.file):\($0.location.line): \($0.message)" }
    }
}

extension ProjectModule {
    /// Dependencies as `name(kind)`.
    var dependencyList: [String] {
        dependencies.map { dependency in
            switch dependency.kind {
            case .module: dependency.name
            case .external: dependency.name + "(external)"
            case .packageProduct: dependency.name + "(product)"
            }
        }
    }
}
