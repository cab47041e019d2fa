// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ConditionalImports",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Platform", targets: ["Platform"]),
    ],
    targets: [
        .target(
            name: "Platform",
            dependencies: [
                .byName(name: "Diagnostics"),
                .target(name: "MacSupport", condition: .when(platforms: [.macOS])),
            ]
        ),
        .target(name: "Diagnostics"),
        .target(name: "MacSupport"),
        .target(name: "Gallery", dependencies: ["Platform"]),
    ]
)
