import StrataGraph

/// Reports every strongly connected component of the module graph with more than one module, as its
/// shortest cycle through the component's smallest module. A module that imports itself is no cycle (the
/// compiler ignores the import): `self-import` reports it. A phantom (``Module/isPhantom``) is in no cycle.
public struct CycleRule: Rule {
    public let documentation = RuleDocumentation.cycle

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        // A phantom (its sources do not exist) builds nothing: no cycle goes through it.
        let phantoms = Set(graph.modules.indices.filter { graph.modules[$0].isPhantom })
        let successors = { (module: Int) -> [Int] in
            if phantoms.isEmpty { return graph.successors(of: module) }
            if phantoms.contains(module) { return [] }
            return graph.successors(of: module).filter { !phantoms.contains($0) }
        }
        let components = stronglyConnectedComponents(nodeCount: graph.modules.count, successors: successors)
        return components.compactMap { component in
            guard component.count > 1 else { return nil }
            let members = Set(component)
            // Members are sorted by index, and modules by name: the first is the smallest.
            guard let start = component.first,
                  let cycle = shortestCycle(through: start, isMember: members.contains, successors: successors)
            else { return nil }
            return violation(for: cycle, component: component, graph: graph, severity: context.severity)
        }
    }

    private func violation(for cycle: [Int], component: [Int], graph: ModuleGraph, severity: Severity) -> Violation {
        let closed = cycle + [cycle[0]]
        let cycleEdges = zip(closed, closed.dropFirst()).compactMap { graph.edge(from: $0, to: $1) }
        let names = closed.map { graph.modules[$0].name }
        var message = "Import cycle: \(names.joined(separator: " -> "))."
        if component.count > cycle.count {
            let memberNames = component.map { graph.modules[$0].name }
            message += " It is part of a group of \(component.count) modules that depend on each other: "
                + memberNames.joined(separator: ", ") + "."
        }
        let members = Set(component)
        let breaking = feedbackEdges(
            members: component,
            successors: { graph.successors(of: $0).filter(members.contains) },
            weight: { from, to in graph.edge(from: from, to: to).map(Self.removalCost) ?? 1 })
        let removable = breaking.compactMap { graph.edge(from: $0.from, to: $0.to) }
        let described = removable.map { describe($0, in: graph) }
        message += " It could be made acyclic by removing: " + described.joined(separator: ", ") + "."
        // The members' own edges, not a scan of every edge of the graph per cycle. Members ascend and each
        // module's outgoing edges ascend by target, so this is the graph's (from, to) order.
        let highlighted = component.flatMap { graph.outgoing[$0] }.map { graph.edges[$0] }
            .filter { members.contains($0.to) }
        return Violation(
            rule: id, severity: severity, message: message,
            // Where the fix is: the first edge it suggests removing, the likeliest to be the one that closed the
            // cycle; at evidence people wrote, in a generated file only when no edge has any.
            location: removable.lazy.compactMap(\.writtenEvidence).first ?? cycleEdges.lazy.compactMap(\.writtenEvidence).first
                ?? cycleEdges.lazy.compactMap(\.firstEvidence).first,
            modules: names,
            notes: cycleEdges.flatMap { evidenceNotes(for: $0, in: graph) },
            edges: highlighted.map { GraphEdgeReference(from: $0.from, to: $0.to) },
            group: component.count > cycle.count ? component.map { graph.modules[$0].name } : []
        )
    }

    /// `ModuleC -> ModuleB (1 import, uses BClass)`, `… (2 imports, uses no type)` or `… (declared only)`.
    private func describe(_ edge: ModuleEdge, in graph: ModuleGraph) -> String {
        var evidence = edge.imports.isEmpty
            ? "declared only"
            : "\(edge.imports.count) import" + (edge.imports.count == 1 ? "" : "s")
        if !edge.imports.isEmpty {
            let named = edge.uses.prefix(Self.maxTypesNamed).map(\.type).joined(separator: ", ")
            let more = edge.uses.count - Self.maxTypesNamed
            evidence += edge.uses.isEmpty ? ", uses no type" : ", uses " + named + (more > 0 ? " and \(more) more" : "")
        }
        if !edge.platforms.isEmpty { evidence += ", " + PlatformWording.only(edge.platforms) }
        return "\(graph.modules[edge.from].name) -> \(graph.modules[edge.to].name) (\(evidence))"
    }

    /// One note per import behind the edge (at most ``maxImportNotes``), or the manifest line that declares it.
    private func evidenceNotes(for edge: ModuleEdge, in graph: ModuleGraph) -> [Note] {
        let from = graph.modules[edge.from].name, to = graph.modules[edge.to].name
        if edge.imports.isEmpty {
            return [Note(message: "\(from) declares a dependency on \(to) here", location: edge.declaration)]
        }
        var notes = edge.imports.prefix(Self.maxImportNotes).map { evidence in
            Note(message: "\(from) imports \(to) here" + evidence.compilationSuffix, location: evidence.location)
        }
        if edge.imports.count > Self.maxImportNotes {
            notes.append(Note(message: "\(from) imports \(to) in \(edge.imports.count - Self.maxImportNotes) more places"))
        }
        notes += edge.uses.prefix(Self.maxImportNotes).map { use in
            Note(message: "\(from) uses \(use.type) (\(to))", location: use.location)
        }
        if edge.uses.count > Self.maxImportNotes {
            notes.append(Note(message: "\(from) uses \(edge.uses.count - Self.maxImportNotes) more types of \(to)"))
        }
        return notes
    }

    /// How much work removing an edge means: an edge both declared and imported is deliberate and
    /// costly; an undeclared import costs one per import; a declared-only edge is one manifest line.
    static func removalCost(_ edge: ModuleEdge) -> Int {
        let imports = max(1, edge.imports.count)
        return edge.isDeclared && edge.isImported ? 100 + imports : imports
    }

    /// How many import locations, and how many used types, are listed per cycle edge before the rest are counted.
    static let maxImportNotes = 5
    /// How many used types the message names per edge it proposes to remove.
    static let maxTypesNamed = 3
}
