/// A property declared directly in a type or extension body.
public struct PropertyDeclaration: Sendable, Equatable {
    public var name: String
    /// The type annotation as written; empty when there is none.
    public var type: String
    public var access: String?
    public var isStatic: Bool
    public var isLazy: Bool
    public var location: SourceLocation

    public init(name: String, type: String, access: String? = nil, isStatic: Bool = false, isLazy: Bool = false,
                location: SourceLocation) {
        self.name = name
        self.type = type
        self.access = access
        self.isStatic = isStatic
        self.isLazy = isLazy
        self.location = location
    }
}

/// A type declaration or extension of a module, as rules see it.
public struct TypeDeclaration: Sendable, Equatable {
    /// Index of the declaring module in ``ModuleGraph/modules``.
    public var module: Int
    /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension` or `typealias`.
    public var kind: String
    /// The declared name; for an extension, the extended type as written.
    public var name: String
    /// The inheritance list as written.
    public var inherits: [String]
    public var access: String?
    /// Names of the enclosing types, outermost first.
    public var parents: [String]
    /// Whether it is declared inside a function or closure body.
    public var isLocal: Bool
    public var location: SourceLocation
    public var members: [PropertyDeclaration]
    /// Type-like names the declaration mentions, sorted.
    public var references: [String]

    public init(module: Int, kind: String, name: String, inherits: [String] = [], access: String? = nil,
                parents: [String] = [], isLocal: Bool = false, location: SourceLocation,
                members: [PropertyDeclaration] = [], references: [String] = []) {
        self.module = module
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.access = access
        self.parents = parents
        self.isLocal = isLocal
        self.location = location
        self.members = members
        self.references = references
    }
}

/// Every type declaration of the workspace's modules, in module order, then file and position order.
public struct TypeGraph: Sendable, Equatable {
    public private(set) var declarations: [TypeDeclaration]
    /// For each module index, the indices into ``declarations`` of its declarations.
    public private(set) var byModule: [Int: [Int]]
    /// The declared types resolved across imports: type edges, the use of every import, ambiguities.
    public var resolved = TypeReferenceGraph()

    public init(declarations: [TypeDeclaration]) {
        self.declarations = declarations
        // One dictionary access per run of declarations of one module (builders give them in module order).
        var byModule: [Int: [Int]] = [:]
        var start = 0
        while start < declarations.count {
            let module = declarations[start].module
            var end = start + 1
            while end < declarations.count, declarations[end].module == module { end += 1 }
            byModule[module, default: []].append(contentsOf: start..<end)
            start = end
        }
        self.byModule = byModule
    }

    /// The declarations of module `index`.
    public func declarations(of module: Int) -> [TypeDeclaration] {
        (byModule[module] ?? []).map { declarations[$0] }
    }
}
