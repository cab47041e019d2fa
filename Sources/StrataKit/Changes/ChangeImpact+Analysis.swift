import StrataGraph
import StrataProject
import StrataRules
import StrataText

extension ChangeImpact {
    /// What changing `files` touches in an analysed workspace: the modules each file belongs to, then every
    /// module that depends on one of those (by a declared or an imported edge), directly or through others.
    ///
    /// A file belongs to the modules that have it as a Swift source; else to every module that a project file
    /// declares when it is that file or lies below it (an `.xcodeproj`); else to the modules whose folder is
    /// the deepest folder above it (a resource, a file deleted since). A file that none owns affects nothing.
    /// - Parameters:
    ///   - files: the changed files, relative to the analyzed root (`..` outside it), in any order.
    ///   - result: the analysis of the workspace as it is now, with test targets, so that they are selected.
    ///   - since: the git revision the files were found with, for the report.
    public init(changedFiles files: [String], in result: AnalysisResult, since: String? = nil) {
        let owners = FileOwners(result)
        var seen = Set<NameKey>()
        let paths = files.map(LexicalPath.normalize).filter { seen.insert(NameKey($0)).inserted }
            .sorted { $0.precedesInBytes($1) }
        let owned = paths.map(owners.owners)
        let tree = breadthFirstTree(from: owned.flatMap(\.modules), successors: result.graph.predecessors(of:))
        self.init(graph: result.graph, files: owned,
                  affected: tree.map { AffectedModule(module: $0.node, depth: $0.depth, via: $0.parent) },
                  buildSystems: result.moduleFiles.entries.map(\.buildSystem), since: since)
    }
}

/// Which modules own a file of the workspace: an index of the analysis' module files.
private struct FileOwners {
    private var sources: [NameKey: [Int]] = [:]
    private var projectFiles: [NameKey: [Int]] = [:]
    private var folders: [NameKey: [Int]] = [:]

    init(_ result: AnalysisResult) {
        for (index, entry) in result.moduleFiles.entries.enumerated() {
            for file in entry.sources { sources[NameKey(file), default: []].append(index) }
            for file in entry.projectFiles { projectFiles[NameKey(file), default: []].append(index) }
            let module = result.graph.modules[index]
            // A configured module is a set of paths, not a folder; a SwiftPM target whose folder is its package's
            // (a binary target, sources that could not be found) does not own the package's other files.
            guard entry.buildSystem != nil, !module.path.isEmpty,
                  entry.buildSystem != "swiftpm" || !module.path.hasSameBytes(as: module.package) else { continue }
            folders[NameKey(module.path), default: []].append(index)
        }
    }

    /// The modules that own `path` (normalised, relative to the root), and how.
    func owners(_ path: String) -> ChangeImpact.File {
        let key = NameKey(path)
        if let modules = sources[key] {
            return ChangeImpact.File(path: path, modules: modules.sorted(), ownership: .source)
        }
        let folders = Self.folders(above: path)
        for candidate in [key] + folders {
            if let modules = projectFiles[candidate] {
                return ChangeImpact.File(path: path, modules: modules.sorted(), ownership: .projectFile)
            }
        }
        for candidate in folders {
            if let modules = self.folders[candidate] {
                return ChangeImpact.File(path: path, modules: modules.sorted(), ownership: .folder)
            }
        }
        return ChangeImpact.File(path: path)
    }

    /// The folders above `path`, deepest first, ending with the root (`.`) when `path` lies below it.
    private static func folders(above path: String) -> [NameKey] {
        var folders: [NameKey] = []
        var rest = Substring(path)
        while let slash = rest.lastIndex(of: "/") {
            rest = rest[..<slash]
            if rest != ".." { folders.append(NameKey(String(rest))) }
        }
        if !path.hasPrefix("../"), path != ".", path != ".." { folders.append(NameKey(".")) }
        return folders
    }
}
