public struct DependencyValues {
    public init() {}
}

@propertyWrapper
public struct Dependency<Value> {
    let value: Value

    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        value = DependencyValues()[keyPath: keyPath]
    }

    public var wrappedValue: Value { value }
}
