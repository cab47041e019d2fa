import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// Settings written as implicit member chains: the chain's base is of the type the argument takes (SE-0287).
final class TuistSettingsChainTests: XCTestCase {
    /// kswen23/Petpion's `.settings(base: .init().swiftCompilationMode(.wholemodule))` and SubvertDev/ForPDA's
    /// `.release(name: "Release", settings: .init().enableDsym())`, whose `settings:` is a `SettingsDictionary`.
    func testAChainStartingWithInitIsOfTheArgumentsType() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App/Project.swift",
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", settings: .settings(
                        base: .init().swiftCompilationMode(.wholemodule),
                        configurations: [
                            .debug(name: "Debug"),
                            .release(name: "Release", settings: .init().enableDsym()),
                        ]
                    )),
                ]
            )

            extension SettingsDictionary {
                func enableDsym() -> SettingsDictionary {
                    merging(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DSYM"])
                }
            }
            """)
        let result = tree.read("App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("App")?.compilationConditions, ["Release": ["DSYM"]])
    }

    /// `OTHER_SWIFT_FLAGS`' `-D` flags define conditions as `SWIFT_ACTIVE_COMPILATION_CONDITIONS` does, each setting
    /// inheriting from the project's along its own chain.
    func testSwiftFlagsDefineConditions() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App/Project.swift",
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                settings: .settings(base: ["OTHER_SWIFT_FLAGS": "-DPROJECT_FLAG"]),
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", settings: .settings(
                        base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "APP"],
                        configurations: [
                            .debug(name: "Debug", settings: ["OTHER_SWIFT_FLAGS": "$(inherited) -D MOCKS"]),
                            .release(name: "Release"),
                        ]
                    )),
                ]
            )
            """)
        let result = tree.read("App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("App")?.compilationConditions, [
            "Debug": ["APP", "PROJECT_FLAG", "MOCKS"], "Release": ["APP", "PROJECT_FLAG"],
        ])
    }
}
