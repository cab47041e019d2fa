// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(path: "../Base"),
    ],
    targets: [
        .target(name: "Catalog", dependencies: [.product(name: "BaseKit", package: "Base")]),
        .target(name: "Cart", dependencies: [.product(name: "BaseKit", package: "Base")]),
        .target(name: "Checkout", dependencies: [.product(name: "BaseKit", package: "Base")]),
    ]
)
