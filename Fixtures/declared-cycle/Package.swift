// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "DeclaredCycle",
    products: [
        .library(name: "X", targets: ["X"]),
    ],
    targets: [
        .target(name: "X", dependencies: ["Y"]),
        .target(name: "Y", dependencies: [.target(name: "X")]),
    ]
)
