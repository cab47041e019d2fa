// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Game",
    targets: [
        .target(
            name: "AppFeature",
            dependencies: [
                "Analytics",
                "ApiClient",
                "Dependencies",
                "Formatting",
                "Routes",
                "Scoring",
                "Settings",
                "Styleguide",
            ]
        ),
        .target(name: "Analytics"),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Dependencies"),
        .target(name: "Formatting"),
        .target(name: "Routes", dependencies: ["ApiClient", "Formatting", "Scoring"]),
        .target(name: "Scoring"),
        .target(name: "Settings", dependencies: ["Dependencies"]),
        .target(name: "Styleguide"),
    ]
)
