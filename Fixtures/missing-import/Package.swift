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
                "Routes",
                "Settings",
                "Styleguide",
            ]
        ),
        .target(name: "Analytics"),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Dependencies"),
        .target(name: "Routes", dependencies: ["ApiClient"]),
        .target(name: "Settings", dependencies: ["Dependencies"]),
        .target(name: "Styleguide"),
    ]
)
