/// A local package like p2p-wallet-ios's `KeyAppKit`, for the tests of the words each build system has for a
/// dependency on a package's module: `KeyAppUI` in a product of its name, `KeyAppLogger` in the product `Logging`,
/// `KeyAppKitCore` in none; and an app file `Wallet/App.swift` that imports all three.
enum KeyAppKitPackage {
    /// The package's files and the app's, by path relative to the workspace.
    static let files: [String: String] = [
        "Wallet/App.swift": "import KeyAppUI\nimport KeyAppKitCore\nimport KeyAppLogger\n\nlet app = (UI(), Core(), Logger())\n",
        "Packages/KeyAppKit/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "KeyAppKit",
            products: [
                .library(name: "KeyAppUI", targets: ["KeyAppUI"]),
                .library(name: "Logging", targets: ["KeyAppLogger"]),
            ],
            targets: [
                .target(name: "KeyAppUI"),
                .target(name: "KeyAppKitCore"),
                .target(name: "KeyAppLogger"),
            ]
        )

        """,
        "Packages/KeyAppKit/Sources/KeyAppUI/UI.swift": "public struct UI {}\n",
        "Packages/KeyAppKit/Sources/KeyAppKitCore/Core.swift": "public struct Core {}\n",
        "Packages/KeyAppKit/Sources/KeyAppLogger/Logger.swift": "public struct Logger {}\n",
    ]
}
