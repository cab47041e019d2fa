// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "News",
    dependencies: [
        .package(url: "https://github.com/AndreyZarembo/EasyDi.git", from: "1.6.0"),
    ],
    targets: [
        .target(name: "App", dependencies: ["EasyDi"]),
        .target(name: "Stubs", dependencies: ["App", "EasyDi"]),
    ]
)
