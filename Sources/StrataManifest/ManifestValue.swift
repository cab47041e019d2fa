/// A position in the manifest, 1-based.
struct SourcePosition: Equatable {
    var line: Int
    var column: Int
}

/// Why a value could not be evaluated, and where the expression strata gave up on starts.
struct Unevaluated: Equatable {
    var reason: String
    var position: SourcePosition
}

/// The value of a manifest expression, as far as the static reader evaluates it.
enum ManifestValue {
    case string(String)
    case bool(Bool)
    case number(String)
    case null
    case array([Located])
    case dictionary([(key: ManifestValue, value: ManifestValue)])
    /// A value made by a call: `.target(name: "A")`, `Package(…)`, `.product(…)`.
    case object(ManifestObject)
    /// A member or type name not called: `.iOS`, `.dynamic`, `Platform.linux`, `Target.Dependency`.
    case member(path: [String])
    /// An identifier that names no known constant; `os(Linux)` reads its spelling.
    case unresolved(String, SourcePosition)
    /// `Context.environment` or `ProcessInfo.processInfo.environment`, read as an empty environment.
    case environment
    case unknown(Unevaluated)

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
    var position: SourcePosition
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
    let position: SourcePosition

    init(callee: String, qualifier: String, arguments: [ManifestArgument], position: SourcePosition) {
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
    func property(_ name: String, at position: SourcePosition) -> Located {
        if let value = argument(name) { return value }
        let lists: Set<String> = ["targets", "products", "dependencies", "exclude", "resources"]
        return Located(value: lists.contains(name) ? .array([]) : .null, position: position)
    }
}
