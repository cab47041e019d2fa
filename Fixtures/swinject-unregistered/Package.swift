// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    dependencies: [
        .package(url: "https://github.com/Swinject/Swinject.git", from: "2.9.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Swinject"]),
    ]
)
