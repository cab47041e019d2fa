import StrataGraph
import StrataText

/// Reports an EasyDi `addSubstitution(for: "key")` whose key names no definition of its assembly.
///
/// The assembly is the receiver's when strata can tell (`T.instance().addSubstitution`, or `self` inside
/// an assembly); otherwise the key must name a definition of some assembly of the workspace.
public struct EasyDiUnknownSubstitutionRule: Rule {
    public let documentation = RuleDocumentation.easydiUnknownSubstitution

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.assemblies
        return graph.substitutions.compactMap { substitution in
            let message: String
            var components = [substitution.key]
            if let assembly = substitution.assembly {
                guard !graph.defines(substitution.key, in: assembly) else { return nil }
                let keys = Self.keys(of: assembly, in: graph)
                message = Self.message(substitution.key, assembly: graph.assemblies[assembly].name, keys: keys)
                components.insert(graph.assemblies[assembly].name, at: 0)
            } else {
                guard !graph.assemblies.indices.contains(where: { graph.defines(substitution.key, in: $0) }) else { return nil }
                message = Self.message(substitution.key, assembly: nil, keys: [])
            }
            return Violation(rule: id, severity: context.severity, message: message, location: substitution.location,
                             modules: [context.graph.modules[substitution.module].name], components: components)
        }
    }

    /// The definition keys of an assembly and the assemblies it inherits from, sorted, unique.
    private static func keys(of assembly: Int, in graph: AssemblyGraph) -> [String] {
        var keys: [String] = []
        var seen: Set<Int> = []
        var current: Int? = assembly
        while let index = current, seen.insert(index).inserted {
            for definition in graph.assemblies[index].definitions where !keys.contains(definition.key) {
                keys.append(definition.key)
            }
            current = graph.assemblies[index].superclass
        }
        return keys.sorted { $0.precedesInBytes($1) }
    }

    // MARK: - Messages

    static func message(_ key: String, assembly: String?, keys: [String]) -> String {
        guard let assembly else {
            return "No assembly of the workspace defines \"\(key)\": this substitution never applies."
        }
        let known = keys.isEmpty ? "it has no definitions" : "its definitions are " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        return "\(assembly) has no definition \"\(key)\" (\(known)): this substitution never applies."
    }
}
