import StrataGraph

/// Reports chains of implementation modules stacked on each other (`A -> B -> C`) longer than
/// `maxLength`: for every module at the top of such a chain, its longest one.
///
/// Only implementation → implementation edges count: roots, interfaces, tests, externals and ignored
/// modules are left out. A cycle of implementation modules (a `cycle` error already) is one link: the
/// edges inside it are not followed, so a chain enters it at one module and goes on from that module.
/// A chain starts at a module that no other implementation module outside its cycle depends on, and
/// is the longest from there (between equals, the one whose module names come first).
public struct VerticalChainRule: Rule {
    public let id = "vertical-chain"
    public let defaultSeverity = Severity.warning
    public let summary = "A chain of implementation modules depending on each other, longer than maxLength."

    /// How many modules a chain may hold unless `maxLength` says otherwise: `A -> B` is fine, `A -> B -> C` is not.
    public static let defaultMaxLength = 2

    public var options: RuleOptionsSchema {
        RuleOptionsSchema(["maxLength": .integer(min: 1)])
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let maxLength = context.settings.integer("maxLength", default: Self.defaultMaxLength)
        let paths = longestPaths(
            nodeCount: graph.modules.count,
            isIncluded: { graph.modules[$0].kind == .implementation && !context.isIgnored($0) },
            successors: graph.successors(of:))
        var violations: [Violation] = []
        for start in graph.modules.indices where paths.isStart[start] && paths.length[start] > maxLength {
            let chain = paths.path(from: start)
            let chainEdges = zip(chain, chain.dropFirst()).compactMap { graph.edge(from: $0, to: $1) }
            let names = chain.map { graph.modules[$0].name }
            violations.append(Violation(
                rule: id, severity: context.severity,
                message: Self.chain(names, maxLength: maxLength),
                location: chainEdges.first?.firstEvidence,
                modules: names,
                path: names,
                notes: chainEdges.map { note(for: $0, in: graph) },
                edges: chainEdges.map { GraphEdgeReference(from: $0.from, to: $0.to) }))
        }
        return violations
    }

    /// Where the edge comes from: its first import, or its manifest declaration.
    private func note(for edge: ModuleEdge, in graph: ModuleGraph) -> Note {
        let from = graph.modules[edge.from].name, to = graph.modules[edge.to].name
        return Note(message: edge.isImported ? Self.imports(from, to) : Self.declares(from, to), location: edge.firstEvidence)
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
