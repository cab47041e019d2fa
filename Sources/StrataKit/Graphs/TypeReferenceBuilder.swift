import StrataGraph
import StrataScan
import StrataText

/// Resolves the type names each file mentions against its own module and the modules it imports, and
/// builds the type-level graph, the types behind every module edge, and the use of every import.
///
/// A name declared by the file's own module is that module's (Swift prefers it). Otherwise it is the
/// type of that name that one imported module makes visible: a `public`/`open`/`package` top-level type
/// (any non-private one through `@testable import`), of the imported module or of a module it re-exports
/// with `@_exported import`, transitively. A name that several imported modules declare is ambiguous:
/// recorded, and attributed to none of them.
///
/// The work comes in parts that run on any thread: each module's ``ModuleTypes``, then (once they are
/// joined in a ``DeclaredTypeIndex``) each module's ``resolve(module:index:)``; ``join(_:index:)`` puts the
/// modules' parts together in catalog order, so the result never depends on the number of threads.
struct TypeReferenceBuilder {
    /// A module's files, as the pipeline has them: path relative to the root and facts (`nil` when unreadable).
    typealias ModuleFiles = [(relative: String, facts: FileFacts?)]

    let graph: ModuleGraph
    /// Per catalogued module (catalog order): its files.
    let files: [ModuleFiles]
    /// The graph index of each catalogued module.
    let graphIndex: [Int]
    /// What each import resolved to, and what modules re-export.
    let visibility: ImportVisibility
    /// The members modules declare in extensions.
    let members: MemberIndex
    /// The file-scope functions and operators modules declare.
    let globals: GlobalIndex

    /// - Parameters:
    ///   - modules: per catalogued module, what ``resolve(module:index:)`` made of it.
    ///   - index: the declared types the modules were resolved against.
    /// - Returns: the resolved graph, and for each module edge (in ``ModuleGraph/edges`` order) its uses.
    func join(_ modules: [ModuleReferences], index: DeclaredTypeIndex) -> (TypeReferenceGraph, [[TypeUse]]) {
        var imports: [ImportUse] = [], ambiguities: [AmbiguousReference] = [], edges: [TypeEdge] = []
        var traits: [Int: ModuleTraits] = [:]
        var memberUses: [MemberUse] = [], memberNeeds: [MemberUse] = [], globalUses: [GlobalUse] = []
        var catalogOf = [Int](repeating: -1, count: graph.modules.count)
        for (catalog, module) in modules.enumerated() {
            imports += module.imports
            ambiguities += module.ambiguities
            edges += module.edges
            memberUses += module.memberUses
            memberNeeds += module.memberNeeds
            globalUses += module.globalUses
            if !module.traits.isEmpty { traits[graphIndex[catalog]] = module.traits }
            catalogOf[graphIndex[catalog]] = catalog
        }
        let uses = graph.edges.map { edge -> [TypeUse] in
            let catalog = catalogOf[edge.from]
            return catalog < 0 ? [] : modules[catalog].uses[edge.to] ?? []
        }
        memberUses.sort { $0.module != $1.module ? $0.module < $1.module : $0.target < $1.target }
        memberNeeds.sort { lhs, rhs in
            if lhs.module != rhs.module { return lhs.module < rhs.module }
            if lhs.location.file != rhs.location.file { return lhs.location.file.precedesInBytes(rhs.location.file) }
            return lhs.target < rhs.target
        }
        var result = TypeReferenceGraph(types: index.types, edges: Self.preferInheritance(edges), imports: imports,
                                        ambiguities: ambiguities, traits: traits, memberUses: memberUses)
        result.memberNeeds = memberNeeds
        globalUses.sort { lhs, rhs in
            if lhs.module != rhs.module { return lhs.module < rhs.module }
            if lhs.location.file != rhs.location.file { return lhs.location.file.precedesInBytes(rhs.location.file) }
            return lhs.target < rhs.target
        }
        result.globalUses = globalUses
        return (result, uses)
    }

    /// One edge per pair: `inherits` wins over `uses`; sorted by (from, to).
    private static func preferInheritance(_ edges: [TypeEdge]) -> [TypeEdge] {
        let sorted = edges.sorted { a, b in
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            return a.kind == .inherits && b.kind != .inherits
        }
        var unique: [TypeEdge] = []
        unique.reserveCapacity(sorted.count)
        for edge in sorted {
            if let last = unique.last, last.from == edge.from, last.to == edge.to { continue }
            unique.append(edge)
        }
        return unique
    }
}
