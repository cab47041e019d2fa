// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reader",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed"]),
        .target(name: "Feed", dependencies: ["FeedInterface", "Models", "Networking", "DesignSystem"]),
        .target(name: "FeedInterface"),
        .target(name: "Models"),
        .target(name: "Networking"),
        .target(name: "DesignSystem"),
    ]
)
