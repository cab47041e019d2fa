// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NewsApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.executable(name: "App", targets: ["App"])],
    dependencies: [.package(path: "Packages/DesignKit")],
    targets: [
        .executableTarget(name: "App", dependencies: ["FeedFeature", "ProfileFeature", "SettingsFeature", "ApiClient", "Models"]),
        .target(name: "FeedFeature", dependencies: ["FeedInterface", "ApiClient", "Database", .product(name: "DesignKit", package: "DesignKit")]),
        .target(name: "ProfileFeature", dependencies: ["ProfileInterface", "FeedInterface", "ApiClient", .product(name: "DesignKit", package: "DesignKit")]),
        .target(name: "SettingsFeature", dependencies: ["AnalyticsClient", "Database", .product(name: "DesignKit", package: "DesignKit")]),
        .target(name: "FeedInterface", dependencies: ["Models"]),
        .target(name: "ProfileInterface", dependencies: ["Models"]),
        .target(name: "ApiClient", dependencies: ["Models", "AnalyticsClient"]),
        .target(name: "AnalyticsClient", dependencies: []),
        .target(name: "Database", dependencies: ["Models"]),
        .target(name: "Models", dependencies: []),
    ]
)
