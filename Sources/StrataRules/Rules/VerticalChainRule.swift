import StrataGraph

/// Reports chains of implementation modules stacked on each other (`A -> B -> C`) that hold more modules
/// than `maxLength`: every maximal chain, those that share their first edge reported once, as the longest.
///
/// Only implementation → implementation edges count: roots, interfaces, tests, externals and ignored
/// modules are left out. A cycle among implementation modules is cut first where the `cycle` rule
/// suggests cutting it (the same feedback edges, weighed the same way), so chains are those that
/// remain once the cycle is fixed that way. What is left is acyclic: a maximal chain starts at a top
/// module (no implementation module depends on it) and ends where nothing goes on. For each top module
/// and each dependency of it, the longest chain through that dependency is reported, at that import
/// (between equal lengths, the one whose module names come first).
public struct VerticalChainRule: Rule {
    public let documentation = RuleDocumentation.verticalChain

    /// How many modules a chain may hold unless `maxLength` says otherwise: `A -> B` is fine, `A -> B -> C` is not.
    static let defaultMaxLength = 2

    public var options: RuleOptionsSchema {
        RuleOptionsSchema(["maxLength": .integer(min: 1)])
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let maxLength = context.settings.integer("maxLength", default: Self.defaultMaxLength)
        let included = graph.modules.indices.map { graph.modules[$0].kind == .implementation && !context.isIgnored($0) }
        let dependencies = acyclicImplementationEdges(graph, included: included)
        let paths = longestPaths(nodeCount: graph.modules.count, isIncluded: { included[$0] },
                                 successors: { dependencies[$0] })
        var violations: [Violation] = []
        for top in graph.modules.indices where paths.isStart[top] {
            for first in dependencies[top] where paths.length[first] + 1 > maxLength {
                let chain = [top] + paths.path(from: first)
                violations.append(violation(chain, graph: graph, maxLength: maxLength, severity: context.severity))
            }
        }
        return violations
    }

    /// For each `included` module, the included modules it depends on (ascending), without the edges that
    /// break cycles among them; empty for the others.
    /// - Complexity: O(V + E) for the graph, plus ``feedbackEdges(members:successors:weight:)`` per cycle.
    private func acyclicImplementationEdges(_ graph: ModuleGraph, included: [Bool]) -> [[Int]] {
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
        return dependencies
    }

    private func violation(_ chain: [Int], graph: ModuleGraph, maxLength: Int, severity: Severity) -> Violation {
        let chainEdges = zip(chain, chain.dropFirst()).compactMap { graph.edge(from: $0, to: $1) }
        let names = chain.map { graph.modules[$0].name }
        return Violation(
            rule: id, severity: severity,
            message: Self.chain(names, maxLength: maxLength),
            location: chainEdges.first?.firstEvidence,
            modules: names,
            path: names,
            notes: chainEdges.map { edge in
                let from = graph.modules[edge.from].name, to = graph.modules[edge.to].name
                return Note(message: edge.isImported ? Self.imports(from, to) : Self.declares(from, to),
                            location: edge.firstEvidence)
            },
            edges: chainEdges.map { GraphEdgeReference(from: $0.from, to: $0.to) })
    }

    // MARK: - Messages

    static func chain(_ names: [String], maxLength: Int) -> String {
        "Vertical chain of \(names.count) implementation modules: \(names.joined(separator: " -> ")) (maxLength \(maxLength))."
    }

    static func imports(_ from: String, _ to: String) -> String {
        "\(from) imports \(to) here"
    }

    static func declares(_ from: String, _ to: String) -> String {
        "\(from) declares a dependency on \(to) here"
    }
}
