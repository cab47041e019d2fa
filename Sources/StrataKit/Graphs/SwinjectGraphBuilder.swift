import StrataGraph
import StrataScan

/// Gathers Swinject's registrations and resolutions.
struct SwinjectGraphBuilder {
    /// The builder whose files it reads.
    let builder: DIGraphBuilder

    /// Registrations from every file; resolutions only from files that import a `Swinject…` module
    /// (`resolve(T.self)` is a common name in other libraries).
    func containers() -> ContainerGraph {
        var graph = ContainerGraph()
        for (index, context) in builder.contexts.enumerated() {
            let importsSwinject = context.imported.contains(.swinject)
            for fact in context.facts.di.containerCalls {
                let kind: ContainerCall.Kind = fact.kind == .registration ? .registration : .resolution
                if kind == .resolution, !importsSwinject { continue }
                let call = ContainerCall(kind: kind, method: fact.method, type: fact.type, name: fact.name,
                                         hasDynamicName: fact.hasDynamicName, isGeneric: fact.isGeneric,
                                         module: context.module,
                                         location: builder.location(fact.line, fact.column, in: index))
                if kind == .registration { graph.registrations.append(call) } else { graph.resolutions.append(call) }
            }
        }
        return graph
    }
}
