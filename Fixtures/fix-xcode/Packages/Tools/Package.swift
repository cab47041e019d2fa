// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Tools",
    products: [.library(name: "Tools", targets: ["Tools"])],
    targets: [.target(name: "Tools")]
)
