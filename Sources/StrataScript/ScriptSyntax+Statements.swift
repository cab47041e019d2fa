import StrataScan

/// Statements, patterns and declarations of the syntax tree.

// MARK: - Statements

/// A condition of `if`, `guard` or `while`.
package enum ScriptCondition: Sendable {
    case boolean(ScriptExpression)
    /// `let name = optional` (or the shorthand `let name`).
    case optionalBinding(String, ScriptExpression)
    /// `case pattern = value`.
    case pattern(ScriptPattern, ScriptExpression)
}

/// One `if`/`else if` branch.
package struct ScriptBranch: Sendable {
    package var conditions: [ScriptCondition]
    package var body: [ScriptStatement]
}

/// One `case …:` or `default:` of a `switch`.
package struct ScriptSwitchCase: Sendable {
    /// Empty for `default`.
    package var patterns: [ScriptPattern]
    package var guardExpression: ScriptExpression?
    package var body: [ScriptStatement]
}

/// A statement.
package struct ScriptStatement: Sendable {
    package indirect enum Kind: Sendable {
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

    package var kind: Kind
    package var spot: ScriptSpot
}

// MARK: - Patterns

/// A pattern of `case`, `for` or `if case`.
package indirect enum ScriptPattern: Sendable {
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
package struct ScriptParameter: Sendable {
    /// The argument label; `nil` for `_`.
    package var label: String?
    /// The name inside the body.
    package var name: String
    package var type: ScriptType?
    package var defaultValue: ScriptExpression?
    /// `T...`: takes any number of unlabeled arguments after the first.
    package var isVariadic = false
    package var isInout = false
    /// `@autoclosure`: the argument is passed unevaluated, as a closure the body calls.
    package var isAutoclosure = false
}

/// A function, method or initializer (named `init`).
package struct ScriptFunction: Sendable {
    package var name: String
    package var parameters: [ScriptParameter]
    package var returnType: ScriptType?
    /// `nil` for a requirement of a protocol.
    package var body: [ScriptStatement]?
    package var isStatic = false
    package var isMutating = false
    package var spot: ScriptSpot
}

/// A `let` or `var`: stored with an initial value, declared without one, or computed.
package struct ScriptVariable: Sendable {
    package var name: String
    package var type: ScriptType?
    package var initializer: ScriptExpression?
    /// The getter of a computed property.
    package var getter: [ScriptStatement]?
    package var isStatic = false
    package var spot: ScriptSpot
}

/// A `case` of an enum.
package struct ScriptEnumCase: Sendable {
    package var name: String
    package var rawValue: ScriptExpression?
    /// Associated values, as parameters (`case feature(Feature)`); `nil` when it has none.
    package var payload: [ScriptParameter]?
    package var spot: ScriptSpot
}

/// A declaration inside a type or an extension.
package enum ScriptMember: Sendable {
    case variable(ScriptVariable)
    case function(ScriptFunction)
    case enumCase(ScriptEnumCase)
    case type(ScriptTypeDeclaration)
    case typeAlias(String, ScriptType)
}

/// `enum`, `struct`, `class`, `actor`, `protocol` or `extension`.
package struct ScriptTypeDeclaration: Sendable {
    package enum Kind: Sendable, Equatable {
        case enumeration, structure, protocolType, extensionOf
    }

    package var kind: Kind
    /// The name as written (`Feature`), or for an extension the extended type (`ModulePaths.Feature`).
    package var path: [String]
    /// Raw type, superclass and protocols, as written.
    package var inheritance: [ScriptType]
    package var members: [ScriptMember]
    package var spot: ScriptSpot
    /// For `extension [Element]`, the element type; the path is then `Array`.
    package var elementType: ScriptType? = nil
}

/// One parsed file: its imports, declarations, and top-level statements in order.
package struct ScriptFile: Sendable {
    /// The path relative to the analyzed root.
    package var path: String
    package var bytes: [UInt8]
    package var imports: [String] = []
    package var types: [ScriptTypeDeclaration] = []
    package var functions: [ScriptFunction] = []
    package var typeAliases: [(name: String, type: ScriptType)] = []
    /// `infix operator` declarations (prefix and postfix ones change nothing strata evaluates).
    package var operators: [ScriptOperatorDeclaration] = []
    package var precedenceGroups: [ScriptPrecedenceGroup] = []
    /// Top-level statements, `let`/`var` declarations included, in order.
    package var statements: [ScriptStatement] = []
    /// What the lexer met: unterminated literals and comments, invalid UTF-8.
    package var scanProblems: [ScanProblem] = []
}

/// `infix operator |>: ForwardPipe`.
package struct ScriptOperatorDeclaration: Sendable {
    package var spelling: String
    /// The precedence group named; `nil` for `DefaultPrecedence`.
    package var group: String?
    package var spot: ScriptSpot
}

/// `precedencegroup Name { associativity: left; higherThan: A; lowerThan: B }`.
package struct ScriptPrecedenceGroup: Sendable {
    package enum Associativity: Sendable {
        case left, right, none
    }

    package var name: String
    package var associativity: Associativity = .none
    package var higherThan: [String] = []
    package var lowerThan: [String] = []
    package var spot: ScriptSpot
}
