// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ImportCycle",
    products: [
        .library(name: "ModuleA", targets: ["ModuleA"]),
    ],
    targets: [
        .target(name: "ModuleA", dependencies: ["ModuleB"]),
        .target(name: "ModuleB", dependencies: ["ModuleC"]),
        // ModuleC declares nothing, yet its sources import ModuleB.
        .target(name: "ModuleC"),
    ]
)
