// swift-tools-version:5.9
import PackageDescription

// A sample project kept in the repository; it has its own module named Utils.
let package = Package(
    name: "SampleB",
    targets: [
        .target(name: "Utils"),
        .executableTarget(name: "SampleBDemo", dependencies: ["Utils"]),
    ]
)
