import StrataConfiguration
import StrataGraph
import StrataProject
import XCTest

/// The rules of SPEC "Rules" with the options these tests give them.
let testRules: [String: RuleOptionsSchema] = [
    "cycle": .none,
    "vertical-chain": RuleOptionsSchema(["maxLength": .integer(min: 1)]),
    "interface-bypass": .none,
    "interface-purity": RuleOptionsSchema([
        "allowedDeclarations": .strings,
        "mode": .string(choices: ["strict", "lenient"]),
    ]),
    "layer": .none,
    "forbidden-dependency": RuleOptionsSchema([
        "forbidden": .objects(["from": .globs, "to": .globs, "except": .globs, "message": .string(),
                               "severity": .string(choices: ["error", "warning", "off"])],
                              required: ["from", "to"]),
        "allowed": .objects(["from": .globs, "to": .globs], required: ["from", "to"]),
    ]),
    "undeclared-dependency": .none,
    "unused-dependency": RuleOptionsSchema(["ignore": .globs, "includeTests": .bool]),
    "needle-missing-provider": .none,
    "needle-cycle": .none,
    "needle-instantiation": .none,
    "needle-duplicate": .none,
    "needle-unknown-dependency": .none,
    "swinject-unregistered": .none,
    "easydi-unknown-substitution": .none,
    "unreadable-file": .none,
    "manifest": .none,
]

final class ConfigurationTests: XCTestCase {
    static let fullExample = """
        // strata configuration: JSON5, so comments and trailing commas are fine.
        {
          "$schema": "https://example.com/strata.schema.json",
          exclude: ["Fixtures/**", "**/Generated/**"],
          modules: {
            roots: ["App", "*App"],
            interfaces: ["*Interface", "*Interfaces", "AppDI"],
            interfacePairs: [{implementation: "Chat", interface: "ChatAPI"}],
            ignore: "Legacy*",
            configured: [
              {name: "MyApp", kind: "root", paths: ["App/Sources/**"], dependencies: ["Feature", "Core"]},
              {name: "Widgets", paths: "Widgets/**"},
            ],
          },
          layers: [
            {name: "App", modules: ["*App"]},
            {name: "Features", modules: ["Chat", "Auth*"], allowSameLayer: false},
            {name: "Interfaces", modules: ["*Interfaces"]},
            {name: "Core", modules: ["*"]},
          ],
          rules: {
            cycle: "error",
            "vertical-chain": {severity: "error", maxLength: 3},
            "unused-dependency": 'off',
            "interface-purity": {allowedDeclarations: ["protocol", "enum"], mode: "strict"},
            "forbidden-dependency": {
              forbidden: [
                {from: "*Interfaces", to: "*", except: ["*Interfaces", "Foundation"],
                 message: "Interfaces hold protocols only", severity: "warning"},
                {from: ["Core*"], to: "Feature*"},
              ],
              allowed: [{from: "*", to: "*"}],
            },
            manifest: {severity: "off"},
          },
        }
        """

    func testFullExample() throws {
        let configuration = try Configuration.parse(Array(Self.fullExample.utf8), file: ".strata.json", knownRules: testRules)
        let expected = try Configuration(
            exclude: [Glob("Fixtures/**"), Glob("**/Generated/**")],
            modules: ModuleSettings(
                roots: [Glob("App"), Glob("*App")],
                interfacePatterns: [Glob("*Interface"), Glob("*Interfaces"), Glob("AppDI")],
                interfacePairs: [InterfacePair(implementation: "Chat", interface: "ChatAPI")],
                ignore: [Glob("Legacy*")],
                configured: [
                    ConfiguredModule(name: "MyApp", kind: .root, paths: [Glob("App/Sources/**")],
                                     dependencies: ["Feature", "Core"]),
                    ConfiguredModule(name: "Widgets", kind: nil, paths: [Glob("Widgets/**")]),
                ]),
            layers: [
                Layer(name: "App", modules: [Glob("*App")]),
                Layer(name: "Features", modules: [Glob("Chat"), Glob("Auth*")], allowSameLayer: false),
                Layer(name: "Interfaces", modules: [Glob("*Interfaces")]),
                Layer(name: "Core", modules: [Glob("*")]),
            ],
            rules: [
                "cycle": RuleSettings(severity: .error),
                "vertical-chain": RuleSettings(severity: .error, options: ["maxLength": .integer(3)]),
                "unused-dependency": RuleSettings(severity: .off),
                "interface-purity": RuleSettings(options: [
                    "allowedDeclarations": .strings(["protocol", "enum"]), "mode": .string("strict"),
                ]),
                "forbidden-dependency": RuleSettings(options: [
                    "forbidden": .objects([
                        ConfigObject([
                            "from": .globs([Glob("*Interfaces")]), "to": .globs([Glob("*")]),
                            "except": .globs([Glob("*Interfaces"), Glob("Foundation")]),
                            "message": .string("Interfaces hold protocols only"), "severity": .string("warning"),
                        ]),
                        ConfigObject(["from": .globs([Glob("Core*")]), "to": .globs([Glob("Feature*")])]),
                    ]),
                    "allowed": .objects([ConfigObject(["from": .globs([Glob("*")]), "to": .globs([Glob("*")])])]),
                ]),
                "manifest": RuleSettings(severity: .off),
            ])
        XCTAssertEqual(configuration.exclude, expected.exclude)
        XCTAssertEqual(configuration.modules, expected.modules)
        XCTAssertEqual(configuration.layers, expected.layers)
        XCTAssertEqual(configuration.rules, expected.rules)
        XCTAssertEqual(configuration, expected)
    }

