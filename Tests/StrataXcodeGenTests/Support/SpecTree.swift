import Foundation
import StrataProject
import StrataXcodeGen

/// A small on-disk project in a fresh temporary folder (removed by ``remove()``), read with ``XcodeGenReader``.
struct SpecTree {
    let root: String

    /// Writes `files` (paths relative to the new folder → contents); a path ending in `/` makes a folder.
    init(_ files: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = FileSystemProbe.realPath(base.path) ?? base.path
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    /// Reads the spec at `path` (relative to the folder) as the pipeline would.
    func read(_ path: String = "project.yml", projectPaths: [String] = []) -> ProjectReadResult {
        let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(), projectPaths: projectPaths)
        return XcodeGenReader().read(path, context: context)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension ProjectReadResult {
    /// The module named `name`.
    func module(_ name: String) -> ProjectModule? {
        modules.first { $0.name == name }
    }

    /// Issues as `file:line: message`.
    var issueLines: [String] {
        issues.map { "\($0.location.file):\($0.location.line): \($0.message)" }
    }
}

extension ProjectModule {
    /// Dependencies as `name(kind)`.
    var dependencyList: [String] {
        dependencies.map { dependency in
            switch dependency.kind {
            case .module: return dependency.name
            case .packageProduct: return "product:" + dependency.name
            case .external: return "external:" + dependency.name
            }
        }
    }
}
