import StrataGraph

/// Reports a module that imports itself: the compiler ignores such an import with a warning, so it is no
/// cycle, but it is dead code that reads like a dependency. `@_exported import` of its own name is not reported:
/// it is how the Swift overlay of a C or Objective-C module (a rules_swift `swift_overlay`, an SDK overlay)
/// re-exports the module's C part.
public struct SelfImportRule: Rule {
    public let documentation = RuleDocumentation.selfImport

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        return graph.edges.compactMap { edge in
            let imports = edge.imports.writtenFirst.filter { !$0.attributes.contains("_exported") }
            guard edge.from == edge.to, let first = imports.first, !context.isLeftOut(edge.from) else { return nil }
            let name = graph.modules[edge.from].name
            return Violation(
                rule: id, severity: context.severity, message: Self.message(module: name),
                location: first.location, modules: [name],
                notes: imports.dropFirst().map { Note(message: "\(name) also imports itself here", location: $0.location) },
                edges: [GraphEdgeReference(from: edge.from, to: edge.to)],
                fix: .removeImports(imports.filter { !$0.isGenerated }.map(\.location), modules: [edge.from]))
        }
    }
}

// MARK: - Messages

extension SelfImportRule {
    /// `Analytics imports itself; the compiler ignores the import with a warning: remove it.`
    fileprivate static func message(module: String) -> String {
        "\(module) imports itself; the compiler ignores the import with a warning: remove it."
    }
}
