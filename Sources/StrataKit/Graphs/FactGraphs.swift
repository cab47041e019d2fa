import StrataGraph
import StrataScan

/// The graphs built from the scanned facts once the module graph stands: the declared types, the type
/// references resolved per file (which give each edge its type uses), and the DI graph. Apart from the
/// pipeline so that tests build them from `FileFacts` values.
enum FactGraphs {
    /// - Parameters:
    ///   - graph: the module graph; it comes back with each edge's type uses.
    ///   - facts: each input module's files and their facts (`nil` for a file that could not be scanned), in
    ///     the catalog's order.
    ///   - graphIndex: the index in `graph` of each input module.
    ///   - jobs: how many builders run at once.
    static func build(graph: ModuleGraph, facts: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int],
                      jobs: Int) -> (ModuleGraph, TypeGraph, DIGraph) {
        // The type graph, the resolved type references and the DI graph read the same facts and graph and none
        // reads another's result. They are built in two rounds of tasks, each task on whichever core is free:
        // one task per builder would leave cores idle behind the longest, and a builder's own parallel loop,
        // nested in another, runs on one thread. First the import targets, the type graph, the extensions' members
        // and each module's declared types; then, against the index of all declared types, the DI graph and each module's references.
        let modules = facts.count
        let first = ParallelMap.map(4 + modules, jobs: jobs) { task -> Part in
            switch task {
            case 0: .visibility(ImportVisibility(graph: graph, files: facts, graphIndex: graphIndex))
            case 1: .types(TypeGraphBuilder.build(facts, graphIndex: graphIndex))
            case 2: .members(MemberIndex(files: facts, graphIndex: graphIndex))
            case 3: .globals(GlobalIndex(files: facts, graphIndex: graphIndex))
            default: .declared(ModuleTypes(facts[task - 4], module: graphIndex[task - 4]))
            }
        }
        guard case .visibility(let visibility) = first[0], case .types(var types) = first[1],
              case .members(let members) = first[2], case .globals(let globals) = first[3] else {
            preconditionFailure("ParallelMap returns each task's result in the task's place")
        }
        let index = DeclaredTypeIndex(modules: first[4...].compactMap(\.declared), graphIndex: graphIndex)
        let references = TypeReferenceBuilder(graph: graph, files: facts, graphIndex: graphIndex, visibility: visibility,
                                              members: members, globals: globals)
        let second = ParallelMap.map(1 + modules, jobs: jobs) { task -> Part in
            task == 0 ? .di(DIGraphBuilder(files: facts, graphIndex: graphIndex, visibility: visibility).build())
                : .references(references.resolve(module: task - 1, index: index))
        }
        guard case .di(let di) = second[0] else { preconditionFailure("ParallelMap returns each task's result in the task's place") }
        let (resolved, uses) = references.join(second[1...].compactMap(\.references), index: index)
        var withUses = graph
        withUses.setUses(uses)
        types.resolved = resolved
        return (withUses, types, di)
    }

    /// What one task of the builders that run side by side made.
    private enum Part {
        case visibility(ImportVisibility)
        case types(TypeGraph)
        case declared(ModuleTypes)
        case members(MemberIndex)
        case globals(GlobalIndex)
        case di(DIGraph)
        case references(ModuleReferences)

        var declared: ModuleTypes? { if case .declared(let value) = self { value } else { nil } }
        var references: ModuleReferences? { if case .references(let value) = self { value } else { nil } }
    }
}