    func testEmptyObjectIsTheDefault() throws {
        for source in ["{}", "// nothing configured\n{ }", "{modules: {}, layers: [], rules: {}, exclude: []}"] {
            XCTAssertEqual(try Configuration.parse(Array(source.utf8), file: "c", knownRules: testRules), .default)
        }
        XCTAssertEqual(Configuration.default.modules.interfacePatterns.map(\.pattern), ["*Interface", "*Interfaces"])
        XCTAssertEqual(Configuration.default.exclude, [])
        XCTAssertEqual(Configuration.default.layers, [])
        XCTAssertEqual(Configuration.default.rules, [:])
    }

    func testWritingTestSupportAddsToTheDefaultAndIsAKindOfConfiguredModule() throws {
        XCTAssertEqual(Configuration.default.modules.testSupportPatterns.map(\.pattern),
                       ["*TestSupport", "*Testing", "*Mocks", "*TestHelpers", "*TestKit"])
        let source = "{modules: {testSupport: ['*Fakes', '*Mocks'], "
            + "configured: [{name: 'Stubs', kind: 'testSupport', paths: 'Stubs'}]}}"
        let configuration = try Configuration.parse(Array(source.utf8), file: "c", knownRules: testRules)
        XCTAssertEqual(configuration.modules.testSupportPatterns.map(\.pattern),
                       ["*TestSupport", "*Testing", "*Mocks", "*TestHelpers", "*TestKit", "*Fakes"])
        XCTAssertEqual(configuration.modules.configured.first?.kind, .testSupport)
    }

    func testWritingInterfacesAddsToTheDefault() throws {
        let configuration = try Configuration.parse(Array("{modules: {interfaces: 'AppDI'}}".utf8), file: "c",
                                                    knownRules: testRules)
        XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern), ["*Interface", "*Interfaces", "AppDI"])
    }

    // MARK: - Reading settings

    func testTypedAccessors() throws {
        let configuration = try Configuration.parse(Array(Self.fullExample.utf8), file: "c", knownRules: testRules)
        let chain = configuration.settings(forRule: "vertical-chain")
        XCTAssertEqual(chain.integer("maxLength", default: 2), 3)
        XCTAssertEqual(configuration.settings(forRule: "cycle").integer("maxLength", default: 2), 2)
        XCTAssertEqual(configuration.settings(forRule: "needle-cycle"), RuleSettings())

        let purity = configuration.settings(forRule: "interface-purity")
        XCTAssertEqual(purity.strings("allowedDeclarations"), ["protocol", "enum"])
        XCTAssertEqual(purity.string("mode"), "strict")
        XCTAssertEqual(purity.string("missing", default: "x"), "x")
        XCTAssertEqual(purity.string("allowedDeclarations"), nil, "another type reads as absent")
        XCTAssertTrue(purity.has("mode"))
        XCTAssertFalse(purity.has("missing"))

        let forbidden = configuration.settings(forRule: "forbidden-dependency").objects("forbidden")
        XCTAssertEqual(forbidden.count, 2)
        XCTAssertEqual(forbidden[0].globs("from").map(\.pattern), ["*Interfaces"])
        XCTAssertEqual(forbidden[0].globs("except").map(\.pattern), ["*Interfaces", "Foundation"])
        XCTAssertEqual(forbidden[0].string("message"), "Interfaces hold protocols only")
        XCTAssertEqual(forbidden[1].globs("except"), [])
        XCTAssertEqual(forbidden[1].string("severity"), nil)

        let unused = RuleSettings(options: ["includeTests": .bool(true)])
        XCTAssertTrue(unused.bool("includeTests", default: false))
        XCTAssertFalse(RuleSettings().bool("includeTests", default: false))
    }

    func testIntegersWrittenWithAFractionOfZero() throws {
        let source = "{rules: {'vertical-chain': {maxLength: 3.0}}}"
        let configuration = try Configuration.parse(Array(source.utf8), file: "c", knownRules: testRules)
        XCTAssertEqual(configuration.settings(forRule: "vertical-chain").integer("maxLength", default: 2), 3)
    }

    func testLayerOfAModuleIsTheFirstThatMatches() throws {
        let configuration = try Configuration.parse(Array(Self.fullExample.utf8), file: "c", knownRules: testRules)
        XCTAssertEqual(configuration.layerIndex(ofModule: "MyApp"), 0)
        XCTAssertEqual(configuration.layerIndex(ofModule: "AuthTabBar"), 1)
        XCTAssertEqual(configuration.layerIndex(ofModule: "ChatInterfaces"), 2)
        XCTAssertEqual(configuration.layerIndex(ofModule: "Cache"), 3)
        XCTAssertEqual(Configuration.default.layerIndex(ofModule: "Cache"), nil)
    }
}
