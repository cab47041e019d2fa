// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        .package(path: "Packages/Platform"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                "Feed",
                .product(name: "PlatformKit", package: "Platform"),
            ]
        ),
        .target(
            name: "Feed",
            dependencies: [
                "FeedInterfaces",
                .product(name: "PlatformKit", package: "Platform"),
            ]
        ),
        .target(name: "FeedInterfaces"),
    ]
)
