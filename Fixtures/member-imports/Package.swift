// swift-tools-version:6.0
import PackageDescription

// Legacy's settings are built in code: `strata migrate member-imports --fix` cannot switch the feature on there.
let legacySettings: [SwiftSetting] = [.define("LEGACY")]

let package = Package(
    name: "MemberImports",
    targets: [
        .target(name: "Core"),
        .target(name: "ApiClient", dependencies: ["Core"]),
        .target(name: "Networking", dependencies: ["Core"]),
        .target(
            name: "Feature",
            dependencies: ["ApiClient", "Networking"]
        ),
        .target(name: "Legacy", dependencies: ["Networking"], swiftSettings: legacySettings),
    ]
)
