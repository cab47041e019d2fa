// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Messenger",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/uber/needle.git", from: "0.24.0"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["ChatFeature", "Core", .product(name: "NeedleFoundation", package: "needle")]
        ),
        .target(
            name: "ChatFeature",
            dependencies: ["Core", .product(name: "NeedleFoundation", package: "needle")]
        ),
        .target(name: "Core"),
    ]
)
