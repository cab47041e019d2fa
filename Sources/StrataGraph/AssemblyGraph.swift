import StrataText

/// An EasyDi definition: a key (the property or method name) an assembly can build.
public struct AssemblyDefinition: Sendable, Equatable {
    public var key: String
    /// The `scope:` argument as written (`.lazySingleton`), if any.
    public var scope: String?
    public var location: SourceLocation

    public init(key: String, scope: String? = nil, location: SourceLocation) {
        self.key = key
        self.scope = scope
        self.location = location
    }
}

/// An EasyDi assembly: a class inheriting `Assembly` (or another assembly class).
public struct EasyDiAssembly: Sendable, Equatable {
    public var name: String
    public var module: Int
    public var location: SourceLocation
    /// The assembly class it inherits from, if it inherits from one of the workspace.
    public var superclass: Int?
    /// Its definitions (body and extensions), in location order.
    public var definitions: [AssemblyDefinition]
    /// The assemblies it pulls from its context (`context.assembly()`), ascending, unique.
    public var pulls: [Int]

    public init(name: String, module: Int, location: SourceLocation, superclass: Int? = nil,
                definitions: [AssemblyDefinition] = [], pulls: [Int] = []) {
        self.name = name
        self.module = module
        self.location = location
        self.superclass = superclass
        self.definitions = definitions
        self.pulls = pulls
    }
}

/// `addSubstitution(for: "key")`: a replacement for a definition of an assembly.
public struct AssemblySubstitution: Sendable, Equatable {
    public var key: String
    /// The assembly substituted in, when the receiver says which (`T.instance()`, `self` in an assembly).
    public var assembly: Int?
    public var module: Int
    public var location: SourceLocation

    public init(key: String, assembly: Int? = nil, module: Int, location: SourceLocation) {
        self.key = key
        self.assembly = assembly
        self.module = module
        self.location = location
    }
}

/// The EasyDi assemblies of the workspace, their definitions and links, and every substitution.
public struct AssemblyGraph: Sendable, Equatable {
    /// Sorted by name bytes, then module.
    public var assemblies: [EasyDiAssembly]
    /// In location order.
    public var substitutions: [AssemblySubstitution]

    public init(assemblies: [EasyDiAssembly] = [], substitutions: [AssemblySubstitution] = []) {
        self.assemblies = assemblies
        self.substitutions = substitutions
    }

    /// Whether `assembly` (or an assembly class it inherits from) defines `key`.
    public func defines(_ key: String, in assembly: Int) -> Bool {
        var seen: Set<Int> = []
        var current: Int? = assembly
        while let index = current, seen.insert(index).inserted {
            if assemblies[index].definitions.contains(where: { $0.key.hasSameBytes(as: key) }) { return true }
            current = assemblies[index].superclass
        }
        return false
    }
}

/// What the dependency-injection frameworks of the workspace wire together: needle components,
/// Swinject containers and EasyDi assemblies.
public struct DIGraph: Sendable, Equatable {
    public var components: ComponentGraph
    public var containers: ContainerGraph
    public var assemblies: AssemblyGraph

    public init(components: ComponentGraph = ComponentGraph(), containers: ContainerGraph = ContainerGraph(),
                assemblies: AssemblyGraph = AssemblyGraph()) {
        self.components = components
        self.containers = containers
        self.assemblies = assemblies
    }
}
