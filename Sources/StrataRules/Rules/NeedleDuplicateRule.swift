import StrataGraph
import StrataText

/// Reports two needle components, or two dependency protocols, with one name in one DI graph.
///
/// A DI graph is what one run of needle's generator sees from one root: the components a root reaches through parent
/// links (a link to an ambiguous name reaches every candidate) and the component classes they inherit from, and the
/// dependency protocols they name (every candidate of an ambiguous name). Same-named components of separate graphs
/// (one per feature module, or an app and its demo apps that build one library component) are fine.
public struct NeedleDuplicateRule: Rule {
    public let documentation = RuleDocumentation.needleDuplicate

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.components
        var violations: [Violation] = []
        var reported = Set<[Int]>()
        for reached in Self.graphs(graph) {
            let components = reached.map { graph.components[$0] }
            let componentMembers = duplicates(components.map(\.name)).map { $0.map { reached[$0] } }
            for members in componentMembers where reported.insert([0] + members).inserted {
                violations.append(violation(members.map { (graph.components[$0].name, graph.components[$0].module,
                                                           graph.components[$0].location) },
                                            kind: "components", context: context))
            }
            let named = Set(components.flatMap(\.dependencies)).sorted()
            for members in duplicates(named.map { graph.dependencies[$0].name }).map({ $0.map { named[$0] } })
            where reported.insert([1] + members).inserted {
                violations.append(violation(members.map { (graph.dependencies[$0].name, graph.dependencies[$0].module,
                                                           graph.dependencies[$0].location) },
                                            kind: "dependency protocols", context: context))
            }
        }
        return violations
    }

    /// The components each root reaches, ascending, roots in index order: a root is a component no link makes a child
    /// of; components that no root reaches (a cycle of parents) start graphs of their own, in index order.
    private static func graphs(_ graph: ComponentGraph) -> [[Int]] {
        let count = graph.components.count
        var next = [[Int]](repeating: [], count: count)
        var isChild = [Bool](repeating: false, count: count)
        for link in graph.links {
            next[link.parent] += link.children
            for child in link.children { isChild[child] = true }
        }
        for (index, component) in graph.components.enumerated() {
            if let superclass = component.superclass { next[index].append(superclass) }
        }
        var everReached = [Bool](repeating: false, count: count)
        var result: [[Int]] = []
        func reach(from start: Int) {
            var seen: Set<Int> = [start]
            var pending = [start]
            while let current = pending.popLast() {
                everReached[current] = true
                for following in next[current] where seen.insert(following).inserted { pending.append(following) }
            }
            result.append(seen.sorted())
        }
        for root in 0..<count where !isChild[root] { reach(from: root) }
        for start in 0..<count where !everReached[start] { reach(from: start) }
        return result
    }

    /// The positions in `names` of each name held more than once, each group ascending, groups by their first position.
    private func duplicates(_ names: [String]) -> [[Int]] {
        var groups: [NameKey: [Int]] = [:]
        var order: [NameKey] = []
        for (position, name) in names.enumerated() {
            let key = NameKey(name)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        return order.compactMap { groups[$0].flatMap { $0.count > 1 ? $0 : nil } }
    }

    /// One violation for same-named `members`, at the first of them, with a note per member.
    private func violation(_ members: [(name: String, module: Int, location: SourceLocation)], kind: String,
                           context: RuleContext) -> Violation {
        let name = members[0].name
        let modules = members.map { context.graph.modules[$0.module].name }
        let notes = members.map { member in
            Note(message: "\(name) is declared in \(context.graph.modules[member.module].name) here", location: member.location)
        }
        return Violation(rule: id, severity: context.severity, message: Self.message(kind, name, modules),
                         location: members[0].location, modules: modules, components: [name], notes: notes)
    }

    // MARK: - Messages

    static func message(_ kind: String, _ name: String, _ modules: [String]) -> String {
        "Needle does not support \(kind) with the same name \(name): \(modules.count) are declared in one DI graph "
            + "(\(modules.joined(separator: ", ")))."
    }
}
