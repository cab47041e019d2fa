// swift-tools-version:5.9
import PackageDescription

// A package nested inside the Lib target's directory: its files belong to this
// package's own targets, not to Lib.
let package = Package(
    name: "Tokenizer",
    products: [
        .library(name: "Tokenizer", targets: ["Tokenizer"]),
    ],
    targets: [
        .target(name: "Tokenizer", dependencies: ["TokenizerCore"]),
        .target(name: "TokenizerCore"),
    ]
)
