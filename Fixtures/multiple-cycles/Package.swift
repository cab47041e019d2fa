// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MultipleCycles",
    products: [
        .library(name: "Aggregator", targets: ["Aggregator"]),
    ],
    targets: [
        // Three-module cycle: Alpha -> Beta -> Gamma are declared, Gamma -> Alpha is import-only.
        .target(name: "Alpha", dependencies: ["Beta"]),
        .target(name: "Beta", dependencies: ["Gamma"]),
        .target(name: "Gamma"),
        // Two-module cycle: Delta -> Epsilon is declared, Epsilon -> Delta is import-only.
        .target(name: "Delta", dependencies: [.target(name: "Epsilon")]),
        .target(name: "Epsilon"),
        // Acyclic: depends on both cycles, nothing depends on it.
        .target(name: "Aggregator", dependencies: ["Alpha", "Delta"]),
    ]
)
