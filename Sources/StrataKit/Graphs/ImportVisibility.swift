import StrataGraph
import StrataScan
import StrataText

/// Which workspace module each `import` of the graph resolved to, and which modules each module
/// re-exports with `@_exported import`: what a file can see besides its own module. Built once per
/// check and shared by the builders that need it.
struct ImportVisibility {
    /// For each catalogued module, file and import fact (in the facts' order): the graph index of the
    /// module the import resolved to, or -1.
    let targets: [[[Int]]]
    /// For each module, the modules it re-exports, transitively, ascending.
    let reexports: [Int: [Int]]

    /// - Parameters:
    ///   - graph: the module graph, whose edges hold every resolved import.
    ///   - files: per catalogued module, its files (relative path and facts).
    ///   - graphIndex: the graph index of each catalogued module.
    init(graph: ModuleGraph, files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int]) {
        var byLocation: [SourceLocation: Int] = [:]
        for edge in graph.edges {
            for evidence in edge.imports { byLocation[evidence.location] = edge.to }
        }
        var direct: [Int: Set<Int>] = [:]
        targets = files.enumerated().map { catalogIndex, moduleFiles in
            let module = graphIndex[catalogIndex]
            return moduleFiles.map { path, facts in
                (facts?.imports ?? []).map { fact in
                    let target = byLocation[SourceLocation(file: path, line: fact.line, column: fact.column)] ?? -1
                    if target >= 0, target != module, fact.attributes.contains("_exported") {
                        direct[module, default: []].insert(target)
                    }
                    return target
                }
            }
        }
        // - Complexity: O(R · (R + E)) for R re-exporting modules; iterative.
        var closure: [Int: [Int]] = [:]
        for start in direct.keys {
            var seen: Set<Int> = []
            var pending = Array(direct[start] ?? [])
            while let next = pending.popLast() {
                guard next != start, seen.insert(next).inserted else { continue }
                pending += direct[next] ?? []
            }
            closure[start] = seen.sorted()
        }
        reexports = closure
    }

    /// Every module the imports of one file make visible (imported ones and what they re-export), unique.
    /// - Parameters:
    ///   - catalogIndex: the file's module, by catalog index.
    ///   - file: the file's index among its module's files.
    func visibleModules(_ catalogIndex: Int, _ file: Int) -> Set<Int> {
        var visible: Set<Int> = []
        for target in targets[catalogIndex][file] where target >= 0 {
            visible.insert(target)
            visible.formUnion(reexports[target] ?? [])
        }
        return visible
    }
}
