// swift-tools-version:5.9
import PackageDescription

// No library product holds Theme yet: fix adds one for its importers in the root package.
let package = Package(
    name: "Theme",
    targets: [.target(name: "Theme")]
)
