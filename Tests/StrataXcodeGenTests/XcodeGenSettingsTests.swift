import StrataProject
import StrataTestSupport
import StrataXcodeGen
import XCTest

final class XcodeGenSettingsTests: XCTestCase {
    func testModuleNames() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                settings:
                  APP_NAME: Element X
                settingGroups:
                  named:
                    PRODUCT_NAME: FromGroup
                targets:
                  Plain:
                    type: framework
                    platform: iOS
                  my-app:
                    type: application
                    platform: iOS
                  Flat:
                    type: framework
                    platform: iOS
                    settings:
                      PRODUCT_NAME: FlatName
                  Module:
                    type: framework
                    platform: iOS
                    settings:
                      base:
                        PRODUCT_NAME: Product
                        PRODUCT_MODULE_NAME: $(PRODUCT_NAME)Module
                  Referenced:
                    type: application
                    platform: iOS
                    settings:
                      base:
                        PRODUCT_NAME: $(APP_NAME)
                  TargetName:
                    type: framework
                    platform: iOS
                    settings:
                      PRODUCT_NAME: ${TARGET_NAME}Kit
                  PerConfig:
                    type: framework
                    platform: iOS
                    settings:
                      configs:
                        Debug: {PRODUCT_NAME: ConfigName}
                        Release: {PRODUCT_NAME: ConfigName}
                  Grouped:
                    type: framework
                    platform: iOS
                    settings:
                      groups: [named]
                  Renamed:
                    name: 2D Engine
                    type: framework
                    platform: iOS
                  Unresolved:
                    type: framework
                    platform: iOS
                    settings:
                      PRODUCT_NAME: $(NOT_SET_ANYWHERE)
                  Ignored:
                    type: framework
                    platform: iOS
                    settings:
                      PRODUCT_NAME: IgnoredFlat
                      base:
                        OTHER: x
                """,
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.modules.map(\.name), [
            "Plain", "my_app", "FlatName", "ProductModule", "Element_X", "TargetNameKit", "ConfigName", "FromGroup",
            "_2D_Engine", "Unresolved", "Ignored",
        ])
        XCTAssertEqual(result.issueLines, [
            "project.yml:52: the module name of target 'Unresolved' uses $(NOT_SET_ANYWHERE), "
                + "which the spec does not set; "
                + "'Unresolved' is assumed",
        ])
    }

    func testCompilationConditions() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                configs:
                  Debug: debug
                  Staging Debug: debug
                  Release: release
                settings:
                  base:
                    SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) PROJECT
                  configs:
                    release:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: SHIPPING
                targets:
                  Plain:
                    type: framework
                    platform: iOS
                  Own:
                    type: framework
                    platform: iOS
                    settings:
                      base:
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS: ["$(inherited)", FEATURE]
                      configs:
                        staging:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) STAGING
                        debug:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: ONLY_DEBUG
                """,
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.module("Plain")?.compilationConditions, [
            "Debug": ["DEBUG", "PROJECT"], "Staging Debug": ["DEBUG", "PROJECT"], "Release": ["SHIPPING"],
        ])
        // `debug` names the configuration Debug exactly, so it does not apply to Staging Debug; `staging`
        // replaces the target's base value there, its `$(inherited)` being the project's value.
        XCTAssertEqual(result.module("Own")?.compilationConditions, [
            "Debug": ["ONLY_DEBUG"], "Staging Debug": ["DEBUG", "PROJECT", "STAGING"],
            "Release": ["SHIPPING", "FEATURE"],
        ])
    }

    func testNoPresetsMeansNoDefaultDebugCondition() throws {
        let tree = try TemporaryTree([
            "project.yml": "options:\n  settingPresets: none\ntargets:\n  Kit:\n    type: framework\n"
                + "    platform: iOS\n",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read().module("Kit")?.compilationConditions, [:])
    }

    /// `OTHER_SWIFT_FLAGS`' `-D` flags define conditions too, resolved through the same levels.
    func testSwiftFlagsDefineConditions() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                settings:
                  OTHER_SWIFT_FLAGS: -DPROJECT_FLAG
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    settings:
                      OTHER_SWIFT_FLAGS: ["$(inherited)", "-D", "KIT_FLAG", "-warnings-as-errors"]
                """,
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read().module("Kit")?.compilationConditions, [
            "Debug": ["DEBUG", "PROJECT_FLAG", "KIT_FLAG"], "Release": ["PROJECT_FLAG", "KIT_FLAG"],
        ])
    }
}
