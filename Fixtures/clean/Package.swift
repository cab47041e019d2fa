// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Clean",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "App", targets: ["App"]),
        .library(name: "Feature", targets: ["Feature"]),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["Feature", "FeatureInterfaces", "Core"]
        ),
        .target(
            name: "Feature",
            dependencies: [
                .target(name: "Core"),
                .target(name: "FeatureInterfaces"),
            ]
        ),
        .target(name: "FeatureInterfaces"),
        .target(name: "Core"),
        .testTarget(
            name: "FeatureTests",
            dependencies: ["Feature", "Core"]
        ),
    ]
)
