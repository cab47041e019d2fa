// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Catalog",
    products: [
        .library(name: "Catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(path: "Packages/SampleA"),
    ],
    targets: [
        .target(
            name: "Catalog",
            dependencies: [.product(name: "Utils", package: "SampleA")]
        ),
    ]
)
