import StrataText

/// A type declaration or extension of a module, as rules see it.
public struct TypeDeclaration: Sendable, Equatable {
    /// Index of the declaring module in ``ModuleGraph/modules``.
    public var module: Int
    /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension` or `typealias`.
    public var kind: String
    /// The declared name; for an extension, the extended type as written.
    public var name: String
    public var access: String?
    /// Names of the enclosing types, outermost first.
    public var parents: [String]
    /// Whether it is declared inside a function or closure body.
    public var isLocal: Bool
    public var location: SourceLocation
    /// Whether it has an inheritance list: for an extension, whether it adds conformances (`extension GoalClient:
    /// DependencyKey`).
    public var inherits = false

    public init(module: Int, kind: String, name: String, access: String? = nil, parents: [String] = [],
                isLocal: Bool = false, location: SourceLocation, inherits: Bool = false) {
        self.module = module
        self.kind = kind
        self.name = name
        self.access = access
        self.parents = parents
        self.isLocal = isLocal
        self.location = location
        self.inherits = inherits
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

    /// Whether `module` only adds conformances to types of other modules: it declares no type others may use (its types,
    /// if any, are neither `public`, `open` nor `package`), and extensions of which one at least adds a conformance
    /// (swift-dependencies' live values, `extension GoalClient: DependencyKey { static let liveValue = … }`). Such a
    /// module takes effect by being linked: the conformances are found at run time, by dynamic casts, and no file need
    /// import it.
    public func onlyAddsConformances(_ module: Int) -> Bool {
        guard let indices = byModule[module] else { return false }
        var addsConformance = false
        for index in indices {
            let declaration = declarations[index]
            if declaration.kind == "extension" {
                addsConformance = addsConformance || declaration.inherits
            } else if !declaration.isLocal, ["public", "open", "package"].contains(declaration.access) {
                return false
            }
        }
        return addsConformance
    }
}
