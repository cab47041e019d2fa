// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Banking",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["Accounts", "AccountsInterfaces", "Payments", "PaymentsInterfaces", "Networking", "Persistence"]
        ),
        .target(name: "Accounts", dependencies: ["AccountsInterfaces", "DesignSystem", "Networking", "Persistence"]),
        .target(name: "AccountsInterfaces"),
        .target(name: "Payments", dependencies: ["PaymentsInterfaces", "Networking"]),
        .target(name: "PaymentsInterfaces"),
        .target(name: "Networking"),
        .target(name: "Persistence"),
        .target(name: "DesignSystem"),
    ]
)
