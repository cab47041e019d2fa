import StrataGraph

/// Reports an `import` of a workspace module in a file that mentions none of the types it makes visible.
///
/// Never reported: `@_exported` imports (they re-export), imports of external modules and of targets
/// without Swift sources (C targets: their types are unknown), and imports of a module that declares (or re-exports
/// a module that declares) extensions, operators, or file-scope functions, variables or macros, which a file can use
/// without naming a type.
public struct UnusedImportRule: Rule {
    public let documentation = RuleDocumentation.unusedImport

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let resolved = context.types.resolved
        return resolved.imports.compactMap { use -> Violation? in
            guard !use.isUsed, !use.attributes.contains("_exported"),
                  graph.modules[use.target].kind != .external,
                  // A C or Objective-C target has no Swift file whose types strata could see.
                  !graph.modules[use.target].hasNoSwiftFiles,
                  !context.isLeftOut(use.module), !context.isLeftOut(use.target),
                  ([use.target] + use.reexported).allSatisfy({ (resolved.traits[$0] ?? []).isEmpty })
            else { return nil }
            let from = graph.modules[use.module].name, to = graph.modules[use.target].name
            return Violation(rule: id, severity: context.severity, message: Self.message(from: from, to: to),
                             location: use.location, modules: [from, to],
                             edges: [GraphEdgeReference(from: use.module, to: use.target)],
                             fix: .removeImports([use.location], modules: [use.module]))
        }
    }

    // MARK: - Messages

    static func message(from: String, to: String) -> String {
        "\(from) imports \(to), but this file uses none of its types."
    }
}
