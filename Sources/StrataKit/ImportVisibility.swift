import StrataGraph
import StrataScan

/// Which workspace module each `import` of the graph resolved to, and which modules each module
/// re-exports with `@_exported import`: what a file can see besides its own module.
struct ImportVisibility {
    /// The module each import evidence of the graph resolved to, by the import's location.
    let targets: [SourceLocation: Int]
    /// For each module, the modules it re-exports, transitively, ascending.
    let reexports: [Int: [Int]]

    /// - Parameters:
    ///   - graph: the module graph, whose edges hold every resolved import.
    ///   - files: per catalogued module, its files (relative path and facts).
    ///   - graphIndex: the graph index of each catalogued module.
    init(graph: ModuleGraph, files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int]) {
        var targets: [SourceLocation: Int] = [:]
        for edge in graph.edges {
            for evidence in edge.imports { targets[evidence.location] = edge.to }
        }
        self.targets = targets
        var direct: [Int: Set<Int>] = [:]
        for (catalogIndex, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalogIndex]
            for (path, facts) in moduleFiles {
                for fact in facts?.imports ?? [] where fact.attributes.contains("_exported") {
                    let location = SourceLocation(file: path, line: fact.line, column: fact.column)
                    if let target = targets[location], target != module { direct[module, default: []].insert(target) }
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

    /// The workspace module an import fact of file `path` resolved to, if any.
    func target(of fact: ImportFact, in path: String) -> Int? {
        targets[SourceLocation(file: path, line: fact.line, column: fact.column)]
    }

    /// Every module the imports of one file make visible (imported ones and what they re-export), unique.
    func visibleModules(_ facts: FileFacts, path: String) -> Set<Int> {
        var visible: Set<Int> = []
        for fact in facts.imports {
            guard let target = target(of: fact, in: path) else { continue }
            visible.insert(target)
            visible.formUnion(reexports[target] ?? [])
        }
        return visible
    }
}
