// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LegacyCycles",
    targets: [
        .executableTarget(name: "App", dependencies: ["Cart", "Feed", "Search"]),
        // Cart <-> Checkout: Cart declares Checkout, Checkout imports Cart back.
        .target(name: "Cart", dependencies: ["Checkout"]),
        .target(name: "Checkout"),
        // Feed -> Profile -> Settings -> Feed.
        .target(name: "Feed", dependencies: ["Profile"]),
        .target(name: "Profile", dependencies: ["Settings"]),
        .target(name: "Settings"),
        // Search imports itself.
        .target(name: "Search"),
    ]
)
