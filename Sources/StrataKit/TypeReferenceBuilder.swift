import StrataGraph
import StrataScan

/// Resolves the type names each file mentions against its own module and the modules it imports, and
/// builds the type-level graph, the types behind every module edge, and the use of every import.
///
/// A name declared by the file's own module is that module's (Swift prefers it). Otherwise it is the
/// type of that name that one imported module makes visible: a `public`/`open`/`package` top-level type
/// (any non-private one through `@testable import`), of the imported module or of a module it re-exports
/// with `@_exported import`, transitively. A name that several imported modules declare is ambiguous:
/// recorded, and attributed to none of them.
struct TypeReferenceBuilder {
    /// A module's files, as the pipeline has them: path relative to the root and facts (`nil` when unreadable).
    typealias ModuleFiles = [(relative: String, facts: FileFacts?)]

    let graph: ModuleGraph
    /// Per catalogued module (catalog order): its files.
    let files: [ModuleFiles]
    /// The graph index of each catalogued module.
    let graphIndex: [Int]

    /// A top-level type a module offers to importers.
    private struct Exported {
        var node: Int
        var isPublic: Bool
    }

    /// An import of a workspace module by one file, and what it makes visible.
    private struct VisibleImport {
        var use: Int
        var visible: [Int]
        var testable: Bool
    }

    // MARK: - Building

