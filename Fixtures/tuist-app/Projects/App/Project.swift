import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "App",
    packages: [.needle],
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: bundleIdPrefix,
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Sources/**"],
            dependencies: [
                .feature("Feed"),
                .feature("Chat"),
                .project(target: "Core", path: .relativeToRoot("Projects/Core")),
                .feature("FeedInterface", in: "Feed"),
                .feature("ChatInterface", in: "Chat"),
                .package(product: "NeedleFoundation"),
            ]
        ),
    ]
)
