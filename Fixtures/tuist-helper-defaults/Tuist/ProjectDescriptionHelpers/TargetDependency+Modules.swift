import ProjectDescription

extension TargetDependency {
    /// A dependency a manifest names: written where the manifest writes `.designSystem`.
    public static let designSystem = TargetDependency.project(
        target: "DesignSystem", path: .relativeToRoot("Projects/DesignSystem"))
}
