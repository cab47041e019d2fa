import StrataGraph

/// Reports a Swinject `resolve(T.self)` (with its `name:`) that no registration in the workspace provides.
///
/// Types compare as written, whitespace aside; a module-qualified name also matches its last component, and a
/// registration of a generic type written without its arguments (Swift infers them from the factory) provides
/// every resolution of that type with arguments.
/// A registration whose name is not a literal matches every name; a resolution whose name is not a
/// literal is checked for its type only. Argument types (`resolve(T.self, argument:)`) are not compared.
/// A call whose type mentions a generic parameter of its function or type (`resolve(T.self)` in
/// `func make<T>()`) names no type of its own: such a resolution is not checked, such a registration
/// provides nothing that can be named.
public struct SwinjectUnregisteredRule: Rule {
    public let documentation = RuleDocumentation.swinjectUnregistered

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let containers = context.di.containers
        var registered: [NameKey: [ContainerCall]] = [:]
        for registration in containers.registrations where !registration.isGeneric {
            for key in Self.keys(registration.type) { registered[key, default: []].append(registration) }
        }
        return containers.resolutions.compactMap { resolution in
            guard !resolution.isGeneric, !Self.keys(resolution.type).contains(where: Self.builtIn.contains) else { return nil }
            // A registration of the generic type written bare (`register(SearchViewModel.self) { … }`) registers the
            // arguments Swift infers from the factory: it may be any `SearchViewModel<…>` (openedx-app-ios).
            let candidates = (Self.keys(resolution.type) + Self.bareKeys(resolution.type)).flatMap { registered[$0] ?? [] }
            let satisfied = candidates.contains { registration in
                resolution.hasDynamicName || registration.hasDynamicName || registration.name == resolution.name
            }
            guard !satisfied else { return nil }
            let named = resolution.name.map { " named \"\($0)\"" } ?? ""
            let notes = candidates.prefix(5).map { registration in
                let name = registration.name.map { " with name \"\($0)\"" } ?? " without a name"
                return Note(message: "\(registration.type) is registered here" + name, location: registration.location)
            }
            return Violation(rule: id, severity: context.severity, message: Self.message(resolution.type, named: named),
                             location: resolution.location, modules: [context.graph.modules[resolution.module].name],
                             components: [resolution.type + (resolution.name.map { "#" + $0 } ?? "")], notes: notes)
        }
    }

    /// What a container resolves without a registration: the identifier of the object graph being resolved.
    static let builtIn: Set<NameKey> = [NameKey("GraphIdentifier")]

    /// The type without whitespace, unwrapped from `Optional` and from Swinject's `Lazy` and `Provider`
    /// (which resolve the wrapped type), and its last dotted component when it is qualified.
    private static func keys(_ type: String) -> [NameKey] {
        let compact = unwrapped(type)
        var keys = [NameKey(compact)]
        if !compact.contains("<"), let last = compact.split(separator: ".").last, last.count < compact.count {
            keys.append(NameKey(String(last)))
        }
        return keys
    }

    /// For a generic type with its arguments (`SearchViewModel<RunLoop>`), the keys of the type without them.
    private static func bareKeys(_ type: String) -> [NameKey] {
        let compact = unwrapped(type)
        guard let open = compact.firstIndex(of: "<"), open > compact.startIndex else { return [] }
        return keys(String(compact[..<open]))
    }

    /// `type` without whitespace, unwrapped from `Optional`, `Lazy` and `Provider`.
    private static func unwrapped(_ type: String) -> String {
        var compact = String(type.filter { $0 != " " })
        var unwrapping = true
        while unwrapping {
            unwrapping = false
            if compact.hasSuffix("?") || compact.hasSuffix("!") {
                compact.removeLast()
                unwrapping = true
            }
            for wrapper in ["Optional<", "Lazy<", "Provider<", "Swinject.Lazy<", "Swinject.Provider<"]
            where compact.hasPrefix(wrapper) && compact.hasSuffix(">") {
                compact = String(compact.dropFirst(wrapper.count).dropLast())
                unwrapping = true
            }
        }
        return compact
    }

    // MARK: - Messages

    static func message(_ type: String, named: String) -> String {
        "\(type)\(named) is resolved here, but no registration in the workspace provides it: the resolution returns nil at run time."
    }
}
