import ProjectDescription

extension Project {
    /// A feature: one framework that gets `shared` (Logging by default) and Analytics besides its own
    /// dependencies.
    public static func feature(
        name: String,
        dependencies: [TargetDependency] = [],
        shared: [String] = ["Logging"]
    ) -> Project {
        let sharedDependencies: [TargetDependency] = shared.map {
            .project(target: $0, path: .relativeToRoot("Projects/\($0)"))
        }
        return Project(
            name: name,
            targets: [
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "com.example.\(name)",
                    sources: ["Sources/**"],
                    dependencies: dependencies + sharedDependencies + [
                        .project(target: "Analytics", path: .relativeToRoot("Projects/Analytics")),
                    ]
                )
            ]
        )
    }

    /// A module every feature may use; it takes nothing from the helper's defaults.
    public static func library(name: String) -> Project {
        Project(
            name: name,
            targets: [
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "com.example.\(name)",
                    sources: ["Sources/**"]
                )
            ]
        )
    }
}
