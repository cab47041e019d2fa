/// The values `@Dependency` reads; modules add theirs in extensions.
public struct DependencyValues: Sendable {
    public init() {}
}

/// Reads one value of ``DependencyValues`` by its key path.
@propertyWrapper
public struct Dependency<Value> {
    private let keyPath: KeyPath<DependencyValues, Value>

    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { DependencyValues()[keyPath: keyPath] }
}
