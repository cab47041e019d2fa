import StrataText

/// Why a value could not be evaluated, and where the expression strata gave up on starts.
struct Unevaluated: Equatable {
    var reason: String
    var position: TextPosition
}

/// The value of a manifest expression, as far as the static reader evaluates it.
enum ManifestValue {
    case string(String)
    case bool(Bool)
    case number(String)
    case null
    /// A list, with how deeply lists and dictionaries nest in it (1 for a list of scalars or objects).
    case array([Located], depth: Int)
    case dictionary([(key: ManifestValue, value: ManifestValue)], depth: Int)
    /// A value made by a call: `.target(name: "A")`, `Package(…)`, `.product(…)`.
    case object(ManifestObject)
    /// A member or type name not called: `.iOS`, `.dynamic`, `Platform.linux`, `Target.Dependency`.
    case member(path: [String])
    /// An identifier that names no known constant; `os(Linux)` reads its spelling.
    case unresolved(String, TextPosition)
    /// `Context.environment` or `ProcessInfo.processInfo.environment`, read as an empty environment.
    case environment
    case unknown(Unevaluated)

    /// Lists and dictionaries nest at most this deep, so that releasing a value never recurses deeply
    /// (objects are dismantled apart, see ``ObjectRegistry``).
    static let maximumDepth = 128

    /// How deeply lists and dictionaries nest in this value; 0 for scalars and objects.
    var depth: Int {
        switch self {
        case .array(_, let depth), .dictionary(_, let depth): return depth
        default: return 0
        }
    }

    /// A list of `elements`, or an unevaluated value when it would nest deeper than ``maximumDepth``.
    static func list(_ elements: [Located], at position: TextPosition) -> ManifestValue {
        nested(1 + (elements.lazy.map(\.value.depth).max() ?? 0), at: position) { .array(elements, depth: $0) }
    }

    /// A dictionary of `pairs`, or an unevaluated value when it would nest deeper than ``maximumDepth``.
    static func map(_ pairs: [(key: ManifestValue, value: ManifestValue)], at position: TextPosition) -> ManifestValue {
        let depth = 1 + (pairs.lazy.map { max($0.key.depth, $0.value.depth) }.max() ?? 0)
        return nested(depth, at: position) { .dictionary(pairs, depth: $0) }
    }

    private static func nested(_ depth: Int, at position: TextPosition,
                               _ make: (Int) -> ManifestValue) -> ManifestValue {
        guard depth <= maximumDepth else {
            return .unknown(Unevaluated(reason: "values nested more than \(maximumDepth) deep", position: position))
        }
        return make(depth)
    }

    /// The reason this value is not evaluated, if it is not.
    var unevaluated: Unevaluated? {
        switch self {
        case .unknown(let reason): return reason
        case .unresolved(let name, let position):
            return Unevaluated(reason: "'\(name)' is not a constant strata knows", position: position)
        default: return nil
        }
    }
}

/// A value with the position of the expression that produced it.
struct Located {
    var value: ManifestValue
    var position: TextPosition
}

/// One argument of a call: `name: "A"`, or an unlabeled `"x"`.
struct ManifestArgument {
    var label: String?
    var value: Located
}

/// The result of a call, shared by reference as PackageDescription's `Target` and `Package` classes are:
/// `package.targets.append(…)` and `target.dependencies += […]` change it wherever it is held.
final class ManifestObject {
    /// The called name: `target`, `product`, `Package`, `library`…
    let callee: String
    /// The type before the callee, as written (`Target` in `Target.target(…)`), empty for `.target(…)`.
    let qualifier: String
    var arguments: [ManifestArgument]
    let position: TextPosition

    init(callee: String, qualifier: String, arguments: [ManifestArgument], position: TextPosition) {
        self.callee = callee
        self.qualifier = qualifier
        self.arguments = arguments
        self.position = position
    }

    /// The argument with this label, if present.
    func argument(_ label: String) -> Located? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabeled argument, if any.
    var firstUnlabeled: Located? {
        arguments.first { $0.label == nil }?.value
    }

    /// Replaces (or adds) the argument with this label, as assigning the property of the same name does.
    func setArgument(_ label: String, to value: Located) {
        if let index = arguments.firstIndex(where: { $0.label == label }) {
            arguments[index].value = value
        } else {
            arguments.append(ManifestArgument(label: label, value: value))
        }
    }

    /// The property `name` as PackageDescription exposes it: the argument, or the default when absent
    /// (an empty list for list properties, `nil` otherwise).
    func property(_ name: String, at position: TextPosition) -> Located {
        if let value = argument(name) { return value }
        return Located(value: Self.listProperties.contains(name) ? .array([], depth: 1) : .null, position: position)
    }

    private static let listProperties: Set<String> = ["targets", "products", "dependencies", "exclude", "resources"]
}

/// Every object a manifest made, kept so that they can be taken apart one by one at the end: objects may
/// form long chains or cycles (`a.dependencies = [b]`, …), whose release would otherwise recurse or leak.
final class ObjectRegistry {
    private var objects: [ManifestObject] = []

    func register(_ object: ManifestObject) {
        objects.append(object)
    }

    /// Empties every object's arguments while all of them are still held, then lets them go.
    func dismantle() {
        for object in objects { object.arguments = [] }
        objects = []
    }
}

/// A bound on the work of building values (characters and elements copied), so that a manifest
/// concatenating in a loop of statements stays linear; past it, results are unevaluated.
final class WorkBudget {
    private var remaining: Int

    init(_ units: Int) {
        remaining = units
    }

    /// Takes `units` from the budget. - Returns: `false` when the budget is spent.
    func spend(_ units: Int) -> Bool {
        remaining -= units
        return remaining >= 0
    }
}
