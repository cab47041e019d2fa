/// What a file declares outside any type that another module can use without naming a type:
/// free functions and variables, operators, macros. An import of a module that declares them may be
/// needed even when no type of that module is mentioned.
public struct GlobalDeclarations: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A non-private `func` at file scope.
    public static let functions = GlobalDeclarations(rawValue: 1 << 0)
    /// A non-private `var` or `let` at file scope.
    public static let variables = GlobalDeclarations(rawValue: 1 << 1)
    /// An `infix`/`prefix`/`postfix operator` declaration, or a `func` named by an operator anywhere.
    public static let operators = GlobalDeclarations(rawValue: 1 << 2)
    /// A non-private `macro` at file scope.
    public static let macros = GlobalDeclarations(rawValue: 1 << 3)

    /// The names of the kinds present, for output (`functions`, `variables`, `operators`, `macros`).
    public var names: [String] {
        [(GlobalDeclarations.functions, "functions"), (.variables, "variables"), (.operators, "operators"),
         (.macros, "macros")].compactMap { contains($0.0) ? $0.1 : nil }
    }
}
