// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Platform",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PlatformKit", targets: ["PlatformKit"]),
        .library(name: "Storage", targets: ["Storage"]),
    ],
    targets: [
        .target(name: "PlatformKit", dependencies: ["PlatformInterfaces"]),
        .target(name: "PlatformInterfaces"),
        .target(name: "Storage", dependencies: ["PlatformInterfaces"]),
        .target(name: "Analytics"),
    ]
)
