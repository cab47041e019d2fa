import StrataGraph

extension GraphMetrics {
    /// The declaration kinds that count as types for abstractness.
    static let typeKinds: Set<String> = ["class", "struct", "enum", "actor", "protocol"]

    /// Measures the graph a rule context holds: its modules (with their lines), edges and declared types,
    /// and what its configuration says about modules (`modules.ignore` leaves a module out of chains).
    /// - Complexity: O(⌈V / 64⌉ × (V + E)) for the rebuild impact, O(V + E) for the rest, plus the
    ///   cycle cuts of ``ImplementationChains``.
    public init(_ context: RuleContext) {
        let graph = context.graph
        let count = graph.modules.count
        let isWorkspace = graph.modules.map { $0.kind != .external }
        let dependencies = graph.modules.indices.map { module in
            isWorkspace[module] ? graph.successors(of: module).filter { $0 != module && isWorkspace[$0] } : []
        }
        var fanIn = [Int](repeating: 0, count: count)
        for targets in dependencies {
            for target in targets { fanIn[target] += 1 }
        }
        let condensation = Condensation(nodeCount: count) { dependencies[$0] }
        let lines = graph.modules.map(\.lines)
        let dependents = condensation.ancestorTotals(weight: lines)
        let depths = condensation.depths()
        let chains = ImplementationChains(context).longestThrough()
        modules = graph.modules.indices.map { index in
            let module = graph.modules[index]
            let types = context.types.declarations(of: index).filter { !$0.isLocal && Self.typeKinds.contains($0.kind) }
            return ModuleMetrics(
                name: module.name, package: module.package, kind: module.kind, files: module.files, lines: module.lines,
                fanIn: fanIn[index], fanOut: dependencies[index].count,
                impact: dependents.counts[index], impactLines: dependents.weights[index],
                depth: depths[condensation.componentOf[index]], chain: chains[index],
                types: types.count, protocols: types.count { $0.kind == "protocol" })
        }
        files = graph.modules.reduce(0) { $0 + $1.files }
        self.lines = lines.reduce(0, +)
        edges = dependencies.reduce(0) { $0 + $1.count }
        implementationEdges = dependencies.indices.reduce(0) { total, module in
            guard graph.modules[module].kind == .implementation else { return total }
            return total + dependencies[module].count { graph.modules[$0].kind == .implementation }
        }
        cycles = condensation.members.count { $0.count > 1 }
        let componentLines = condensation.members.map { $0.reduce(0) { $0 + lines[$1] } }
        let path = condensation.heaviestPath(weight: componentLines)
        criticalPath = path.flatMap { condensation.members[$0] }
        criticalPathLines = path.reduce(0) { $0 + componentLines[$1] }
        longestChain = chains.max() ?? 0
    }
}
