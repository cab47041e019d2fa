import StrataConfiguration
import StrataGraph

/// Reports an interface module that depends on an implementation module, or that declares a type of a
/// kind interfaces do not hold (by default a class or an actor; local types inside function bodies are
/// not counted). A test support module is never an interface, nor an implementation an interface may not
/// depend on.
public struct InterfacePurityRule: Rule {
    public let documentation = RuleDocumentation.interfacePurity

    /// The declaration kinds an interface module may hold unless `allowedDeclarations` says otherwise.
    static let defaultAllowedDeclarations = ["protocol", "enum", "struct", "typealias", "extension"]

    public var options: RuleOptionsSchema {
        RuleOptionsSchema(["allowedDeclarations": .strings])
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let allowed = context.settings.has("allowedDeclarations")
            ? context.settings.strings("allowedDeclarations")
            : Self.defaultAllowedDeclarations
        var violations: [Violation] = []
        for (index, module) in graph.modules.enumerated() where module.kind == .interface && !context.isLeftOut(index) {
            for edgeIndex in graph.outgoing[index] {
                let edge = graph.edges[edgeIndex]
                guard edge.to != index, graph.modules[edge.to].kind == .implementation, !context.isLeftOut(edge.to),
                      !context.isMacro(edge.to)
                else { continue }
                let target = graph.modules[edge.to].name
                violations.append(Violation(
                    rule: id, severity: context.severity,
                    message: edge.isImported
                        ? Self.importsImplementation(module.name, target)
                        : Self.dependsOnImplementation(module.name, target),
                    location: edge.firstEvidence,
                    modules: [module.name, target],
                    edges: [GraphEdgeReference(from: edge.from, to: edge.to)]))
            }
            // By index, not through `declarations(of:)`: a workspace's interfaces hold tens of thousands of
            // declarations, nearly all allowed, and copying each out costs more than the test.
            let declarations = context.types.declarations
            for position in context.types.byModule[index] ?? [] {
                guard !declarations[position].isLocal, !allowed.contains(declarations[position].kind) else { continue }
                let declaration = declarations[position]
                let name = (declaration.parents + [declaration.name]).joined(separator: ".")
                violations.append(Violation(
                    rule: id, severity: context.severity,
                    message: Self.declares(module.name, kind: declaration.kind, name: name, allowed: allowed),
                    location: declaration.location,
                    modules: [module.name]))
            }
        }
        return violations
    }

    // MARK: - Messages

    static func importsImplementation(_ interface: String, _ implementation: String) -> String {
        "\(interface) is an interface module but imports \(implementation), an implementation module; "
            + "an interface may depend only on other interfaces and external modules."
    }

    static func dependsOnImplementation(_ interface: String, _ implementation: String) -> String {
        "\(interface) is an interface module but depends on \(implementation), an implementation module; "
            + "an interface may depend only on other interfaces and external modules."
    }

    static func declares(_ interface: String, kind: String, name: String, allowed: [String]) -> String {
        let holds = allowed.isEmpty
            ? "no type declarations are allowed in interface modules"
            : "interface modules hold only \(list(allowed)) declarations"
        return "\(interface) is an interface module but declares \(kind) \(name); \(holds)."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
