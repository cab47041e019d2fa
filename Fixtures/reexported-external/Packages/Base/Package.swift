// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Base",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "BaseKit", targets: ["BaseKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hmlongco/Factory", from: "2.4.1"),
    ],
    targets: [
        .target(name: "BaseKit", dependencies: [.product(name: "Factory", package: "Factory")]),
    ]
)
