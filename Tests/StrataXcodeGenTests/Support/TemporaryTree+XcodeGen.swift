import Foundation
import StrataProject
import StrataTestSupport
import StrataXcodeGen

extension TemporaryTree {
    /// Reads the spec at `path` (relative to the root) as the pipeline would.
    func read(_ path: String = "project.yml", projectPaths: [String] = []) -> ProjectReadResult {
        let context = ProjectReadContext(root: self.path, fileSystem: FileSystemSnapshot(), projectPaths: projectPaths)
        return XcodeGenReader().read(path, context: context)
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
            case .packageModule, .packageModuleOrProduct, .linkedProduct: return "package:" + dependency.name
            }
        }
    }
}
