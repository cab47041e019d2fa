// swift-tools-version:5.9
import PackageDescription

// A maintenance tool that nobody depends on. It imports Utils but declares no
// package dependency, so nothing says which of the two Utils modules it means.
let package = Package(
    name: "Tool",
    targets: [
        .executableTarget(name: "CatalogTool"),
    ]
)
