// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Messenger",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["AuthTabBar", "Chat", "ChatInterfaces"]
        ),
        .target(name: "AuthTabBar", dependencies: ["ChatInterfaces"]),
        .target(name: "Chat", dependencies: ["ChatInterfaces"]),
        .target(name: "ChatInterfaces"),
        .testTarget(name: "ChatTests", dependencies: ["Chat", "ChatInterfaces"]),
    ]
)
