// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Tools",
    products: [
        .plugin(name: "LintPlugin", targets: ["LintPlugin"]),
    ],
    targets: [
        .executableTarget(name: "Lint"),
        .plugin(name: "LintPlugin", capability: .buildTool(), dependencies: ["Lint"]),
    ]
)
