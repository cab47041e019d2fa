// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shared",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedModels", targets: ["SharedModels"]),
        .library(name: "SharedFormatting", targets: ["SharedFormatting"]),
    ],
    targets: [
        .target(name: "SharedModels", dependencies: ["SharedFormatting"]),
        .target(name: "SharedFormatting"),
    ]
)
