import StrataProject
import StrataTestSupport
import XCTest

@testable import StrataXcode

final class ModuleNameTests: XCTestCase {
    func testC99ExtendedIdentifier() {
        let table: [(String, String)] = [
            ("App", "App"), ("Ice Cubes", "Ice_Cubes"), ("My-App", "My_App"), ("eu.exelban.Stats", "eu_exelban_Stats"),
            ("1Password", "_1Password"), ("9", "_9"), ("_x", "_x"), ("Café", "Café"), ("Straße2", "Straße2"),
            ("a+b", "a_b"), ("a/b", "a_b"), ("😀App", "_App"), ("", ""), ("日本語", "日本語"),
        ]
        for (text, identifier) in table {
            XCTAssertEqual(C99Identifier.make(text), identifier, text)
        }
    }

    /// (target name, target settings, project settings, expected module name).
    private let names: [(target: String, settings: [String: String], project: [String: String], module: String)] = [
        ("App", [:], [:], "App"),
        ("App", ["PRODUCT_NAME": "\"$(TARGET_NAME)\""], [:], "App"),
        ("App", ["PRODUCT_NAME": "\"${TARGET_NAME}\""], [:], "App"),
        ("My App", ["PRODUCT_NAME": "\"$(TARGET_NAME)\""], [:], "My_App"),
        ("App", ["PRODUCT_NAME": "\"Ice Cubes\""], [:], "Ice_Cubes"),
        ("App", ["PRODUCT_NAME": "Shell", "PRODUCT_MODULE_NAME": "Core"], [:], "Core"),
        ("App-iOS", ["PRODUCT_MODULE_NAME": "\"$(TARGET_NAME:c99extidentifier)\""], [:], "App_iOS"),
        (
            "App-iOS", ["PRODUCT_MODULE_NAME": "\"$(PRODUCT_NAME:c99extidentifier)\"", "PRODUCT_NAME": "Kit"], [:],
            "Kit"
        ),
        (
            "Kit-macOS", ["PRODUCT_NAME": "Kit"], ["PRODUCT_MODULE_NAME": "\"$(PRODUCT_NAME:c99extidentifier)Core\""],
            "KitCore"
        ),
        ("App", [:], ["PRODUCT_NAME": "\"$(TARGET_NAME)Shared\""], "AppShared"),
        ("3D", ["PRODUCT_NAME": "\"$(TARGET_NAME)\""], [:], "_3D"),
        ("App", ["PRODUCT_NAME": "\"$(UNKNOWN_SETTING)\""], [:], "App"),
        (
            "App", ["PRODUCT_NAME": "\"$(BASE)-$(SUFFIX)\"", "BASE": "Feed", "SUFFIX": "\"$(TARGET_NAME:lower)\""], [:],
            "Feed_app"
        ),
        ("App", ["PRODUCT_NAME": "\"$(A)\"", "A": "\"$(B)\"", "B": "\"$(A)\""], [:], "App"),
        ("App", ["PRODUCT_NAME": "\"$(MISSING:default=Fallback)\""], [:], "Fallback"),
        // threema-ios: `APP_NAME` comes from an .xcconfig file, not read; the target's name stands for the product's.
        ("Custom OnPrem ShareExtension", ["PRODUCT_NAME": "\"$(APP_NAME) ShareExtension\""], [:], "Custom_OnPrem_ShareExtension"),
        ("App", ["PRODUCT_NAME": "\"$(BASE) Share\"", "BASE": "\"$(APP_NAME)\""], [:], "App"),
        ("App", ["PRODUCT_NAME": "Kit", "PRODUCT_MODULE_NAME": "\"$(APP_NAME)Kit\""], [:], "Kit"),
        ("App", ["PRODUCT_NAME": "\"$(TARGET_NAME\""], [:], "__TARGET_NAME"),
    ]

    func testModuleNamesFromBuildSettings() throws {
        for (targetName, settings, project, module) in names {
            let tree = try TemporaryTree()
            var text = PBXText()
            text.group("MAIN", children: [])
            text.projectSettings = project
            text.target("T", name: targetName, settings: settings)
            try tree.write("App.xcodeproj/project.pbxproj", text.text)
            let result = tree.read("App.xcodeproj")
            XCTAssertEqual(result.modules.map(\.name), [module], "\(targetName) \(settings) \(project)")
            // A dependency is removed from the target Xcode shows (protonpass: the target `iOS` of the module
            // `Proton_Pass`), in the general words when the names agree.
            let removal = result.modules.first?.dependencyFix?.removal(of: "CoreMocks", at: "App.xcodeproj/project.pbxproj:9")
            XCTAssertEqual(removal, module == targetName ? nil
                : "remove CoreMocks from the dependencies of target '\(targetName)' (App.xcodeproj/project.pbxproj:9)")
        }
    }

    func testTheDefaultConfigurationNamesTheModule() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: [])
        text.target(
            "T", name: "App",
            settingsByConfiguration: [
                "Debug": ["PRODUCT_NAME": "DebugName"], "Release": ["PRODUCT_NAME": "ReleaseName"],
            ])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.map(\.name), ["ReleaseName"])
    }

    func testSelfReferencesStopAtTheBudget() {
        // Each of twenty settings refers to the next one eight times: 8^20 references unless bounded.
        var settings: [String: String] = ["PRODUCT_NAME": "\"$(S0)\""]
        for index in 0..<20 {
            settings["S\(index)"] = "\"" + String(repeating: "$(S\(index + 1))", count: 8) + "\""
        }
        settings["S20"] = "x"
        var text = PBXText()
        text.group("MAIN", children: [])
        text.target("T", name: "App", settings: settings)
        // Unbounded, the expansion would not finish (8^20 references).
        let tree = try? TemporaryTree()
        try? tree?.write("App.xcodeproj/project.pbxproj", text.text)
        let module = tree?.read("App.xcodeproj").modules.first
        XCTAssertNotNil(module)
    }
}
