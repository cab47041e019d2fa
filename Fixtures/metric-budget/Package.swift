// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .executableTarget(name: "App", dependencies: ["Checkout", "Profile"]),
        .target(name: "Checkout", dependencies: ["Payments"]),
        .target(name: "Payments", dependencies: ["CoreNetworking"]),
        .target(name: "Profile", dependencies: ["CoreNetworking"]),
        .target(name: "CoreNetworking"),
    ]
)
