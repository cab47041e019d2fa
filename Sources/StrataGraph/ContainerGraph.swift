import StrataText

/// A Swinject container call: a registration (`register`, `autoregister`, `implements`, `forward`) or a
/// resolution (`resolve`) of a type, optionally named.
public struct ContainerCall: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case registration, resolution
    }
    public var kind: Kind
    /// The method called.
    public var method: String
    /// The type before `.self`, as written, whitespace normalised.
    public var type: String
    /// The `name:` string literal, if any.
    public var name: String?
    /// Whether a `name:` argument is there but is not a literal.
    public var hasDynamicName: Bool
    /// Whether `type` mentions a generic parameter of the enclosing type or function: which type the
    /// call registers or resolves, each of its callers decides.
    public var isGeneric: Bool
    public var module: Int
    public var location: SourceLocation

    public init(kind: Kind, method: String, type: String, name: String? = nil, hasDynamicName: Bool = false,
                isGeneric: Bool = false, module: Int, location: SourceLocation) {
        self.kind = kind
        self.method = method
        self.type = type
        self.name = name
        self.hasDynamicName = hasDynamicName
        self.isGeneric = isGeneric
        self.module = module
        self.location = location
    }
}

/// Every Swinject registration and resolution of the workspace, in location order. Resolutions come
/// only from files that import a `Swinject…` module; registrations from every file.
public struct ContainerGraph: Sendable, Equatable {
    public var registrations: [ContainerCall]
    public var resolutions: [ContainerCall]

    public init(registrations: [ContainerCall] = [], resolutions: [ContainerCall] = []) {
        self.registrations = registrations
        self.resolutions = resolutions
    }
}
