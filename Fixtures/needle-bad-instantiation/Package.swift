// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Login",
    dependencies: [
        .package(url: "https://github.com/uber/needle.git", from: "0.24.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "NeedleFoundation", package: "needle")]),
    ]
)
