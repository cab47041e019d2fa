/// The syntax tree of the Swift that Tuist manifests and their `ProjectDescriptionHelpers` are written in,
/// as far as strata evaluates it: expressions, statements, and the declarations of functions and types.
///
/// Chains of postfix elements (`a.b(c).d`) and of binary operators (`a + b + c`) are flat lists, so the tree
/// only deepens where the source nests brackets, closures or blocks, which the parser bounds.

/// Where a node starts in one of the program's files, with the byte range it spans for messages.
package struct ScriptSpot: Hashable, Sendable {
    /// Index of the file in ``ScriptProgram/files``.
    package var file: Int
    package var line: Int
    package var column: Int
    /// Byte offsets of the node's first byte and one past its last, in its file.
    package var start: Int
    package var end: Int
}

// MARK: - Types

/// A type as written: enough to pick overloads, decide what `.member` means and find element types.
package indirect enum ScriptType: Equatable, Sendable {
    /// `Target`, `ModulePaths.Feature`, `Set<Module>`, `Optional<String>`.
    case named([String], arguments: [ScriptType])
    case array(ScriptType)
    case dictionary(ScriptType, ScriptType)
    case optional(ScriptType)
    /// Function types, tuples and anything else strata does not tell apart.
    case other

    /// The type without `?` and `Optional<…>`.
    package var unwrapped: ScriptType {
        var type = self
        var steps = 0
        while steps < 64 {
            steps += 1
            switch type {
            case .optional(let wrapped): type = wrapped
            case .named(let path, let arguments) where path == ["Optional"] && arguments.count == 1: type = arguments[0]
            default: return type
            }
        }
        return type
    }

    /// The element type of an array, a set or a variadic list, if this is one.
    package var elementType: ScriptType? {
        switch unwrapped {
        case .array(let element): return element
        case .named(let path, let arguments) where arguments.count == 1 && (path == ["Set"] || path == ["Array"]):
            return arguments[0]
        default: return nil
        }
    }

    /// The dotted name of a named type (`ModulePaths.Feature`), without `ProjectDescription.`/`Swift.` prefixes.
    package var name: String? {
        guard case .named(let path, _) = unwrapped else { return nil }
        let trimmed = path.first == "ProjectDescription" || path.first == "Swift" ? Array(path.dropFirst()) : path
        return trimmed.isEmpty ? nil : trimmed.joined(separator: ".")
    }

    /// Whether the name is qualified by its module (`ProjectDescription.Project`, `Swift.String`), which no
    /// type nested in the code around it can hide.
    package var isModuleQualified: Bool {
        guard case .named(let path, _) = unwrapped else { return false }
        return path.count > 1 && (path[0] == "ProjectDescription" || path[0] == "Swift")
    }

    /// Whether values of this type are functions (closures are passed to such parameters).
    package var isFunction: Bool { self == .other }
}

// MARK: - Expressions

/// One argument of a call or subscript: `label: value`, `value`, or `&value`.
package struct ScriptArgument: Sendable {
    package var label: String?
    package var value: ScriptExpression
    /// `&x`: the callee may change the variable.
    package var isInout = false
}

/// A part of an interpolated string literal.
package enum ScriptInterpolationPart: Sendable {
    case text(String)
    case expression(ScriptExpression)
}

/// A postfix element applied to the value before it.
package enum ScriptPostfix: Sendable {
    /// `.name`, or `?.name` when `optional`.
    case member(String, optional: Bool, ScriptSpot)
    /// `(…)` with any trailing closures as the last arguments.
    case call([ScriptArgument], ScriptSpot)
    case subscripted([ScriptArgument], ScriptSpot)
}

/// A closure literal: `{ $0.name }`, `{ module in … }`, `{ (a, b) -> T in … }`.
package struct ScriptClosure: Sendable {
    /// Named parameters; empty when the closure uses `$0`, `$1`… or none.
    package var parameters: [String]
    package var body: [ScriptStatement]
}

/// How a value is cast.
package enum ScriptCast: Sendable {
    /// `as`, `as!`: the value itself.
    case plain
    /// `as?`: the value, or `nil` when it is not of the type.
    case conditional
    /// `is`: whether the value is of the type.
    case test
}

/// An expression.
package struct ScriptExpression: Sendable {
    package indirect enum Kind: Sendable {
        case string(String)
        case interpolation([ScriptInterpolationPart])
        case integer(Int)
        case double(Double)
        case boolean(Bool)
        case nilLiteral
        /// An identifier: a variable, a function, a type, `self`, `$0`.
        case name(String)
        /// `.name` whose type comes from the context.
        case implicitMember(String)
        /// A primary followed by postfix elements.
        case chain(ScriptExpression, [ScriptPostfix])
        case array([ScriptExpression])
        case dictionary([(key: ScriptExpression, value: ScriptExpression)])
        case closure(ScriptClosure)
        /// Prefix operators, innermost last, applied to the operand: `!x`, `-1`.
        case prefix([String], ScriptExpression)
        /// Operands, binary operators, casts and ternaries in source order (`a + b * c` is `a + b * c`), as
        /// Swift parses a sequence: which operator binds tighter depends on the `precedencegroup`s and `infix
        /// operator`s of the whole program, so the interpreter folds it (``ScriptOperatorTable/fold(_:)``).
        case operators([ScriptOperatorItem])
        /// A folded sequence, in postfix order (`a + b * c` is `a b c * +`), so that however long the chain, it
        /// is evaluated with a stack rather than a deep tree. Made only by the interpreter: the right operand
        /// of an operator whose function takes it as an `@autoclosure`, evaluated when the function asks.
        case postfixOperators(ScriptPostfixSequence)
        case tuple([ScriptArgument])
        /// `\.name.other`.
        case keyPath([String])
        /// `[String]`, `Array<X>` used as a value (`[String]()`).
        case typeLiteral(ScriptType)
        /// `if`/`switch` used as an expression (Swift 5.9): its branches' single expressions give its value.
        case statement(ScriptStatement)
        /// Source strata could not parse, with why.
        case unparsed(String)
    }

    package var kind: Kind
    package var spot: ScriptSpot
}

/// One element of an operator sequence: ``ScriptExpression/Kind/operators(_:)`` in source order, or
/// ``ScriptExpression/Kind/postfixOperators(_:)`` once folded.
package enum ScriptOperatorItem: Sendable {
    case operand(ScriptExpression)
    /// Takes two values: `+`, `==`, `??`, `&&`, `..<`…
    case binary(String, ScriptSpot)
    /// Takes one value: `as`, `as?`, `as!`, `is`.
    case cast(ScriptType, ScriptCast, ScriptSpot)
    /// Takes the condition and the value after `:`; the value before `:` is evaluated only when chosen.
    case ternary(ScriptExpression, ScriptSpot)
}

/// A folded operator sequence, or the part of one that is a deferred right operand.
package struct ScriptPostfixSequence: Sendable {
    /// The items in postfix order.
    package var items: ArraySlice<ScriptOperatorItem>
    /// At the first item of each right operand left unevaluated, the position of its operator; `nil` elsewhere.
    /// Positions are those of the whole sequence, which slices keep, so a part carries its part of them.
    package var deferredEnds: ArraySlice<Int?>
}
