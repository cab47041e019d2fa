// swift-tools-version:5.9
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Preferences",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-syntax.git", from: "509.0.0"),
        .package(path: "Packages/Toolkit"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                "Settings",
                "SettingsInterfaces",
                "SettingsMacros",
                "Analytics",
                .product(name: "Toolkit", package: "Toolkit"),
            ]
        ),
        .target(
            name: "Settings",
            dependencies: [
                "SettingsInterfaces",
                "CoreKit",
                "Persistence",
                "DesignSystem",
                .product(name: "Toolkit", package: "Toolkit"),
            ]
        ),
        .target(name: "SettingsInterfaces"),
        .target(name: "SettingsMacros", dependencies: ["SettingsMacrosPlugin"]),
        .macro(
            name: "SettingsMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "CoreKit", dependencies: ["CoreInterfaces"]),
        .target(name: "CoreInterfaces"),
        .target(name: "Persistence"),
        .target(name: "Analytics"),
        .target(name: "DesignSystem"),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "App", "Persistence"]),
    ]
)
