// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["FeedFeature", "APIClient"]),
        .target(name: "FeedFeature", dependencies: ["APIClientInterface", "DesignSystem"]),
        .target(name: "DesignSystem"),
        .target(name: "APIClientInterface"),
        .target(name: "APIClient", dependencies: ["APIClientInterface", "Networking"]),
        .target(name: "Networking"),

        // For tests only: a mock client built on the live one, and snapshot helpers.
        .target(name: "APIClientMocks", dependencies: ["APIClientInterface", "APIClient"]),
        .target(name: "SnapshotSupport", dependencies: ["FeedFeature"]),

        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature", "APIClientMocks", "SnapshotSupport"]),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient"]),
    ]
)
