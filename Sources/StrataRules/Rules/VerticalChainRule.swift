import StrataConfiguration
import StrataGraph

/// Reports chains of implementation modules stacked on each other (`A -> B -> C`) that hold more modules
/// than `maxLength`: one warning per top module, for its longest chain, with a note counting the others.
///
/// Only implementation → implementation edges count: roots, interfaces, test support, tests, externals, modules
/// without Swift files that depend on no workspace module (binary frameworks, C targets) and ignored modules are left
/// out. A cycle among implementation
/// modules is cut first where the `cycle` rule suggests cutting it (the same feedback edges, weighed the same way), so
/// chains are those that remain once the cycle is fixed that way. What is left is acyclic: a maximal chain starts at a top
/// module (no implementation module depends on it) and ends where nothing goes on. For each top module
/// whose longest chain is too long, that chain is reported (between equal lengths, the one whose module
/// names come first) at the import that starts it, and the other too-long maximal chains from the same
/// top module are counted in a note.
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
        let chains = ImplementationChains(context)
        let paths = chains.longestDown()
        let tops = graph.modules.indices.filter { paths.isStart[$0] && paths.length[$0] > maxLength }
        guard !tops.isEmpty else { return [] }
        let counts = longPathCounts(nodeCount: graph.modules.count, holdingMoreThan: maxLength,
                                    isIncluded: { chains.included[$0] }, successors: { chains.dependencies[$0] })
        return tops.map { top in
            violation(paths.path(from: top), others: counts[top] - 1, graph: graph, maxLength: maxLength,
                      severity: context.severity)
        }
    }

    /// The warning for `chain`, the longest from its top module, which starts `others` more too-long chains.
    private func violation(_ chain: [Int], others: Int, graph: ModuleGraph, maxLength: Int,
                           severity: Severity) -> Violation {
        let chainEdges = zip(chain, chain.dropFirst()).compactMap { graph.edge(from: $0, to: $1) }
        let names = chain.map { graph.modules[$0].name }
        var notes = chainEdges.map { edge in
            let from = graph.modules[edge.from].name, to = graph.modules[edge.to].name
            return Note(message: (edge.isImported ? Self.imports(from, to) : Self.declares(from, to)) + edge.platformSuffix,
                        location: edge.firstEvidence)
        }
        if others > 0 { notes.append(Note(message: Self.otherChains(others, from: names[0], maxLength: maxLength))) }
        return Violation(
            rule: id, severity: severity,
            message: Self.chain(names, maxLength: maxLength),
            // At the import that starts the chain; down the chain when a tool wrote that one.
            location: chainEdges.lazy.compactMap(\.writtenEvidence).first ?? chainEdges.first?.firstEvidence,
            modules: names,
            path: names,
            notes: notes,
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

    /// `App starts 2 other chains longer than maxLength (2)`; counts past a million (which may have stopped
    /// growing at `Int.max`) are not spelled out.
    static func otherChains(_ count: Int, from top: String, maxLength: Int) -> String {
        let chains = count > 1_000_000 ? "more than a million other chains"
            : count == 1 ? "1 other chain" : "\(count) other chains"
        return "\(top) starts \(chains) longer than maxLength (\(maxLength))"
    }
}
