// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Social",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["AppFeature"]),
        // The tab bar: every feature below it, stacked.
        .target(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature"]),
        .target(name: "HomeFeature", dependencies: ["ProfileFeature", "Analytics"]),
        .target(name: "ProfileFeature", dependencies: ["APIClient"]),
        .target(name: "SettingsFeature", dependencies: ["APIClient"]),
        .target(name: "APIClient"),
        .target(name: "Analytics"),
    ]
)
