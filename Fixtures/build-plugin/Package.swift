// swift-tools-version:6.0
import PackageDescription

// A package that applies strata's build-tool plugin from source (strata is this repository, two folders up). Its
// build shows Feature's finding as a warning and Legacy's as an error that fails it (BuildToolPluginTests).
let package = Package(
    name: "BuildPluginConsumer",
    dependencies: [.package(name: "strata", path: "../..")],
    targets: [
        .target(name: "Core", plugins: [.plugin(name: "StrataBuildPlugin", package: "strata")]),
        .target(name: "Feature", dependencies: ["Core"], plugins: [.plugin(name: "StrataBuildPlugin", package: "strata")]),
        .target(name: "Legacy", dependencies: ["Core"], plugins: [.plugin(name: "StrataBuildPlugin", package: "strata")]),
    ]
)
