import StrataGraph
import StrataText

/// Reports every requirement of a needle dependency protocol that no ancestor provides along a DI branch.
///
/// For each component and each property of its dependency protocol, the branches from a root to the
/// component on which no ancestor (the component itself excluded) has a property of that name and type
/// are reported, one violation per requirement and branch, in needle's words. At most
/// ``maxBranchesPerRequirement`` branches are listed per requirement; the last one then counts the rest.
public struct NeedleMissingProviderRule: Rule {
    public let documentation = RuleDocumentation.needleMissingProvider

    public init() {}

    /// How many branches are reported per (component, requirement); a graph of parent links can hold
    /// exponentially many.
    static let maxBranchesPerRequirement = 20

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.components
        let providers = graph.components.indices.map(graph.allProviders(of:))
        let hidden = graph.components.indices.map(graph.allInaccessible(of:))
        var violations: [Violation] = []
        for (index, component) in graph.components.enumerated() {
            guard !component.isRoot, !component.isAbstract, !component.needsNothing, component.dependencies.count == 1
            else { continue }
            let dependency = graph.dependencies[component.dependencies[0]]
            for requirement in dependency.requirements {
                let (paths, total) = boundedPaths(
                    to: index, limit: Self.maxBranchesPerRequirement,
                    isSource: { graph.components[$0].isRoot && graph.parents[$0].isEmpty },
                    canPass: { node in !providers[node].contains { $0.matches(requirement) } },
                    predecessors: { graph.parents[$0] }, successors: { graph.children[$0] })
                for (number, path) in paths.enumerated() {
                    var violation = self.violation(for: requirement, of: dependency, along: path, in: graph,
                                                   providers: providers, hidden: hidden, context: context)
                    if number == paths.count - 1, let more = Self.moreBranches(listed: paths.count, total: total) {
                        violation.notes.append(Note(message: more))
                    }
                    violations.append(violation)
                }
            }
        }
        return violations
    }

    private func violation(for requirement: DIProperty, of dependency: DependencyProtocol, along path: [Int],
                           in graph: ComponentGraph, providers: [[DIProperty]], hidden: [[DIProperty]],
                           context: RuleContext) -> Violation {
        let names = path.map { graph.components[$0].name }
        var message = Self.message(requirement, dependency: dependency.name, branch: names)
        // Needle's second pass: the nearest ancestor with properties of the same type, under other names.
        let ancestors = path.dropLast().reversed()
        let wanted = requirement.comparableType
        for ancestor in ancestors {
            var matches: [String] = []
            for property in providers[ancestor] where property.comparableType.hasSameBytes(as: wanted)
                && !matches.contains(property.name) {
                matches.append(property.name)
            }
            if !matches.isEmpty {
                message += " " + Self.suggestion(matches, at: graph.components[ancestor].name)
                break
            }
        }
        var notes: [Note] = []
        for ancestor in ancestors {
            for property in hidden[ancestor] where property.name.hasSameBytes(as: requirement.name) {
                notes.append(Note(message: Self.hiddenNote(graph.components[ancestor].name, property), location: property.location))
            }
        }
        var modules: [String] = []
        for node in path {
            let module = context.graph.modules[graph.components[node].module].name
            if !modules.contains(module) { modules.append(module) }
        }
        return Violation(rule: id, severity: context.severity, message: message, location: requirement.location,
                         modules: modules, path: names,
                         components: [names[names.count - 1], "\(dependency.name).\(requirement.name)"], notes: notes)
    }

    // MARK: - Messages

    /// needle's generator message, word for word.
    static func message(_ requirement: DIProperty, dependency: String, branch: [String]) -> String {
        "Could not find a provider for (\(requirement.name): \(requirement.type)) which was required by \(dependency), "
            + "along the DI branch of ^->\(branch.joined(separator: "->"))."
    }

    static func suggestion(_ names: [String], at component: String) -> String {
        "Found possible matches [\(names.joined(separator: ", "))] at \(component)."
    }

    static func hiddenNote(_ component: String, _ property: DIProperty) -> String {
        let why = property.access == "private" || property.access == "fileprivate"
            ? "it is \(property.access ?? "private")" : "its extension is private"
        return "\(component) declares \(property.name): \(property.type), but \(why): needle cannot read it"
    }

    static func moreBranches(listed: Int, total: Int?) -> String? {
        guard listed >= maxBranchesPerRequirement else { return nil }
        guard let total else { return "more DI branches may lack it; only \(listed) are listed" }
        guard total > listed else { return nil }
        return "\(total - listed) more DI branches lack it; only \(listed) are listed"
    }
}
