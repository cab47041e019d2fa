// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Media",
    products: [
        .library(name: "ImageCache", targets: ["ImageCache"]),
    ],
    targets: [
        .target(name: "ImageCache"),
    ]
)
