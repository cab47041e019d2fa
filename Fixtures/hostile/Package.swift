// swift-tools-version:5.9
import PackageDescription

// Never built: the sources under Sources/Hostile are hostile input for the scanner.
let package = Package(
    name: "Hostile",
    targets: [
        .target(name: "Hostile", dependencies: ["Core"]),
        .target(name: "Core"),
    ]
)
