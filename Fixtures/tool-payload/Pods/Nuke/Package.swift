// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Nuke", targets: [.target(name: "Nuke", path: "Sources")])
