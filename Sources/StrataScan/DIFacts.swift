/// What a file does with dependency-injection frameworks: needle component instantiations,
/// Swinject container calls, EasyDi assembly definitions, pulls and substitutions.
///
/// The scanner records calls by their shape only; which types are components or assemblies is
/// decided later, across every file of the workspace.
public struct DIFacts: Sendable, Equatable {
    /// `X(parent: self)` calls, and calls of any type whose name ends in `Component`.
    public var instantiations: [InstantiationFact]
    /// `register(P.self…)`, `resolve(P.self…)` and the other container calls, in file order.
    public var containerCalls: [ContainerCallFact]
    /// EasyDi `define(…)` calls inside a property or method body.
    public var definitions: [DefinitionFact]
    /// EasyDi `context.assembly()` and `T.instance(…)` calls that name an assembly type.
    public var assemblyPulls: [AssemblyPullFact]
    /// EasyDi `addSubstitution(for: "key")` calls with a literal key.
    public var substitutions: [SubstitutionFact]

    public init(instantiations: [InstantiationFact] = [], containerCalls: [ContainerCallFact] = [],
                definitions: [DefinitionFact] = [], assemblyPulls: [AssemblyPullFact] = [],
                substitutions: [SubstitutionFact] = []) {
        self.instantiations = instantiations
        self.containerCalls = containerCalls
        self.definitions = definitions
        self.assemblyPulls = assemblyPulls
        self.substitutions = substitutions
    }

    /// Whether the file holds no DI fact at all.
    public var isEmpty: Bool {
        instantiations.isEmpty && containerCalls.isEmpty && definitions.isEmpty && assemblyPulls.isEmpty
            && substitutions.isEmpty
    }
}

/// `ChatComponent(parent: self)`, or any call of a type named `…Component`.
public struct InstantiationFact: Sendable, Equatable {
    /// The called type's name as written (the last component of `A.B(…)`).
    public var type: String
    /// Whether the first argument is labelled `parent`.
    public var hasParentLabel: Bool
    /// Whether that argument is exactly `self`.
    public var parentIsSelf: Bool
    /// The innermost type or extension whose body holds the call (the extended type as written).
    public var enclosingType: String?
    /// Line and column of the type name.
    public var line: Int
    public var column: Int

    public init(type: String, hasParentLabel: Bool, parentIsSelf: Bool, enclosingType: String? = nil,
                line: Int, column: Int) {
        self.type = type
        self.hasParentLabel = hasParentLabel
        self.parentIsSelf = parentIsSelf
        self.enclosingType = enclosingType
        self.line = line
        self.column = column
    }
}

/// A Swinject-style container call whose first argument is a metatype: `container.register(P.self)`,
/// `r.resolve(P.self, name: "x")`, `.implements(Q.self)`.
public struct ContainerCallFact: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// Makes `type` resolvable: `register`, `autoregister`, `implements`, `forward`.
        case registration
        /// Asks for `type`: `resolve`.
        case resolution
    }
    public var kind: Kind
    /// The method called (`register`, `resolve`, `autoregister`, `implements`, `forward`).
    public var method: String
    /// The type before `.self`, as written, whitespace normalised (`P`, `Repository<User>`).
    public var type: String
    /// The `name:` argument when it is a string literal.
    public var name: String?
    /// Whether a `name:` argument is given but is not a plain string literal (a variable, an interpolation).
    public var hasDynamicName: Bool
    /// Whether `type` mentions a generic parameter of an enclosing type or function (`T` of
    /// `func make<T>() -> T { r.resolve(T.self)! }`): which type it is, each caller decides.
    public var isGeneric: Bool
    public var enclosingType: String?
    /// Line and column of the method name.
    public var line: Int
    public var column: Int

    public init(kind: Kind, method: String, type: String, name: String? = nil, hasDynamicName: Bool = false,
                isGeneric: Bool = false, enclosingType: String? = nil, line: Int, column: Int) {
        self.kind = kind
        self.method = method
        self.type = type
        self.name = name
        self.hasDynamicName = hasDynamicName
        self.isGeneric = isGeneric
        self.enclosingType = enclosingType
        self.line = line
        self.column = column
    }
}

/// An EasyDi definition: `define(…)` (or `definePlaceholder`, `defineInjection`) in the body of a
/// property or method of a type.
public struct DefinitionFact: Sendable, Equatable {
    /// The definition's key: the `key:` literal when given, else what `#function` gives in the enclosing
    /// member (`apiClient` for a property, `feed(for:)` for a method).
    public var key: String
    /// Whether `key` comes from an explicit `key:` argument.
    public var hasExplicitKey: Bool
    /// The `scope:` argument as written (`.lazySingleton`), if any.
    public var scope: String?
    public var enclosingType: String?
    /// Line and column of `define`.
    public var line: Int
    public var column: Int

    public init(key: String, hasExplicitKey: Bool = false, scope: String? = nil, enclosingType: String? = nil,
                line: Int, column: Int) {
        self.key = key
        self.hasExplicitKey = hasExplicitKey
        self.scope = scope
        self.enclosingType = enclosingType
        self.line = line
        self.column = column
    }
}

/// An EasyDi assembly obtained from a context: `lazy var theme: ThemeAssembly = self.context.assembly()`,
/// `context.assembly() as ThemeAssembly`, or `ThemeAssembly.instance(from: context)`.
public struct AssemblyPullFact: Sendable, Equatable {
    /// The assembly type, from the annotation, the `as` cast, or the receiver of `instance`.
    public var assembly: String
    /// `assembly` or `instance`: the method called.
    public var method: String
    public var enclosingType: String?
    /// Line and column of the method name.
    public var line: Int
    public var column: Int

    public init(assembly: String, method: String, enclosingType: String? = nil, line: Int, column: Int) {
        self.assembly = assembly
        self.method = method
        self.enclosingType = enclosingType
        self.line = line
        self.column = column
    }
}

/// `x.addSubstitution(for: "key") { … }`.
public struct SubstitutionFact: Sendable, Equatable {
    /// The key literal.
    public var key: String
    /// The assembly substituted in, when the receiver names it: `T.instance().addSubstitution`.
    public var assembly: String?
    /// The receiver as written when it is a plain name (`self`, `assembly`); `self` when there is none.
    public var receiver: String?
    public var enclosingType: String?
    /// Line and column of `addSubstitution`.
    public var line: Int
    public var column: Int

    public init(key: String, assembly: String? = nil, receiver: String? = nil, enclosingType: String? = nil,
                line: Int, column: Int) {
        self.key = key
        self.assembly = assembly
        self.receiver = receiver
        self.enclosingType = enclosingType
        self.line = line
        self.column = column
    }
}
