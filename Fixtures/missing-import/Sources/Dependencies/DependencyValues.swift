public struct DependencyValues {}

@propertyWrapper
public struct Dependency<Value> {
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
