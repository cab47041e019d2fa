// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Checkout", "CheckoutMocks", "DebugMenu", "Settings"]),
        .target(name: "Checkout"),
        .target(name: "DebugMenu", dependencies: ["Checkout"]),
        .target(
            name: "Settings",
            dependencies: [
                "Checkout",
                "CheckoutTesting",
                .product(name: "Algorithms", package: "swift-algorithms"),
            ]
        ),

        // For tests and for the demo app: mocks, fixtures and snapshot helpers.
        .target(name: "CheckoutMocks", dependencies: ["Checkout"]),
        .target(name: "CheckoutTesting", dependencies: ["Checkout", "CheckoutMocks"]),
        .target(name: "SnapshotHelpers", dependencies: ["Checkout"]),
        .executableTarget(name: "CheckoutDemo", dependencies: ["Checkout", "CheckoutMocks"]),
        .target(name: "CheckoutScenarios", dependencies: ["Checkout"]),

        .testTarget(
            name: "CheckoutTests",
            dependencies: ["Checkout", "CheckoutMocks", "CheckoutTesting", "SnapshotHelpers"]
        ),
    ]
)
