// swift-tools-version:5.9
import PackageDescription

// Given to the tools in code: strata cannot remove an entry from it for one target alone.
let toolDependencies: [Target.Dependency] = ["Logging"]

let package = Package(
    name: "App",
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                "Feed",
                "Logging",
            ]
        ),
        .target(name: "Feed", dependencies: ["ApiClient", "Dependencies", "Styleguide"]),
        .target(name: "Dependencies"),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Logging"),
        .target(name: "Styleguide"),
        .executableTarget(name: "Tool", dependencies: toolDependencies),
    ]
)
