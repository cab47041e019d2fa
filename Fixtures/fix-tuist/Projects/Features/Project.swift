import ProjectDescription

// Legacy's dependencies are built in code.
let legacyDependencies: [TargetDependency] = [
    .target(name: "Chat"),
]

let project = Project(
    name: "Features",
    targets: [
        // Feed imports Core (another project) and Models without declaring them, and declares Chat without importing it.
        .target(
            name: "Feed",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.feed",
            sources: "Sources/Feed/**",
            dependencies: [
                .target(name: "Chat"),
            ]
        ),
        .target(
            name: "Models",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.models",
            sources: "Sources/Models/**"
        ),
        .target(
            name: "Chat",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.chat",
            sources: "Sources/Chat/**"
        ),
        // Settings imports Core and declares nothing: its `dependencies:` goes before `settings:`.
        .target(
            name: "Settings",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.settings",
            sources: "Sources/Settings/**",
            settings: .settings(base: ["SWIFT_VERSION": "6.0"])
        ),
        .target(
            name: "Legacy",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.legacy",
            sources: "Sources/Legacy/**",
            dependencies: legacyDependencies
        ),
    ]
)
