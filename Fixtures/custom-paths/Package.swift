// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CustomPaths",
    products: [
        .library(name: "Reports", targets: ["Reports"]),
    ],
    targets: [
        .target(
            name: "Lib",
            path: "Code/Lib",
            exclude: [
                "Legacy/LegacyBridge.swift",
                "NOTES.md",
            ]
        ),
        .target(
            name: "Client",
            dependencies: ["Lib"],
            path: "Code/Client",
            sources: [
                "ClientAPI.swift",
                "Requests",
            ]
        ),
        .target(
            name: "Reports",
            dependencies: ["Client", "Lib"]
        ),
    ]
)
