import Foundation
import StrataBazel
import StrataProject
import StrataTestSupport

extension TemporaryTree {
    /// Reads the build file at `path` (relative to `analyzed`, a folder of the tree) as the pipeline would.
    func read(_ path: String, analyzed: String = "", reader: any ProjectReader = BazelReader()) -> ProjectReadResult {
        let context = ProjectReadContext(root: analyzed.isEmpty ? self.path : self.path + "/" + analyzed,
                                         fileSystem: FileSystemSnapshot(), repositoryRoot: self.path)
        return reader.read(path, context: context)
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
            case .packageModule, .packageModuleOrProduct, .linkedProduct: dependency.name + "(package)"
            }
        }
    }
}
