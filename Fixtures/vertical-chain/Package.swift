// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["ModuleA"]),
        // Checkout screen.
        .target(name: "ModuleA", dependencies: ["ModuleB"]),
        // Cart.
        .target(name: "ModuleB", dependencies: ["ModuleC"]),
        // Pricing.
        .target(name: "ModuleC"),
    ]
)
