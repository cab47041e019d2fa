// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Metrics",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feature", "Networking"]),
        .target(name: "Feature", dependencies: ["FeatureInterfaces", "Networking"]),
        .target(name: "FeatureInterfaces"),
        .target(name: "Networking", dependencies: ["Core", "Logging"]),
        .target(name: "Core"),
        .target(name: "Logging", dependencies: ["Analytics"]),
        // Analytics imports Logging without declaring it: the edge the cycle rule proposes to cut.
        .target(name: "Analytics"),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
    ]
)
