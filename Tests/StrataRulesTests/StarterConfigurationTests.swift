import StrataRules
import XCTest

final class StarterConfigurationTests: XCTestCase {
    private let app = [
        "App", "Chat", "ChatInterfaces", "AuthTabBar", "AuthTabBarInterfaces", "Cache", "Utils", "DesignKit",
        "ChatTests", "Profile", "ProfileInterface", "Chat",
    ]

    func testAModularApp() throws {
        let text = Configuration.starter(moduleNames: app, executableNames: ["App"])
        let configuration = try parse(text)
        XCTAssertEqual(configuration.modules.roots.map(\.pattern), ["App"])
        XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern), ["*Interface", "*Interfaces"])
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Features", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers.map { $0.modules.map(\.pattern) }, [
            ["App"], ["AuthTabBar", "Chat", "Profile"], ["*Interfaces", "*Interface"], ["Cache", "DesignKit", "Utils"],
        ])
        XCTAssertEqual(configuration.layers.map(\.allowSameLayer), [true, false, true, true])
        XCTAssertEqual(configuration.layerIndex(ofModule: "ChatTests"), nil, "test targets are in no layer")
        XCTAssertEqual(configuration.layerIndex(ofModule: "ChatInterfaces"), 2)
        XCTAssertEqual(configuration.rules, [:])
        XCTAssertEqual(configuration.exclude, [])
        XCTAssertTrue(text.contains("// Written by `strata init` for 11 modules."))
        XCTAssertTrue(text.contains("// Interface naming found: 2 modules named *Interfaces; 1 named *Interface."))
        XCTAssertTrue(text.contains("    // configured: [{name: \"MyApp\", kind: \"root\""))
        XCTAssertTrue(text.hasPrefix("// strata configuration"))
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testTestSupportModulesAreInNoProposedLayer() throws {
        let text = Configuration.starter(moduleNames: app + ["ChatMocks", "NetworkingTestSupport"], executableNames: ["App"])
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers.last?.modules.map(\.pattern), ["Cache", "DesignKit", "Utils"])
        XCTAssertNil(configuration.layerIndex(ofModule: "ChatMocks"))
    }

    func testTheOutputDependsOnlyOnTheNames() {
        let text = Configuration.starter(moduleNames: app, executableNames: ["App"])
        XCTAssertEqual(Configuration.starter(moduleNames: app.reversed(), executableNames: ["App", "App"]), text)
    }

    func testInterfaceNaming() throws {
        let cases: [(names: [String], patterns: [String], summary: String)] = [
            (["A", "AInterfaces"], ["*Interfaces"], "Interface naming found: 1 module named *Interfaces."),
            (["A", "AInterface", "B", "BInterface"], ["*Interface"], "Interface naming found: 2 named *Interface."),
            (["A", "B"], ["*Interface", "*Interfaces"],
             "Interface naming: none found; the default patterns *Interface and *Interfaces are kept."),
            (["A", "B", "Interfaces"], ["*Interface", "*Interfaces"],
             "Interface naming found: shared interface module Interfaces."),
            (["A", "B", "AppDI", "CoreDI"], ["*Interface", "*Interfaces", "AppDI", "CoreDI"],
             "Interface naming found: shared interface modules AppDI, CoreDI."),
            (["A", "AInterfaces", "SharedDI"], ["*Interfaces", "SharedDI"],
             "Interface naming found: 1 module named *Interfaces; shared interface module SharedDI."),
        ]
        for test in cases {
            let text = Configuration.starter(moduleNames: test.names, executableNames: [])
            let configuration = try parse(text)
            // What the starter writes is added to the default patterns.
            let defaults = ["*Interface", "*Interfaces"]
            XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern),
                           defaults + test.patterns.filter { !defaults.contains($0) }, "\(test.names)")
            XCTAssertTrue(text.contains("// " + test.summary + "\n"), "\(test.names):\n\(text)")
        }
    }

    func testASharedInterfaceModule() throws {
        let text = Configuration.starter(moduleNames: ["ModuleA", "ModuleB", "ModuleC", "AppDI"], executableNames: ["App"])
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers[1].modules.map(\.pattern), ["*Interface", "*Interfaces", "AppDI"])
        XCTAssertEqual(configuration.layers[2].modules.map(\.pattern), ["ModuleA", "ModuleB", "ModuleC"])
        XCTAssertTrue(text.contains("// Features: no module has an interface module of its own"))
        XCTAssertTrue(text.contains("move those above Interfaces"))
    }

    func testNoExecutableAndNoModules() throws {
        let text = Configuration.starter(moduleNames: [], executableNames: [])
        let configuration = try parse(text)
        XCTAssertEqual(configuration.modules.roots, [])
        XCTAssertEqual(configuration.layers.map(\.name), ["Interfaces"])
        XCTAssertTrue(text.contains("// App: no executable target was found"))
        XCTAssertTrue(text.contains("for 0 modules."))
        XCTAssertTrue(try parse(Configuration.starter(moduleNames: ["", "A"], executableNames: [""])).layers
            .allSatisfy { $0.modules.allSatisfy { !$0.pattern.isEmpty } })
    }

    func testOddNamesAreQuotedAndMatchOnlyThemselves() throws {
        let odd = ["Quote\"d", "Back\\slash", "Star*", "Q?", "[Set]", "{Brace,s}", "Tab\there", "Line\u{2028}Sep",
                   "Nul\u{0}", "Café", "日本"]
        let configuration = try parse(Configuration.starter(moduleNames: odd + ["Star"], executableNames: ["Main*"]))
        XCTAssertEqual(configuration.modules.roots.count, 1)
        XCTAssertTrue(configuration.modules.roots[0].matches("Main*"))
        XCTAssertFalse(configuration.modules.roots[0].matches("MainApp"))
        let core = configuration.layers.last?.modules ?? []
        XCTAssertEqual(core.count, odd.count + 1)
        for name in odd + ["Star"] {
            XCTAssertEqual(core.filter { $0.matches(name) }.count, 1, name)
        }
    }

    func testManyModulesWrapLongLines() throws {
        let names = (0..<2_000).flatMap { ["Feature\($0)", "Feature\($0)Interfaces"] } + ["Cache"]
        let text = Configuration.starter(moduleNames: names, executableNames: ["App"])
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers[1].modules.count, 2_000)
        XCTAssertEqual(configuration.layers[3].modules.map(\.pattern), ["Cache"])
        let longest = text.split(separator: "\n").map(\.utf8.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, 104)
    }

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Configuration {
        do {
            return try Configuration.parse(Array(text.utf8), file: "starter", knownRules: testRules)
        } catch {
            XCTFail("\(error)\n\(text)", file: file, line: line)
            throw error
        }
    }
}
