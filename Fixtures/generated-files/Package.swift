// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Social",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile", "Storage"]),
        .target(name: "Feed", dependencies: ["NetworkingInterface"]),
        .target(name: "Profile", dependencies: ["Feed", "Networking"]),
        .target(name: "Networking", dependencies: ["NetworkingInterface"]),
        .target(name: "NetworkingInterface"),
        .target(name: "Storage"),
    ]
)
