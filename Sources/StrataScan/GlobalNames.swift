/// A top-level name a file declares that another module's files use without naming a type: a file-scope
/// function, an operator declaration, or an operator's implementation (a `func` named by an operator, at file
/// scope or in a type or extension). See ``FileFacts/declaredGlobals``.
public struct DeclaredGlobal: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Equatable {
        /// `func name(…)` at file scope.
        case function
        /// `infix operator <>` (or `prefix`/`postfix`).
        case operatorDeclaration
        /// `static func <> (…)` in a type or extension, or `func <> (…)` at file scope.
        case operatorImplementation
    }

    public var kind: Kind
    /// The function's name, or the operator's characters.
    public var name: String
    /// The access modifier written on it, else (for a member) its extension's or protocol's; `nil` when neither
    /// writes one. An operator declaration has none.
    public var access: String?
    /// Line and column of the name.
    public var line: Int
    public var column: Int

    public init(kind: Kind, name: String, access: String? = nil, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.access = access
        self.line = line
        self.column = column
    }
}

/// A use of a top-level name: a call of a function by its bare name (`format(x)`, not `x.format()`), or an
/// operator. See ``FileFacts/globalReferences``.
public struct GlobalReference: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Equatable {
        /// `name(` after no `.`: a free function, or a closure, method or local function of that name.
        case call
        /// An operator of two characters or more, other than the most common standard ones (`==`, `->`, `&&`…).
        case `operator`
    }

    public var kind: Kind
    public var name: String
    public var line: Int
    public var column: Int

    public init(kind: Kind, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }
}
