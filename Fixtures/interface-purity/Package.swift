// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Profiles",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Profile", "ProfileInterfaces"]),
        .target(name: "Profile", dependencies: ["ProfileInterfaces", "Storage"]),
        .target(name: "ProfileInterfaces", dependencies: ["Storage"]),
        .target(name: "Storage"),
    ]
)
