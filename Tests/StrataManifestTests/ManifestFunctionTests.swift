import StrataManifest
import XCTest

/// Functions a manifest declares whose body is one expression: a call is that expression, the arguments bound.
final class ManifestFunctionTests: XCTestCase {
    /// ldakhoa/GistHub's products, vapor/penny-bot's targets and ProtonVPN's dependencies, each made by a function.
    func testFunctionsOfOneExpressionAreEvaluated() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Fixture",
                products: [.singleTargetLibrary("Faqs")],
                targets: [
                    .lambdaTarget(name: "Faqs", additionalDependencies: [.core(module: "Log")]),
                    feature("Users"),
                    .target(name: "Models"),
                ]
            )

            func feature(_ name: String) -> Target {
                return .target(name: "\\(name)Feature", dependencies: ["Models"], path: "Sources/\\(name)")
            }

            extension Product {
                static func singleTargetLibrary(_ name: String) -> Product {
                    .library(name: name, type: .static, targets: [name + "Lambda"])
                }
            }

            extension Target {
                static func lambdaTarget(
                    name: String,
                    additionalDependencies: [Target.Dependency]
                ) -> Target {
                    .executableTarget(name: "\\(name)Lambda", dependencies: [.target(name: "Models")] + additionalDependencies)
                }
            }

            extension Target.Dependency {
                static func core(module: String) -> Self { .product(name: "Core\\(module)", package: "core") }
            }
            """)
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.targetSummaries, ["FaqsLambda(Models, CoreLog)", "UsersFeature(Models)", "Models"])
        XCTAssertEqual(read.targets.first { $0.name == "UsersFeature" }?.path, "Sources/Users")
        XCTAssertEqual(read.products.map(\.name), ["Faqs"])
        XCTAssertEqual(read.products.first?.targets, ["FaqsLambda"])
        // A target a function makes is declared where the manifest calls it, not in the function all such targets share.
        XCTAssertEqual(read.targets.map(\.line), [8, 9, 10])
    }

    func testFunctionsStrataDoesNotEvaluateStayIssues() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "A"),
                    looping("B"),
                    .named(label: "C"),
                    .withDefault(path: "y"),
                ]
            )

            func looping(_ name: String) -> Target { looping(name) }
            extension Target {
                static func named(_ name: String) -> Target { .target(name: name) }
                static func withDefault(_ name: String, path: String = "x") -> Target { .target(name: name, path: path) }
            }
            """)
        XCTAssertEqual(read.targetSummaries, ["A"])
        XCTAssertEqual(read.issueLines, [
            "9:9: skipped a target: a call of 'named' strata cannot match to its parameters",
            "10:9: skipped a target: a call of 'withDefault' strata cannot match to its parameters",
            // Where the call that went too deep is.
            "14:42: skipped a target: calls of 'looping' nested deeper than strata follows",
        ])
    }

    /// gertrude-app's `checkedTarget(name:dependencies:linkerSettings: [LinkerSetting] = [])`: a parameter with a default
    /// takes the argument when the call passes one, else its default.
    func testDefaultValuesAreTakenForTheArgumentsACallLeavesOut() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription

            let shared = "Shared"
            let package = Package(
                name: "Fixture",
                targets: [
                    .checked(name: "App", dependencies: ["Core"]),
                    .checked(name: "Core", path: "Sources/CoreKit"),
                    .checked(name: "Tool", dependencies: [], path: "Tools"),
                ]
            )

            extension Target {
                static func checked(
                    name: String,
                    dependencies: [Target.Dependency] = [.target(name: shared)],
                    path: String? = nil
                ) -> Target {
                    .target(name: name, dependencies: dependencies, path: path)
                }
            }
            """)
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.targetSummaries, ["App(Core)", "Core(Shared)", "Tool"])
        XCTAssertEqual(read.targets.map(\.path), [nil, "Sources/CoreKit", "Tools"])
    }
}
