// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SelfImport",
    products: [
        .executable(name: "Shell", targets: ["Shell"]),
    ],
    targets: [
        .executableTarget(name: "Shell", dependencies: ["Analytics"]),
        .target(name: "Analytics"),
    ]
)
