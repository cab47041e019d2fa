// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Toolkit",
    products: [
        .library(name: "Toolkit", targets: ["ToolkitCore", "ToolkitUI"]),
    ],
    targets: [
        .target(name: "ToolkitCore"),
        .target(name: "ToolkitUI"),
    ]
)
