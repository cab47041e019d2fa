import StrataGraph
import StrataText

/// Reports two needle components, or two dependency protocols, with one name in one DI graph.
///
/// A DI graph is what one run of needle's generator sees: components joined by parent links (a link to
/// an ambiguous name joins every candidate) and the dependency protocols they name (every candidate of
/// an ambiguous name). Same-named components of separate graphs (one per feature module) are fine.
public struct NeedleDuplicateRule: Rule {
    public let documentation = RuleDocumentation.needleDuplicate

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.components
        let componentCount = graph.components.count
        // Nodes: components, then dependency protocols.
        var sets = DisjointSets(count: componentCount + graph.dependencies.count)
        for link in graph.links {
            for child in link.children { sets.union(link.parent, child) }
        }
        for (index, component) in graph.components.enumerated() {
            for dependency in component.dependencies { sets.union(index, componentCount + dependency) }
            if let superclass = component.superclass { sets.union(index, superclass) }
        }
        var violations: [Violation] = []
        let components = graph.components.enumerated().map {
            ($0.element.name, $0.element.module, $0.element.location, sets.find($0.offset))
        }
        violations += duplicates(components, kind: "components", context: context)
        let protocols = graph.dependencies.enumerated().map {
            ($0.element.name, $0.element.module, $0.element.location, sets.find(componentCount + $0.offset))
        }
        violations += duplicates(protocols, kind: "dependency protocols", context: context)
        return violations
    }

    /// One violation per name held by several entries of one set, at the first of them, with a note per entry.
    private func duplicates(_ entries: [(name: String, module: Int, location: SourceLocation, set: Int)], kind: String,
                            context: RuleContext) -> [Violation] {
        var groups: [NameKey: [Int]] = [:]
        var order: [NameKey] = []
        for (index, entry) in entries.enumerated() {
            let key = NameKey("\(entry.set)|\(entry.name)")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { key -> Violation? in
            guard let members = groups[key], members.count > 1 else { return nil }
            let name = entries[members[0]].name
            let modules = members.map { context.graph.modules[entries[$0].module].name }
            let notes = members.map { member in
                Note(message: "\(name) is declared in \(context.graph.modules[entries[member].module].name) here",
                     location: entries[member].location)
            }
            return Violation(rule: id, severity: context.severity, message: Self.message(kind, name, modules),
                             location: entries[members[0]].location, modules: modules, components: [name], notes: notes)
        }
    }

    // MARK: - Messages

    static func message(_ kind: String, _ name: String, _ modules: [String]) -> String {
        "Needle does not support \(kind) with the same name \(name): \(modules.count) are declared in one DI graph "
            + "(\(modules.joined(separator: ", ")))."
    }
}
