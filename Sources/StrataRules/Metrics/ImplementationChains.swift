import StrataGraph

/// The implementation → implementation edges that chains are made of, as `vertical-chain` reads them and
/// `strata metrics` measures them: roots, interfaces, test support, tests, externals, macros, modules without Swift
/// files that depend on no workspace module, and ignored modules are left out, and each cycle among the rest is cut
/// where the `cycle` rule suggests cutting it.
struct ImplementationChains {
    /// For each module, whether it takes part in chains.
    let included: [Bool]
    /// For each included module, the included modules it depends on (ascending), without the edges that
    /// break cycles among them; empty for the others. Acyclic.
    let dependencies: [[Int]]

    /// - Complexity: O(V + E) for the graph, plus ``feedbackEdges(members:successors:weight:)`` per cycle.
    init(_ context: RuleContext) {
        let graph = context.graph
        let included = graph.modules.indices.map {
            graph.modules[$0].kind == .implementation && !context.isLeftOut($0) && !context.isMacro($0)
                // A module with no Swift file that depends on no workspace module (a prebuilt binary framework, a C
                // target) is a leaf of what the app links, not a layer stacked on others (Lakr233/Rayon's libssh2 `CSSH`).
                && !(graph.modules[$0].hasNoSwiftFiles && Self.dependsOnNoWorkspaceModule($0, graph))
        }
        var dependencies = graph.modules.indices.map { module in
            included[module] ? graph.successors(of: module).filter { $0 != module && included[$0] } : []
        }
        let components = stronglyConnectedComponents(nodeCount: graph.modules.count) { dependencies[$0] }
        for component in components where component.count > 1 {
            let members = Set(component)
            let cut = feedbackEdges(
                members: component,
                successors: { dependencies[$0].filter(members.contains) },
                weight: { from, to in graph.edge(from: from, to: to).map(CycleRule.removalCost) ?? 1 })
            for edge in cut { dependencies[edge.from].removeAll { $0 == edge.to } }
        }
        self.included = included
        self.dependencies = dependencies
    }

    /// Whether `module` depends on no module of the workspace (external ones aside).
    private static func dependsOnNoWorkspaceModule(_ module: Int, _ graph: ModuleGraph) -> Bool {
        graph.successors(of: module).allSatisfy { $0 == module || graph.modules[$0].kind == .external }
    }

    /// The longest chain from every included module.
    /// - Complexity: O(V + E).
    func longestDown() -> LongestPaths {
        longestPaths(nodeCount: included.count, isIncluded: { included[$0] }, successors: { dependencies[$0] })
    }

    /// For each module, the most modules of a chain through it: the longest chain that ends at it and the
    /// longest that starts there, joined; `0` for a module that takes part in none.
    /// - Complexity: O(V + E).
    func longestThrough() -> [Int] {
        var dependents = [[Int]](repeating: [], count: included.count)
        for (module, targets) in dependencies.enumerated() {
            for target in targets { dependents[target].append(module) }
        }
        let down = longestDown()
        let up = longestPaths(nodeCount: included.count, isIncluded: { included[$0] }, successors: { dependents[$0] })
        return included.indices.map { included[$0] ? up.length[$0] + down.length[$0] - 1 : 0 }
    }
}
