// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Legacy"]),
        .target(name: "Feed", dependencies: ["Legacy", "Core", "Search"]),
        .target(name: "Core"),
        .target(name: "Search"),
        // Left behind when their folders were deleted: SwiftPM would reject both.
        .target(name: "Legacy", dependencies: ["Core"]),
        .target(name: "SearchInterface", path: "Modules/SearchInterface"),
    ]
)
