// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Affected",
    platforms: [.macOS(.v13), .iOS(.v16)],
    targets: [
        .executableTarget(name: "App", dependencies: ["Networking", "Settings"]),
        .target(name: "Core"),
        .target(name: "Networking", dependencies: ["Core"]),
        .target(name: "Settings", dependencies: ["Core"], resources: [.process("Resources")]),
        .target(name: "Analytics"),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
        .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
    ]
)
