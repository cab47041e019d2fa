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

    /// A type declaration found by its simple name.
    private struct Named {
        var module: Int
        var node: Int
        /// Top-level and not private: importers see it (all of them when public, `@testable` ones otherwise).
        var isExported: Bool
        var isPublic: Bool
    }

    /// The declarations of one simple name, split for resolution: by declaring module (sorted, for a binary
    /// search), and the exported ones. Nested names such as `State` or `Configuration` recur in most
    /// modules; scanning every declaration of the name for each reference made resolution quadratic.
    private struct NameEntry {
        /// Per declaring module: how many types of the name it declares, and the last one's node.
        var own: [(module: Int, count: Int, node: Int)] = []
        var exported: [Named] = []

        /// The module's own declarations of the name, if any.
        func own(in module: Int) -> (count: Int, node: Int)? {
            var low = 0, high = own.count
            while low < high {
                let middle = (low + high) / 2
                if own[middle].module < module { low = middle + 1 } else { high = middle }
            }
            guard low < own.count, own[low].module == module else { return nil }
            return (own[low].count, own[low].node)
        }
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
        var (types, table) = declaredTypes()
        // Sorted node order: module, then name bytes.
        let order = types.indices.sorted { a, b in
            if types[a].module != types[b].module { return types[a].module < types[b].module }
            let order = types[a].name.compareBytes(types[b].name)
            if order != 0 { return order < 0 }
            return a < b
        }
        var position = [Int](repeating: 0, count: types.count)
        for (new, old) in order.enumerated() { position[old] = new }
        types = order.map { types[$0] }
        table = table.mapValues { entry in
            var renumbered = entry
            renumbered.exported = entry.exported.map {
                Named(module: $0.module, node: position[$0.node], isExported: $0.isExported, isPublic: $0.isPublic)
            }
            renumbered.own = entry.own.map { ($0.module, $0.count, position[$0.node]) }
            return renumbered
        }

        let reexports = visibility.reexports
        var imports: [ImportUse] = []
        var ambiguities: [AmbiguousReference] = []
        var firstUse: [Int: [ByteName: TypeUse]] = [:]
        var edges = Set<TypeEdge>()
        var traits: [Int: ModuleTraits] = [:]
        // Declarations are visited in the order `declaredTypes` numbered them.
        var nextNode = 0

        for (catalogIndex, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalogIndex]
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
                let resolve = { (name: ByteName) -> Resolution in
                    guard let entry = table[name] else { return .none }
                    if let own = entry.own(in: module) { return .own(own.count == 1 ? own.node : nil) }
                    return Self.resolve(entry.exported, imports: visible)
                }
                for reference in facts.typeReferences {
                    let location = SourceLocation(file: path, line: reference.line, column: reference.column)
                    let name = ByteName(reference.name)
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
            (firstUse[Self.key(edge.from, edge.to)] ?? [:]).values.sorted { $0.type.fastPrecedesInBytes($1.type) }
        }
        let sortedEdges = Self.preferInheritance(edges)
        let result = TypeReferenceGraph(types: types, edges: sortedEdges, imports: imports, ambiguities: ambiguities,
                                        traits: traits.filter { !$0.value.isEmpty })
        return (result, uses)
    }

    // MARK: - Declarations

    /// Every non-local type declaration (extensions excepted) as a node, and every declaration by its
    /// simple name: by module and name, and (exported ones) by name alone.
    private func declaredTypes() -> ([DeclaredType], [ByteName: NameEntry]) {
        var types: [DeclaredType] = []
        var table: [ByteName: NameEntry] = [:]
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
                    let access = declaration.access
                    let isExported = declaration.parents.isEmpty && access != "private" && access != "fileprivate"
                    let isPublic = access == "public" || access == "open" || access == "package"
                    let name = ByteName(declaration.name)
                    table[name, default: NameEntry()].own.append((module, 1, node))
                    if isExported {
                        table[name, default: NameEntry()].exported.append(
                            Named(module: module, node: node, isExported: isExported, isPublic: isPublic))
                    }
                }
            }
        }
        // Each name's declarations by module, counted: declaration order (node) kept within a module.
        table = table.mapValues { entry in
            var merged = entry
            merged.own = []
            for declaration in entry.own.sorted(by: { ($0.module, $0.node) < ($1.module, $1.node) }) {
                if let last = merged.own.last, last.module == declaration.module {
                    merged.own[merged.own.count - 1] = (last.module, last.count + 1, declaration.node)
                } else {
                    merged.own.append(declaration)
                }
            }
            return merged
        }
        return (types, table)
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
        /// Declared by the file's own module: this node, or `nil` when the module declares several of that name.
        case own(Int?)
        /// Declared by one imported module, as `node`; `through` are the imports that make it visible.
        case imported(module: Int, node: Int, through: [Int])
        /// Declared by several imported modules.
        case ambiguous([Int], through: [Int])
        case none
    }

    /// - Parameter named: every exported declaration of the name, in the workspace, none of them the
    ///   referring module's own (those are resolved first).
    private static func resolve(_ named: [Named], imports: [VisibleImport]) -> Resolution {
        guard !named.isEmpty else { return .none }
        // Per imported module: the type it offers (a public one first) and the imports that see it.
        var found: [(module: Int, node: Int, isPublic: Bool, through: [Int])] = []
        for type in named where type.isExported {
            let through = imports.filter { $0.visible.contains(type.module) && (type.isPublic || $0.testable) }.map(\.use)
            guard !through.isEmpty else { continue }
            if let index = found.firstIndex(where: { $0.module == type.module }) {
                if type.isPublic, !found[index].isPublic { found[index] = (type.module, type.node, true, through) }
            } else {
                found.append((type.module, type.node, type.isPublic, through))
            }
        }
        guard !found.isEmpty else { return .none }
        if found.count == 1 { return .imported(module: found[0].module, node: found[0].node, through: found[0].through) }
        return .ambiguous(found.map(\.module).sorted(), through: Array(Set(found.flatMap(\.through))).sorted())
    }

    /// The type edges of one declaration: from the type it declares (or extends) to each type it mentions.
    /// - Parameter node: the declaration's own node; `nil` for an extension (its extended type is the source).
    private func addEdges(of declaration: DeclarationFact, node: Int?, resolve: (ByteName) -> Resolution,
                          into edges: inout Set<TypeEdge>) {
        var source = node
        if declaration.kind == .extension {
            source = Self.single(resolve(ByteName(DIGraphBuilder.baseName(declaration.name))))
        }
        guard let source else { return }
        for reference in declaration.references {
            guard let target = Self.single(resolve(ByteName(reference))), target != source else { continue }
            let inherits = declaration.inherits.contains { Self.mentions($0, reference) }
            edges.insert(TypeEdge(from: source, to: target, kind: inherits ? .inherits : .uses))
        }
    }

    /// The one node a resolution names; among several own declarations of one name, none.
    private static func single(_ resolution: Resolution) -> Int? {
        switch resolution {
        case .own(let node): return node
        case .imported(_, let node, _): return node
        case .ambiguous, .none: return nil
        }
    }

    /// Whether `name` is one of the identifiers of an inheritance entry (`Component<ChatDependency>`
    /// mentions `Component` and `ChatDependency`), by bytes.
    private static func mentions(_ entry: String, _ name: String) -> Bool {
        if entry.utf8.count == name.utf8.count { return entry.utf8.elementsEqual(name.utf8) }
        guard entry.utf8.contains(UInt8(ascii: "<")) || entry.utf8.contains(UInt8(ascii: ".")) else { return false }
        let text = Array(entry.utf8), word = Array(name.utf8)
        guard word.count <= text.count else { return false }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var start = 0
        while start + word.count <= text.count {
            if text[start..<start + word.count].elementsEqual(word),
               start == 0 || !isWordByte(text[start - 1]),
               start + word.count == text.count || !isWordByte(text[start + word.count]) {
                return true
            }
            start += 1
        }
        return false
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
        var seen = Set<ByteName>()
        return names.filter { seen.insert(ByteName($0)).inserted }.sorted { $0.fastPrecedesInBytes($1) }
    }

    private static func key(_ from: Int, _ to: Int) -> Int { from << 32 | to }
}
