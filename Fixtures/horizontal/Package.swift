// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["ModuleA", "ModuleB", "ModuleC", "ShopInterfaces"]),
        // Checkout screen.
        .target(name: "ModuleA", dependencies: ["ShopInterfaces"]),
        // Cart.
        .target(name: "ModuleB", dependencies: ["ShopInterfaces"]),
        // Pricing.
        .target(name: "ModuleC", dependencies: ["ShopInterfaces"]),
        .target(name: "ShopInterfaces"),
    ]
)
