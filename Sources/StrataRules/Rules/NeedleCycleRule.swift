import StrataGraph
import StrataText

/// Reports every cycle of needle parent links: components that instantiate each other.
public struct NeedleCycleRule: Rule {
    public let documentation = RuleDocumentation.needleCycle

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.components
        let groups = stronglyConnectedComponents(nodeCount: graph.components.count) { graph.children[$0] }
        return groups.compactMap { group in
            guard let start = group.first else { return nil }
            let members = Set(group)
            guard group.count > 1 || graph.children[start].contains(start),
                  let cycle = shortestCycle(through: start, isMember: members.contains, successors: { graph.children[$0] })
            else { return nil }
            let closed = cycle + [cycle[0]]
            let names = closed.map { graph.components[$0].name }
            let notes = zip(closed, closed.dropFirst()).compactMap { parent, child -> Note? in
                guard let link = graph.links.first(where: { $0.parent == parent && $0.children == [child] }) else { return nil }
                return Note(message: "\(graph.components[parent].name) instantiates \(graph.components[child].name) here",
                            location: link.location)
            }
            let modules = group.map { context.graph.modules[graph.components[$0].module].name }
            return Violation(rule: id, severity: context.severity, message: Self.message(names),
                             location: notes.first?.location ?? graph.components[start].location,
                             modules: Array(Set(modules)).sorted { $0.precedesInBytes($1) }, path: names,
                             components: group.map { graph.components[$0].name }, notes: notes)
        }
    }

    // MARK: - Messages

    static func message(_ names: [String]) -> String {
        "Dependency cycle detected along the path of \(names.joined(separator: "->"))."
    }
}
