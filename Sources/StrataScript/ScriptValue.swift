/// Why something could not be evaluated: what, where, and from which call in the project file.
package struct ScriptProblem: Error, Sendable, Equatable {
    package var reason: String
    /// The construct strata gave up on.
    package var spot: ScriptSpot
    /// The innermost call in the main file that led there (its own spot when it is in the main file).
    package var origin: ScriptSpot?
}

/// A labelled value: an argument of a call, an associated value, a field, a tuple element.
package struct ScriptField: Sendable {
    package var label: String?
    package var value: ScriptValue
}

/// A value made by calling something of ProjectDescription (`.target(…)`, `Project(…)`, `.project(target:path:)`):
/// what was called and with which arguments, as the reader interprets it.
package struct ScriptObject: Sendable {
    /// The type, when known (`Target` for `Target.target(…)`).
    package var type: String?
    /// The called name: `target`, `Target`, `project`, `settings`…
    package var callee: String
    package var arguments: [ScriptField]
    /// Where it was made, and the call in the main file that made it.
    package var spot: ScriptSpot
    package var origin: ScriptSpot
    /// For a value made outside the main file, the expression of the main file that gave it (`.designSystem`,
    /// a helper's static member written in the manifest): where the manifest writes it.
    package var writtenAt: ScriptSpot? = nil
    /// For a value made elsewhere than where a helper's expression gave it (a helper's static member that a
    /// helper function adds), that expression: where the helper writes it.
    package var helperWrittenAt: ScriptSpot? = nil
    /// Why a method the program declares, which returns a changed copy of this value (`func withOverrides() ->
    /// Target { var target = self; target.settings = …; return target }`), could not be followed: the value stands for
    /// that copy as it was before the change. `nil` when nothing was changed unseen.
    package var unfollowedChange: ScriptProblem? = nil

    /// The argument with this label, if present.
    package func argument(_ label: String) -> ScriptValue? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabelled argument, if any.
    package var firstUnlabelled: ScriptValue? {
        arguments.first { $0.label == nil }?.value
    }
}

/// A value of an enum of the program.
package struct ScriptEnumValue: Sendable {
    package var type: String
    package var name: String
    package var payload: [ScriptField]
}

/// A value of a struct or class of the program.
package struct ScriptInstance: Sendable {
    package var type: String
    package var fields: [ScriptField]
}

/// A reference to named functions, resolved by argument labels when called.
package struct ScriptFunctionReference: Sendable {
    /// The type whose members they are; `nil` for global functions.
    package var owner: String?
    package var name: String
    /// The value a method is called on.
    package var receiver: [ScriptValue]
}

/// A value of the evaluated program.
///
/// Lists, dictionaries and made values carry how deeply values nest in them, and nothing nests deeper than
/// ``maximumDepth``: a value built by a loop or a recursion stays shallow enough to be released without
/// deep recursion. Closures live in the interpreter and are referred to by index, so no value holds a cycle.
package indirect enum ScriptValue: Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case null
    case array([ScriptValue], depth: Int)
    case dictionary([(key: ScriptValue, value: ScriptValue)], depth: Int)
    case enumCase(ScriptEnumValue, depth: Int)
    case instance(ScriptInstance, depth: Int)
    case object(ScriptObject, depth: Int)
    case tuple([ScriptField], depth: Int)
    /// A member of ProjectDescription not called: `.iOS`, `.framework`, `.debug`.
    case symbol(String)
    /// A type used as a value: `Target`, `ModulePaths.Feature`.
    case type(String)
    /// A closure, by index into the interpreter's closures.
    case closure(Int)
    case function(ScriptFunctionReference)
    case keyPath([String])
    case unknown(ScriptProblem)

    /// How deeply values may nest.
    package static let maximumDepth = 100

    /// How deeply values nest in this one; 0 for scalars.
    package var depth: Int {
        switch self {
        case .array(_, let depth), .dictionary(_, let depth), .enumCase(_, let depth), .instance(_, let depth),
            .object(_, let depth), .tuple(_, let depth):
            return depth
        case .function(let reference):
            return 1 + (reference.receiver.first?.depth ?? 0)
        default:
            return 0
        }
    }

    /// The problem, when this value is unknown.
    package var problem: ScriptProblem? {
        if case .unknown(let problem) = self { return problem }
        return nil
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when this is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is a list.
    package var elements: [ScriptValue]? {
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    /// The made value, when this is one.
    package var object: ScriptObject? {
        if case .object(let object, _) = self { return object }
        return nil
    }
}

// MARK: - Making nested values

extension ScriptValue {
    /// The depth of a value holding `children`, or `nil` when it would pass ``maximumDepth``.
    private static func depth(holding children: some Sequence<ScriptValue>) -> Int? {
        var deepest = 0
        for child in children { deepest = max(deepest, child.depth) }
        return deepest < maximumDepth ? deepest + 1 : nil
    }

    private static func tooDeep(_ spot: ScriptSpot) -> ScriptValue {
        .unknown(ScriptProblem(reason: "values nested more than \(maximumDepth) deep", spot: spot))
    }

    package static func list(_ elements: [ScriptValue], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: elements) else { return tooDeep(spot) }
        return .array(elements, depth: depth)
    }

    package static func map(_ pairs: [(key: ScriptValue, value: ScriptValue)], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: pairs.lazy.flatMap { [$0.key, $0.value] }) else { return tooDeep(spot) }
        return .dictionary(pairs, depth: depth)
    }

    package static func made(_ object: ScriptObject) -> ScriptValue {
        guard let depth = depth(holding: object.arguments.lazy.map(\.value)) else { return tooDeep(object.spot) }
        return .object(object, depth: depth)
    }

    package static func enumValue(_ value: ScriptEnumValue, at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: value.payload.lazy.map(\.value)) else { return tooDeep(spot) }
        return .enumCase(value, depth: depth)
    }

    package static func instanceValue(_ value: ScriptInstance, at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: value.fields.lazy.map(\.value)) else { return tooDeep(spot) }
        return .instance(value, depth: depth)
    }

    package static func tupleValue(_ fields: [ScriptField], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: fields.lazy.map(\.value)) else { return tooDeep(spot) }
        return .tuple(fields, depth: depth)
    }
}

extension ScriptObject {
    /// The problem of the first unknown value among the arguments.
    package var nestedProblem: ScriptProblem? {
        ScriptValue.made(self).nestedProblem
    }
}

extension ScriptValue {
    /// The problem of this value or of the first unknown value inside it (looked for without recursion, over
    /// at most 10,000 values).
    package var nestedProblem: ScriptProblem? {
        var pending = [self]
        var visited = 0
        while let value = pending.popLast(), visited < 10_000 {
            visited += 1
            switch value {
            case .unknown(let problem): return problem
            case .array(let elements, _): pending += elements.reversed()
            case .dictionary(let pairs, _): pending += pairs.reversed().flatMap { [$0.value, $0.key] }
            case .object(let object, _): pending += object.arguments.reversed().map(\.value)
            case .enumCase(let value, _): pending += value.payload.reversed().map(\.value)
            case .instance(let instance, _): pending += instance.fields.reversed().map(\.value)
            case .tuple(let fields, _): pending += fields.reversed().map(\.value)
            default: continue
            }
        }
        return nil
    }
}
