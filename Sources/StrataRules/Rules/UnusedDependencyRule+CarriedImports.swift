import StrataGraph

extension UnusedDependencyRule {
    /// What modules import without declaring it, and get through the dependencies declared below them: a workspace
    /// module, or an external module (a remote package's product) that a module below declares.
    ///
    /// An entry on a declared path from such a module to what it imports carries that import, unless the module also
    /// reaches it through dependencies that are imported, which no removal touches. Keeping every such entry makes
    /// the removals strata advises safe together, not only one at a time: two helpers' entries that each bring
    /// `NeedleFoundation` to the features are not both unused because each could go while the other stays
    /// (team-aliens/DMS-iOS). `undeclared-dependency` asks the importer to declare it; then the entries may go.
    struct CarriedImports {
        private let graph: ModuleGraph
        /// For each module, the workspace modules it imports and does not declare.
        private var undeclaredModules: [[Int]]
        /// For each module, the external modules it imports and does not declare.
        private let undeclaredExternals: [Set<String>]
        /// The modules that declare each external module.
        private var providers: [String: [Int]] = [:]
        /// For each module, the modules that declare a dependency on it.
        private var declaredBy: [[Int]]
        private var dependents: [Int: Set<Int>] = [:]
        private var importedReach: [Int: Set<Int>] = [:]

        /// - Parameters:
        ///   - externalImported: per module, the external modules it imports without declaring them.
        ///   - externalDeclared: per module, the external modules it declares.
        init(_ graph: ModuleGraph, externalImported: [Set<String>], externalDeclared: [Set<String>]) {
            self.graph = graph
            undeclaredExternals = externalImported
            undeclaredModules = Array(repeating: [], count: graph.modules.count)
            declaredBy = Array(repeating: [], count: graph.modules.count)
            for edge in graph.edges where edge.from != edge.to {
                if edge.isDeclared { declaredBy[edge.to].append(edge.from) }
                if edge.isImported && !edge.isDeclared { undeclaredModules[edge.from].append(edge.to) }
            }
            for (module, names) in externalDeclared.enumerated() {
                for name in names { providers[name, default: []].append(module) }
            }
        }

        /// Whether the entry of `module` on a dependency carries an import of a module that reaches `module` through
        /// declared dependencies (or of `module` itself): an import of one of `below` (the dependency and what it
        /// declares, transitively), or of an external module one of them declares, that the importer reaches through
        /// no imported dependencies.
        mutating func carries(_ module: Int, below: Set<Int>) -> Bool {
            for importer in dependentsOrSelf(module) {
                let needs = undeclaredModules[importer].filter(below.contains)
                let externals = undeclaredExternals[importer].compactMap { name in
                    providers[name].flatMap { $0.contains(where: below.contains) ? $0 : nil }
                }
                guard !needs.isEmpty || !externals.isEmpty else { continue }
                let reached = importedReach(from: importer)
                if needs.contains(where: { !reached.contains($0) }) { return true }
                if externals.contains(where: { providers in !providers.contains(where: reached.contains) }) { return true }
            }
            return false
        }

        /// `module` and every module that declares a dependency on it, directly or through others.
        private mutating func dependentsOrSelf(_ module: Int) -> Set<Int> {
            if let known = dependents[module] { return known }
            var seen: Set<Int> = [module]
            var pending = [module]
            while let next = pending.popLast() {
                for dependent in declaredBy[next] where seen.insert(dependent).inserted { pending.append(dependent) }
            }
            dependents[module] = seen
            return seen
        }

        /// The modules `start` reaches through dependencies that are declared and imported (an import no platform
        /// compiles counts), which strata never calls unused.
        private mutating func importedReach(from start: Int) -> Set<Int> {
            if let known = importedReach[start] { return known }
            var seen: Set<Int> = [start]
            var pending = [start]
            while let next = pending.popLast() {
                for index in graph.outgoing[next] {
                    let edge = graph.edges[index]
                    guard edge.isDeclared, edge.isImported || !edge.inactiveImports.isEmpty else { continue }
                    if seen.insert(edge.to).inserted { pending.append(edge.to) }
                }
            }
            importedReach[start] = seen
            return seen
        }
    }
}
