/// A position in a file; `file` is relative to the analyzed root.
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// How a module takes part in the architecture.
public enum ModuleKind: String, Sendable, Equatable, CaseIterable {
    case interface, implementation, root, test, external
    /// A library that exists for tests (`ChatMocks`, `ChatTestSupport`): built and linked like an
    /// implementation, but only tests use it, so it takes part in neither chains nor interface rules.
    case testSupport
}

/// A node of the module graph: a SwiftPM target, a configured module, or an external module.
public struct Module: Sendable, Equatable {
    public var name: String
    /// The package directory relative to the analyzed root (`.` for the root package); empty for external modules.
    public var package: String
    public var kind: ModuleKind
    /// The source directory relative to the analyzed root; empty for external modules.
    public var path: String
    /// How many Swift files were scanned for it.
    public var files: Int
    /// Where the target is declared in its manifest, when it comes from one.
    public var declaration: SourceLocation?
    /// The configured layer it belongs to, if any.
    public var layer: String?

    public init(name: String, package: String, kind: ModuleKind, path: String, files: Int,
                declaration: SourceLocation? = nil, layer: String? = nil) {
        self.name = name
        self.package = package
        self.kind = kind
        self.path = path
        self.files = files
        self.declaration = declaration
        self.layer = layer
    }
}

/// One `import` behind an edge.
public struct ImportEvidence: Sendable, Equatable {
    public var location: SourceLocation
    /// Attributes of the import, without `@`.
    public var attributes: [String]

    public init(location: SourceLocation, attributes: [String] = []) {
        self.location = location
        self.attributes = attributes
    }
}

/// An edge `from → to`: module `from` depends on module `to`.
public struct ModuleEdge: Sendable, Equatable {
    /// Index into ``ModuleGraph/modules``.
    public var from: Int
    public var to: Int
    /// Where the manifest declares the dependency; `nil` when it is not declared.
    public var declaration: SourceLocation?
    /// The platforms the declaration is limited to (`condition: .when(platforms:)`, in SwiftPM's spelling:
    /// `ios`, `linux`, …); empty when it holds on every platform.
    public var platforms: [String] = []
    /// The package traits that enable the declaration (`condition: .when(traits:)`); empty when none is needed.
    public var traits: [String] = []
    /// Every import of `to` in the files of `from`, sorted by file, line and column.
    public var imports: [ImportEvidence]
    /// The types of `to` that the files of `from` mention, sorted by name bytes, each at its first mention.
    public var uses: [TypeUse] = []

    public init(from: Int, to: Int, declaration: SourceLocation? = nil, imports: [ImportEvidence] = []) {
        self.from = from
        self.to = to
        self.declaration = declaration
        self.imports = imports
    }

    public var isDeclared: Bool { declaration != nil }
    public var isImported: Bool { !imports.isEmpty }
}

/// The module graph: modules sorted by (name, package) in byte order, edges sorted by (from, to).
public struct ModuleGraph: Sendable, Equatable {
    public private(set) var modules: [Module]
    public private(set) var edges: [ModuleEdge]
    /// For each module, the indices into ``edges`` of its outgoing edges, in target order.
    public private(set) var outgoing: [[Int]]
    /// For each module, the indices into ``edges`` of its incoming edges, in source order.
    public private(set) var incoming: [[Int]]

    /// Creates a graph; modules and edges are put into canonical order and edge ends renumbered.
    public init(modules: [Module], edges: [ModuleEdge]) {
        let order = modules.indices.sorted { lhs, rhs in
            let a = modules[lhs], b = modules[rhs]
            if !a.name.hasSameBytes(as: b.name) { return a.name.precedesInBytes(b.name) }
            return a.package.precedesInBytes(b.package)
        }
        var newIndex = [Int](repeating: 0, count: modules.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        self.modules = order.map { modules[$0] }
        var renumbered = edges.map { edge -> ModuleEdge in
            var copy = edge
            copy.from = newIndex[edge.from]
            copy.to = newIndex[edge.to]
            return copy
        }
        renumbered.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        self.edges = renumbered
        var outgoing = [[Int]](repeating: [], count: modules.count)
        var incoming = [[Int]](repeating: [], count: modules.count)
        for (index, edge) in renumbered.enumerated() {
            outgoing[edge.from].append(index)
            incoming[edge.to].append(index)
        }
        self.outgoing = outgoing
        self.incoming = incoming
        self.indexOfInput = newIndex
    }

    /// For each position in the `modules` array given to ``init(modules:edges:)``, the module's index here.
    public let indexOfInput: [Int]

    /// The modules that depend on `module`, in index order.
    public func predecessors(of module: Int) -> [Int] {
        incoming[module].map { edges[$0].from }
    }

    /// The modules `module` depends on, in index order.
    public func successors(of module: Int) -> [Int] {
        outgoing[module].map { edges[$0].to }
    }

    /// Sets the types used across each edge; `uses[i]` belongs to `edges[i]`.
    public mutating func setUses(_ uses: [[TypeUse]]) {
        for (index, list) in uses.enumerated() where index < edges.count { edges[index].uses = list }
    }

    /// The edge `from → to`, if there is one.
    public func edge(from: Int, to: Int) -> ModuleEdge? {
        outgoing[from].lazy.map { self.edges[$0] }.first { $0.to == to }
    }
}
