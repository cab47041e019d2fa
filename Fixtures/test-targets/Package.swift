// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TestTargets",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Sync", targets: ["Sync"]),
    ],
    targets: [
        .target(name: "Storage"),
        .target(name: "Sync", dependencies: ["Storage"]),
        .testTarget(
            name: "SyncTests",
            dependencies: ["Sync", "Storage"]
        ),
    ]
)
