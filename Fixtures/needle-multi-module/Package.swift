// swift-tools-version:5.9
import PackageDescription

let needle = Target.Dependency.product(name: "NeedleFoundation", package: "needle")

let package = Package(
    name: "Shop",
    dependencies: [
        .package(url: "https://github.com/uber/needle.git", from: "0.24.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile", "Networking", needle]),
        .target(name: "Feed", dependencies: ["Networking", needle]),
        .target(name: "Profile", dependencies: ["Networking", needle]),
        .target(name: "Networking"),
    ]
)
