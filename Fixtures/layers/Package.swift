// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Layered",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["Feed", "Profile", "Settings", "Analytics", "Networking"]
        ),

        // Features
        .target(name: "Feed", dependencies: ["Networking", "DesignSystem", "Profile"]),
        .target(name: "Profile", dependencies: ["Networking", "DesignSystem"]),
        .target(name: "Settings", dependencies: ["Storage", "DesignSystem"]),

        // Core
        .target(name: "Networking", dependencies: ["Storage"]),
        .target(name: "Storage"),
        .target(name: "DesignSystem"),
        .target(name: "Analytics", dependencies: ["Settings"]),
    ]
)
