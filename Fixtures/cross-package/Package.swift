// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "Packages/Shared"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                "Networking",
                .product(name: "SharedModels", package: "Shared"),
            ]
        ),
        .target(
            name: "Networking",
            dependencies: [
                .product(name: "SharedModels", package: "Shared"),
            ]
        ),
    ]
)
