import StrataGraph
import StrataScan
import StrataText
@testable import StrataKit

/// Modules written in a few lines for the builders' tests: each with its Swift files as source text, scanned
/// into `FileFacts` without touching the disk, and an edge for each module a file imports.
struct FactsSketch {
    private var modules: [(name: String, files: [(path: String, source: String)])] = []
    /// Dependencies declared in a manifest: (from, to) module names.
    private var declared: [(from: String, to: String)] = []

    /// Adds module `name` with `files` (file name → source), at `Sources/<name>/<file>`.
    mutating func module(_ name: String, _ files: [String: String]) {
        let sorted = files.sorted { $0.key < $1.key }.map { (path: "Sources/\(name)/\($0.key)", source: $0.value) }
        modules.append((name, sorted))
    }

    /// Declares that module `from` depends on module `to`, as a manifest does (at `Package.swift:1:1`).
    mutating func declare(_ from: String, dependsOn to: String) {
        declared.append((from, to))
    }

    /// The module graph (an imported edge per imported module of the sketch, declared as ``declare(_:dependsOn:)``
    /// says) and every module's facts.
    var facts: (graph: ModuleGraph, facts: [[(relative: String, facts: FileFacts?)]]) {
        let facts = modules.map { module in
            module.files.map { file -> (relative: String, facts: FileFacts?) in (file.path, Scanner.scan(Array(file.source.utf8))) }
        }
        let index = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($0.element.name, $0.offset) })
        var edges: [ModuleEdge] = []
        for (from, files) in facts.enumerated() {
            var seen = Set<Int>()
            for (relative, fileFacts) in files {
                for fact in fileFacts?.imports ?? [] {
                    guard let to = index[fact.module], to != from, seen.insert(to).inserted else { continue }
                    edges.append(ModuleEdge(from: from, to: to, imports: [ImportEvidence(
                        location: SourceLocation(file: relative, line: fact.line, column: fact.column), attributes: fact.attributes)]))
                }
            }
        }
        for (from, to) in declared {
            guard let from = index[from], let to = index[to] else { continue }
            let location = SourceLocation(file: "Package.swift", line: 1, column: 1)
            if let existing = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
                edges[existing].declaration = location
            } else {
                edges.append(ModuleEdge(from: from, to: to, declaration: location))
            }
        }
        let graph = ModuleGraph(modules: modules.map { module in
            Module(name: module.name, package: ".", kind: .implementation, path: "Sources/\(module.name)", files: module.files.count)
        }, edges: edges)
        return (graph, facts)
    }

    /// The graphs the pipeline builds from these facts.
    func build() -> (graph: ModuleGraph, types: TypeGraph, di: DIGraph) {
        let (graph, facts) = self.facts
        let graphIndex = Array(graph.indexOfInput.prefix(facts.count))
        return FactGraphs.build(graph: graph, facts: facts, graphIndex: graphIndex, jobs: 2)
    }
}
