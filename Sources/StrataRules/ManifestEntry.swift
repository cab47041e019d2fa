import StrataGraph
import StrataText

/// One entry of a target's dependency list in its build file, and the workspace modules it brings: one
/// target, or every target of a product. `unused-dependency` and `test-boundary` ask for its removal in the
/// same words.
struct ManifestEntry {
    /// The target or product name as written.
    var name: String
    var isProduct: Bool
    /// Where the build file writes it; the edge's declaration when the build file gives no positions.
    var location: SourceLocation
    var hasPosition: Bool
    var targets: [Int]

    /// The declared workspace dependencies of `module`, one per entry of its build file, in the file's order;
    /// one per declared edge when the context does not know the entries.
    /// - Parameter outgoing: the edges out of `module`.
    static func entries(of module: Int, outgoing: [ModuleEdge], context: RuleContext) -> [ManifestEntry] {
        let graph = context.graph
        let declaredEdges = outgoing.filter { $0.isDeclared && graph.modules[$0.to].kind != .external }
        guard let entries = context.workspace.declaredDependencies(of: module) else {
            return declaredEdges.compactMap { edge in
                edge.declaration.map {
                    ManifestEntry(name: graph.modules[edge.to].name, isProduct: false, location: $0, hasPosition: true,
                                  targets: [edge.to])
                }
            }
        }
        return entries.compactMap { entry in
            let targets = entry.modules.filter { $0 != module && graph.modules[$0].kind != .external }
            guard let first = targets.first,
                  let location = entry.location ?? declaredEdges.first(where: { $0.to == first })?.declaration
            else { return nil }
            return ManifestEntry(name: entry.name, isProduct: entry.isProduct, location: location,
                                 hasPosition: entry.location != nil, targets: targets)
        }
    }

    /// `Logging`, or `product Toolkit (modules ToolkitCore, ToolkitUI)`; `modules` are the names of ``targets``.
    func described(modules: [String]) -> String {
        if modules.count == 1, modules[0].hasSameBytes(as: name) { return modules[0] }
        return (isProduct ? "product " : "") + name
            + " (module\(modules.count == 1 ? "" : "s") " + modules.joined(separator: ", ") + ")"
    }

    /// `remove it from the dependencies of target 'Feature' (Package.swift:14)`: the fix, in words every build
    /// system's file reads in, at the entry's line when the build file gives one; in the words of a build system
    /// that has its own (`remove "//Modules/Chat" from deps of swift_library "Feed" (Modules/Feed/BUILD.bazel:12)`,
    /// naming a dependency on one module by that module's reference, a Bazel label).
    /// - Parameters:
    ///   - what: how the entry is named in the general words (`it`, `Logging`).
    ///   - target: the module whose build file holds the entry.
    func removal(of what: String = "it", from target: Int, context: RuleContext) -> String {
        let place = hasPosition ? "\(location.file):\(location.line)" : location.file
        if let template = context.workspace.dependencyFix(of: target), template.removal != nil {
            let reference = targets.count == 1 && template.reference != nil
                ? context.workspace.dependencyFix(of: targets[0])?.reference : nil
            if let words = template.removal(of: reference ?? name, at: place) { return words }
        }
        return "remove \(what) from the dependencies of target '\(context.graph.modules[target].name)' (\(place))"
    }
}
