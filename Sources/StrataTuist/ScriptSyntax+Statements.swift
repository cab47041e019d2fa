import StrataScan

/// Statements, patterns and declarations of the syntax tree.

// MARK: - Statements

/// A condition of `if`, `guard` or `while`.
enum ScriptCondition: Sendable {
    case boolean(ScriptExpression)
    /// `let name = optional` (or the shorthand `let name`).
    case optionalBinding(String, ScriptExpression)
    /// `case pattern = value`.
    case pattern(ScriptPattern, ScriptExpression)
}

/// One `if`/`else if` branch.
struct ScriptBranch: Sendable {
    var conditions: [ScriptCondition]
    var body: [ScriptStatement]
}

/// One `case …:` or `default:` of a `switch`.
struct ScriptSwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [ScriptPattern]
    var guardExpression: ScriptExpression?
    var body: [ScriptStatement]
}

/// A statement.
struct ScriptStatement: Sendable {
    indirect enum Kind: Sendable {
        case variable(ScriptVariable)
        case function(ScriptFunction)
        case expression(ScriptExpression)
        /// `target = value`, `target += value`…
        case assignment(ScriptExpression, String, ScriptExpression)
        case returnStatement(ScriptExpression?)
        case ifStatement([ScriptBranch], otherwise: [ScriptStatement]?)
        case guardStatement([ScriptCondition], otherwise: [ScriptStatement])
        case switchStatement(ScriptExpression, [ScriptSwitchCase])
        case forIn(ScriptPattern, ScriptExpression, whereClause: ScriptExpression?, body: [ScriptStatement])
        case whileLoop([ScriptCondition], body: [ScriptStatement])
        /// `do { … }`.
        case block([ScriptStatement])
        case breakStatement
        case continueStatement
        /// `typealias Name = Type` in a body: the name means the type from there to the end of the block.
        case typeAlias(String, ScriptType)
        /// A declaration that changes nothing at run time here (`import`, a nested type, a generic alias).
        case ignored
        /// Source strata could not parse or does not run (`throw`, `fallthrough`), with why.
        case unparsed(String)
    }

    var kind: Kind
    var spot: ScriptSpot
}

// MARK: - Patterns

/// A pattern of `case`, `for` or `if case`.
indirect enum ScriptPattern: Sendable {
    /// `_`.
    case wildcard
    /// `let name`, or a bare name inside a `let` pattern.
    case binding(String)
    /// `.name`, `Type.name`, `.name(let a, _)`.
    case enumCase(String, payload: [ScriptPattern]?)
    /// A value compared with `==`: `"text"`, `1`, `someConstant`.
    case value(ScriptExpression)
    case tuple([ScriptPattern])
    /// `pattern as Type` or `pattern is Type`.
    case cast(ScriptPattern, ScriptType)
    /// `pattern?`: a value that is not `nil`.
    case some(ScriptPattern)
}

// MARK: - Declarations

/// A parameter of a function or initializer.
struct ScriptParameter: Sendable {
    /// The argument label; `nil` for `_`.
    var label: String?
    /// The name inside the body.
    var name: String
    var type: ScriptType?
    var defaultValue: ScriptExpression?
    /// `T...`: takes any number of unlabeled arguments after the first.
    var isVariadic = false
    var isInout = false
    /// `@autoclosure`: the argument is passed unevaluated, as a closure the body calls.
    var isAutoclosure = false
}

/// A function, method or initializer (named `init`).
struct ScriptFunction: Sendable {
    var name: String
    var parameters: [ScriptParameter]
    var returnType: ScriptType?
    /// `nil` for a requirement of a protocol.
    var body: [ScriptStatement]?
    var isStatic = false
    var isMutating = false
    var spot: ScriptSpot
}

/// A `let` or `var`: stored with an initial value, declared without one, or computed.
struct ScriptVariable: Sendable {
    var name: String
    var type: ScriptType?
    var initializer: ScriptExpression?
    /// The getter of a computed property.
    var getter: [ScriptStatement]?
    var isStatic = false
    var spot: ScriptSpot
}

/// A `case` of an enum.
struct ScriptEnumCase: Sendable {
    var name: String
    var rawValue: ScriptExpression?
    /// Associated values, as parameters (`case feature(Feature)`); `nil` when it has none.
    var payload: [ScriptParameter]?
    var spot: ScriptSpot
}

/// A declaration inside a type or an extension.
enum ScriptMember: Sendable {
    case variable(ScriptVariable)
    case function(ScriptFunction)
    case enumCase(ScriptEnumCase)
    case type(ScriptTypeDeclaration)
    case typeAlias(String, ScriptType)
}

/// `enum`, `struct`, `class`, `actor`, `protocol` or `extension`.
struct ScriptTypeDeclaration: Sendable {
    enum Kind: Sendable, Equatable {
        case enumeration, structure, protocolType, extensionOf
    }

    var kind: Kind
    /// The name as written (`Feature`), or for an extension the extended type (`ModulePaths.Feature`).
    var path: [String]
    /// Raw type, superclass and protocols, as written.
    var inheritance: [ScriptType]
    var members: [ScriptMember]
    var spot: ScriptSpot
    /// For `extension [Element]`, the element type; the path is then `Array`.
    var elementType: ScriptType? = nil
}

/// One parsed file: its imports, declarations, and top-level statements in order.
struct ScriptFile: Sendable {
    /// The path relative to the analyzed root.
    var path: String
    var bytes: [UInt8]
    var imports: [String] = []
    var types: [ScriptTypeDeclaration] = []
    var functions: [ScriptFunction] = []
    var typeAliases: [(name: String, type: ScriptType)] = []
    /// `infix operator` declarations (prefix and postfix ones change nothing strata evaluates).
    var operators: [ScriptOperatorDeclaration] = []
    var precedenceGroups: [ScriptPrecedenceGroup] = []
    /// Top-level statements, `let`/`var` declarations included, in order.
    var statements: [ScriptStatement] = []
    /// What the lexer met: unterminated literals and comments, invalid UTF-8.
    var scanProblems: [ScanProblem] = []
}

/// `infix operator |>: ForwardPipe`.
struct ScriptOperatorDeclaration: Sendable {
    var spelling: String
    /// The precedence group named; `nil` for `DefaultPrecedence`.
    var group: String?
    var spot: ScriptSpot
}

/// `precedencegroup Name { associativity: left; higherThan: A; lowerThan: B }`.
struct ScriptPrecedenceGroup: Sendable {
    enum Associativity: Sendable {
        case left, right, none
    }

    var name: String
    var associativity: Associativity = .none
    var higherThan: [String] = []
    var lowerThan: [String] = []
    var spot: ScriptSpot
}
