import Dependencies

extension DependencyValues {
    public var shared: Int { 0 }
}
