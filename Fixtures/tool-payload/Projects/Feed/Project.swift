import ProjectDescription

let project = Project(
    name: "Feed",
    targets: [
        .target(
            name: "Feed",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.app.feed",
            sources: "Sources/**",
            resources: "Resources/**"
        ),
    ]
)
