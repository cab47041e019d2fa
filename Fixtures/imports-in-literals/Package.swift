// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ImportsInLiterals",
    products: [
        .library(name: "Renderer", targets: ["Renderer"]),
    ],
    targets: [
        // Highlighter's sources mention `import Renderer`, `import Themes` and
        // `import Highlighter` only inside comments and literals.
        .target(
            name: "Highlighter",
            dependencies: ["Tokens"],
            swiftSettings: [.enableUpcomingFeature("BareSlashRegexLiterals")]
        ),
        .target(name: "Tokens"),
        .target(name: "Renderer", dependencies: ["Highlighter", "Themes"]),
        .target(name: "Themes"),
    ]
)
