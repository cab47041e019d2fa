// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ConditionalFlags",
    platforms: [.iOS(.v16)],
    products: [
        .executable(name: "App", targets: ["App"]),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Networking"]),
        .target(
            name: "Networking",
            dependencies: ["NetworkingPrivate", "LinuxSupport", "FastMath", "Cache"],
            swiftSettings: [.define("USE_CACHE")]
        ),
        .target(name: "NetworkingPrivate"),
        .target(name: "LinuxSupport"),
        .target(name: "FastMath"),
        .target(name: "Cache"),
    ]
)
