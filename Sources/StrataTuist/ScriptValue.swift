/// Why something could not be evaluated: what, where, and from which call in the project file.
struct ScriptProblem: Error, Sendable, Equatable {
    var reason: String
    /// The construct strata gave up on.
    var spot: ScriptSpot
    /// The innermost call in the main file that led there (its own spot when it is in the main file).
    var origin: ScriptSpot?
}

/// A labelled value: an argument of a call, an associated value, a field, a tuple element.
struct ScriptField: Sendable {
    var label: String?
    var value: ScriptValue
}

/// A value made by calling something of ProjectDescription (`.target(…)`, `Project(…)`, `.project(target:path:)`):
/// what was called and with which arguments, as the reader interprets it.
struct ScriptObject: Sendable {
    /// The type, when known (`Target` for `Target.target(…)`).
    var type: String?
    /// The called name: `target`, `Target`, `project`, `settings`…
    var callee: String
    var arguments: [ScriptField]
    /// Where it was made, and the call in the main file that made it.
    var spot: ScriptSpot
    var origin: ScriptSpot
    /// For a value made outside the main file, the expression of the main file that gave it (`.designSystem`,
    /// a helper's static member written in the manifest): where the manifest writes it.
    var writtenAt: ScriptSpot? = nil
    /// For a value made elsewhere than where a helper's expression gave it (a helper's static member that a
    /// helper function adds), that expression: where the helper writes it.
    var helperWrittenAt: ScriptSpot? = nil

    /// The argument with this label, if present.
    func argument(_ label: String) -> ScriptValue? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabelled argument, if any.
    var firstUnlabelled: ScriptValue? {
        arguments.first { $0.label == nil }?.value
    }
}

/// A value of an enum of the program.
struct ScriptEnumValue: Sendable {
    var type: String
    var name: String
    var payload: [ScriptField]
}

/// A value of a struct or class of the program.
struct ScriptInstance: Sendable {
    var type: String
    var fields: [ScriptField]
}

/// A reference to named functions, resolved by argument labels when called.
struct ScriptFunctionReference: Sendable {
    /// The type whose members they are; `nil` for global functions.
    var owner: String?
    var name: String
    /// The value a method is called on.
    var receiver: [ScriptValue]
}

/// A value of the evaluated program.
///
/// Lists, dictionaries and made values carry how deeply values nest in them, and nothing nests deeper than
/// ``maximumDepth``: a value built by a loop or a recursion stays shallow enough to be released without
/// deep recursion. Closures live in the interpreter and are referred to by index, so no value holds a cycle.
indirect enum ScriptValue: Sendable {
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
    static let maximumDepth = 100

    /// How deeply values nest in this one; 0 for scalars.
    var depth: Int {
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
    var problem: ScriptProblem? {
        if case .unknown(let problem) = self { return problem }
        return nil
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is a list.
    var elements: [ScriptValue]? {
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    /// The made value, when this is one.
    var object: ScriptObject? {
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

    static func list(_ elements: [ScriptValue], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: elements) else { return tooDeep(spot) }
        return .array(elements, depth: depth)
    }

    static func map(_ pairs: [(key: ScriptValue, value: ScriptValue)], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: pairs.lazy.flatMap { [$0.key, $0.value] }) else { return tooDeep(spot) }
        return .dictionary(pairs, depth: depth)
    }

    static func made(_ object: ScriptObject) -> ScriptValue {
        guard let depth = depth(holding: object.arguments.lazy.map(\.value)) else { return tooDeep(object.spot) }
        return .object(object, depth: depth)
    }

    static func enumValue(_ value: ScriptEnumValue, at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: value.payload.lazy.map(\.value)) else { return tooDeep(spot) }
        return .enumCase(value, depth: depth)
    }

    static func instanceValue(_ value: ScriptInstance, at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: value.fields.lazy.map(\.value)) else { return tooDeep(spot) }
        return .instance(value, depth: depth)
    }

    static func tupleValue(_ fields: [ScriptField], at spot: ScriptSpot) -> ScriptValue {
        guard let depth = depth(holding: fields.lazy.map(\.value)) else { return tooDeep(spot) }
        return .tuple(fields, depth: depth)
    }
}

extension ScriptObject {
    /// The problem of the first unknown value among the arguments.
    var nestedProblem: ScriptProblem? {
        ScriptValue.made(self).nestedProblem
    }
}

extension ScriptValue {
    /// The problem of this value or of the first unknown value inside it (looked for without recursion, over
    /// at most 10,000 values).
    var nestedProblem: ScriptProblem? {
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
