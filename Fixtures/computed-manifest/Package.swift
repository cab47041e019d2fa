// swift-tools-version:5.9
import PackageDescription

let features = ["Search", "Profile", "Settings"]

// One implementation target per feature, each behind its interface.
let featureTargets: [Target] = features.map { name in
    .target(
        name: "\(name)Feature",
        dependencies: [
            .target(name: "\(name)Interface"),
            "DesignSystem",
        ],
        path: "Sources/Features/\(name)"
    )
}

var interfaceTargets: [Target] = []
for name in features {
    interfaceTargets.append(
        .target(name: "\(name)Interface", dependencies: ["DesignSystem"], path: "Sources/Interfaces/\(name)")
    )
}

let package = Package(
    name: "ComputedManifest",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [remote("swift-collections")],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .executableTarget(
            name: "App",
            dependencies: ["DesignSystem", "SearchFeature", "SearchInterface"]
        ),
    ] + featureTargets + interfaceTargets
)

// Remote packages, named through a helper: they are not part of the graph.
func remote(_ name: String) -> Package.Dependency {
    .package(url: "https://github.com/apple/\(name).git", from: "1.0.0")
}
