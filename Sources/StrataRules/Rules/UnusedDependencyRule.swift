import StrataGraph

/// Reports a workspace dependency that a target declares in its manifest while none of its files imports
/// it, nor a module it re-exports (`@_exported import`); dependencies on macro and executable targets,
/// which are used without an import, are left alone.
public struct UnusedDependencyRule: Rule {
    public let id = "unused-dependency"
    public let defaultSeverity = Severity.warning
    public let summary = "A workspace dependency declared in the manifest that no file of the target imports."

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        var reExports = ReExports(graph)
        var violations: [Violation] = []
        // A target without scanned Swift files (a C target, a folder not found) tells nothing about its imports.
        for module in graph.modules.indices
        where graph.isManifestTarget(module) && graph.modules[module].files > 0 && !context.isIgnored(module) {
            let outgoing = graph.outgoing[module].map { graph.edges[$0] }.filter { $0.to != module }
            let imported = Set(outgoing.filter(\.isImported).map(\.to))
            let declared = Set(outgoing.filter(\.isDeclared).map(\.to))
            for group in Self.declarations(outgoing, graph: graph) {
                let checked = group.targets.filter { target in
                    !context.isIgnored(target) && !Self.isUsedWithoutImport(context.workspace.targetKind(of: target))
                }
                guard checked.count == group.targets.count, !checked.isEmpty else { continue }
                let used = checked.contains { target in
                    // A dependency declared to get a re-exported module is used when that module is imported
                    // and not declared directly.
                    imported.contains(target) || reExports.closure(of: target).contains {
                        imported.contains($0) && !declared.contains($0)
                    }
                }
                if !used { violations.append(violation(module: module, group: group, context: context)) }
            }
        }
        return violations
    }

    /// One manifest entry and the modules it brings: one target, or every target of a product.
    private struct Declaration {
        var location: SourceLocation
        var targets: [Int]
    }

    /// The declared workspace dependencies of a module, grouped by the manifest entry that declares them,
    /// in the order of their locations.
    private static func declarations(_ outgoing: [ModuleEdge], graph: ModuleGraph) -> [Declaration] {
        var groups: [Declaration] = []
        var indexByLocation: [SourceLocation: Int] = [:]
        for edge in outgoing where graph.modules[edge.to].kind != .external {
            guard let location = edge.declaration else { continue }
            if let index = indexByLocation[location] {
                groups[index].targets.append(edge.to)
            } else {
                indexByLocation[location] = groups.count
                groups.append(Declaration(location: location, targets: [edge.to]))
            }
        }
        return groups.sorted { $0.location.precedes($1.location) }
    }

    /// Macro targets are named by `#externalMacro(module:type:)`, and executables are depended on to be
    /// built (to run them from tests, say): neither needs an import to be used.
    private static func isUsedWithoutImport(_ kind: TargetKind?) -> Bool {
        kind == .macro || kind == .executable
    }

    /// The name of the product a declaration of several modules names: the product of their package
    /// that holds exactly them.
    private func product(of group: Declaration, context: RuleContext) -> String? {
        guard group.targets.count > 1, let first = group.targets.first,
              let package = context.workspace.package(at: context.graph.modules[first].package) else { return nil }
        let names = Set(group.targets.map { NameKey(context.graph.modules[$0].name) })
        return package.products.first { Set($0.targets.map(NameKey.init)) == names }?.name
    }

    private func violation(module: Int, group: Declaration, context: RuleContext) -> Violation {
        let graph = context.graph
        let names = group.targets.map { graph.modules[$0].name }
        return Violation(
            rule: id, severity: context.severity,
            message: Self.message(target: graph.modules[module].name, dependencies: names,
                                  product: product(of: group, context: context), at: group.location),
            location: group.location,
            modules: [graph.modules[module].name] + names,
            edges: group.targets.map { GraphEdgeReference(from: module, to: $0) })
    }
}

// MARK: - Messages

extension UnusedDependencyRule {
    /// `Feature declares a dependency on Logging, but none of its files imports it: remove it from the
    /// dependencies of target 'Feature' (Package.swift:14).`
    fileprivate static func message(target: String, dependencies: [String], product: String?,
                                    at location: SourceLocation) -> String {
        let what = dependencies.count == 1
            ? dependencies[0] + ", but none of its files imports it"
            : (product.map { "product \($0) (" } ?? "a product (") + "modules " + dependencies.joined(separator: ", ")
                + "), but none of its files imports any of them"
        return "\(target) declares a dependency on \(what): remove it from the dependencies of target "
            + "'\(target)' (\(location.file):\(location.line))."
    }
}