    /// - Returns: the resolved graph, and for each module edge (in ``ModuleGraph/edges`` order) its uses.
    func build() -> (TypeReferenceGraph, [[TypeUse]]) {
        let visibility = ImportVisibility(graph: graph, files: files, graphIndex: graphIndex)
        var (types, ownNames, exported) = declaredTypes()
        // Sorted node order: module, then name bytes.
        let order = types.indices.sorted { a, b in
            if types[a].module != types[b].module { return types[a].module < types[b].module }
            if !types[a].name.hasSameBytes(as: types[b].name) { return types[a].name.precedesInBytes(types[b].name) }
            return a < b
        }
        var position = [Int](repeating: 0, count: types.count)
        for (new, old) in order.enumerated() { position[old] = new }
        types = order.map { types[$0] }
        for key in ownNames.keys { ownNames[key] = ownNames[key]?.mapValues { $0.map { position[$0] } } }
        for key in exported.keys { exported[key] = exported[key]?.mapValues { Exported(node: position[$0.node], isPublic: $0.isPublic) } }

        let reexports = visibility.reexports
        var imports: [ImportUse] = []
        var ambiguities: [AmbiguousReference] = []
        var firstUse: [Int: [NameKey: TypeUse]] = [:]
        var edges = Set<TypeEdge>()
        var traits: [Int: ModuleTraits] = [:]
        // Declarations are visited in the order `declaredTypes` numbered them.
        var nextNode = 0

        for (catalogIndex, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalogIndex]
            let own = ownNames[module] ?? [:]
            for (path, facts) in moduleFiles {
                guard let facts else { continue }
                traits[module, default: []].formUnion(Self.traits(of: facts))
                // This file's imports of workspace modules.
                var visible: [VisibleImport] = []
                for fact in facts.imports {
                    let location = SourceLocation(file: path, line: fact.line, column: fact.column)
                    guard let target = visibility.targets[location], target != module,
                          graph.modules[target].kind != .external else { continue }
                    visible.append(VisibleImport(use: imports.count, visible: [target] + (reexports[target] ?? []),
                                                 testable: fact.attributes.contains("testable")))
                    imports.append(ImportUse(module: module, target: target, location: location, attributes: fact.attributes,
                                             reexported: reexports[target] ?? []))
                }
                let resolve = { (name: NameKey) -> Resolution in
                    Self.resolve(name, own: own, imports: visible, exported: exported)
                }
                for reference in facts.typeReferences {
                    let location = SourceLocation(file: path, line: reference.line, column: reference.column)
                    let name = NameKey(reference.name)
                    switch resolve(name) {
                    case .own, .none:
                        break
                    case .imported(let target, _, let through):
                        for entry in through { imports[entry].usedTypes.append(reference.name) }
                        if firstUse[Self.key(module, target)]?[name] == nil {
                            firstUse[Self.key(module, target), default: [:]][name] = TypeUse(type: reference.name, location: location)
                        }
                    case .ambiguous(let candidates, let through):
                        for entry in through { imports[entry].isPossiblyUsed = true }
                        ambiguities.append(AmbiguousReference(module: module, name: reference.name,
                                                              candidates: candidates, location: location))
                    }
                }
                for declaration in facts.declarations where !declaration.local {
                    var node: Int?
                    if declaration.kind != .extension {
                        node = position[nextNode]
                        nextNode += 1
                    }
                    addEdges(of: declaration, node: node, resolve: resolve, into: &edges)
                }
            }
        }
        for index in imports.indices {
            imports[index].usedTypes = Self.uniqueSorted(imports[index].usedTypes)
        }
        let uses = graph.edges.map { edge -> [TypeUse] in
            (firstUse[Self.key(edge.from, edge.to)] ?? [:]).values.sorted { $0.type.precedesInBytes($1.type) }
        }
        let sortedEdges = Self.preferInheritance(edges)
        let result = TypeReferenceGraph(types: types, edges: sortedEdges, imports: imports, ambiguities: ambiguities,
                                        traits: traits.filter { !$0.value.isEmpty })
        return (result, uses)
    }

    // MARK: - Declarations

    /// Every non-local type declaration (extensions excepted) as a node; per module, the nodes of each
    /// simple name, and the top-level types it offers to importers.
    private func declaredTypes() -> ([DeclaredType], [Int: [NameKey: [Int]]], [Int: [NameKey: Exported]]) {
        var types: [DeclaredType] = []
        var ownNames: [Int: [NameKey: [Int]]] = [:]
        var exported: [Int: [NameKey: Exported]] = [:]
        for (catalogIndex, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalogIndex]
            for (path, facts) in moduleFiles {
                guard let facts else { continue }
                for declaration in facts.declarations where !declaration.local && declaration.kind != .extension {
                    let node = types.count
                    let qualified = (declaration.parents + [declaration.name]).joined(separator: ".")
                    types.append(DeclaredType(
                        module: module, name: qualified, kind: declaration.kind.rawValue, access: declaration.access,
                        location: SourceLocation(file: path, line: declaration.line, column: declaration.column)))
                    let name = NameKey(declaration.name)
                    ownNames[module, default: [:]][name, default: []].append(node)
                    guard declaration.parents.isEmpty, declaration.access != "private",
                          declaration.access != "fileprivate" else { continue }
                    let isPublic = ["public", "open", "package"].contains(declaration.access ?? "")
                    if let existing = exported[module]?[name], existing.isPublic || !isPublic { continue }
                    exported[module, default: [:]][name] = Exported(node: node, isPublic: isPublic)
                }
            }
        }
        return (types, ownNames, exported)
    }

    private static func traits(of facts: FileFacts) -> ModuleTraits {
        var traits: ModuleTraits = []
        if facts.declarations.contains(where: { $0.kind == .extension && !$0.local }) { traits.insert(.extensions) }
        if facts.globals.contains(.operators) { traits.insert(.operators) }
        if facts.globals.contains(.functions) { traits.insert(.globalFunctions) }
        if facts.globals.contains(.variables) { traits.insert(.globalVariables) }
        if facts.globals.contains(.macros) { traits.insert(.macros) }
        return traits
    }

    // MARK: - Resolution

    private enum Resolution {
        /// Declared by the file's own module: these nodes.
        case own([Int])
        /// Declared by one imported module, as `node`; `through` are the imports that make it visible.
        case imported(module: Int, node: Int, through: [Int])
        /// Declared by several imported modules.
        case ambiguous([Int], through: [Int])
        case none
    }

    private static func resolve(_ name: NameKey, own: [NameKey: [Int]], imports: [VisibleImport],
                                exported: [Int: [NameKey: Exported]]) -> Resolution {
        if let nodes = own[name] { return .own(nodes) }
        var found: [Int: (node: Int, through: [Int])] = [:]
        for entry in imports {
            for module in entry.visible {
                guard let type = exported[module]?[name], type.isPublic || entry.testable else { continue }
                found[module, default: (type.node, [])].through.append(entry.use)
            }
        }
        guard !found.isEmpty else { return .none }
        if found.count == 1, let (module, value) = found.first {
            return .imported(module: module, node: value.node, through: value.through)
        }
        return .ambiguous(found.keys.sorted(), through: found.values.flatMap(\.through).sorted())
    }

    /// The type edges of one declaration: from the type it declares (or extends) to each type it mentions.
    /// - Parameter node: the declaration's own node; `nil` for an extension (its extended type is the source).
    private func addEdges(of declaration: DeclarationFact, node: Int?, resolve: (NameKey) -> Resolution,
                          into edges: inout Set<TypeEdge>) {
        var source = node
        if declaration.kind == .extension {
            let extended = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
            source = Self.single(resolve(NameKey(extended)))
        }
        guard let source else { return }
        let inherited = Set(declaration.inherits.flatMap(Self.words).map(NameKey.init))
        for reference in declaration.references {
            let name = NameKey(reference)
            guard let target = Self.single(resolve(name)), target != source else { continue }
            edges.insert(TypeEdge(from: source, to: target, kind: inherited.contains(name) ? .inherits : .uses))
        }
    }

    /// The one node a resolution names; among several own declarations of one name, none.
    private static func single(_ resolution: Resolution) -> Int? {
        switch resolution {
        case .own(let nodes): return nodes.count == 1 ? nodes[0] : nil
        case .imported(_, let node, _): return node
        case .ambiguous, .none: return nil
        }
    }

    /// The identifiers of an inheritance entry (`Component<ChatDependency>` → `Component`, `ChatDependency`).
    private static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// One edge per pair: `inherits` wins over `uses`; sorted by (from, to).
    private static func preferInheritance(_ edges: Set<TypeEdge>) -> [TypeEdge] {
        var byPair: [Int: TypeEdge] = [:]
        for edge in edges {
            let key = Self.key(edge.from, edge.to)
            if let existing = byPair[key], existing.kind == .inherits { continue }
            byPair[key] = edge
        }
        return byPair.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    private static func uniqueSorted(_ names: [String]) -> [String] {
        var seen = Set<NameKey>()
        return names.filter { seen.insert(NameKey($0)).inserted }.sorted { $0.precedesInBytes($1) }
    }

    private static func key(_ from: Int, _ to: Int) -> Int { from << 32 | to }
}
