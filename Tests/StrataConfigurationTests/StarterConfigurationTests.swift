import StrataConfiguration
import XCTest

final class StarterConfigurationTests: XCTestCase {
    private let app = [
        "App", "Chat", "ChatInterfaces", "AuthTabBar", "AuthTabBarInterfaces", "Cache", "Utils", "DesignKit",
        "ChatTests", "Profile", "ProfileInterface", "Chat",
    ]

    func testAModularApp() throws {
        let text = Configuration.starter(StarterInput(moduleNames: app, executableNames: ["App"]))
        let configuration = try parse(text)
        XCTAssertEqual(configuration.modules.roots.map(\.pattern), ["App"])
        XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern), ["*Interface", "*Interfaces"])
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Features", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers.map { $0.modules.map(\.pattern) }, [
            ["App"], ["AuthTabBar", "Chat", "Profile"], ["*Interfaces", "*Interface"], ["*"],
        ])
        XCTAssertEqual(configuration.layers.map(\.allowSameLayer), [true, false, true, true], "no feature depends on another")
        XCTAssertFalse(text.contains("ChatTests"), "test targets are in no layer")
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
        let text = Configuration.starter(StarterInput(moduleNames: app + ["ChatMocks", "NetworkingTestSupport"], executableNames: ["App"]))
        _ = try parse(text)  // what it proposes parses
        XCTAssertFalse(text.contains("ChatMocks"))
        XCTAssertFalse(text.contains("NetworkingTestSupport"))
    }

    /// A check puts a test target in no layer, and a library named like one (a Bazel `swift_library` that an Xcode UI
    /// test target compiles too, tulsi's `ButtonsMacUITests`) in a layer like any module: init places it by its edges.
    func testALibraryNamedLikeATestIsPlacedByItsEdges() throws {
        let input = StarterInput(moduleNames: ["App", "AppTests", "AppUITests", "Utils"], executableNames: ["App"],
                                 testNames: ["AppTests"],
                                 dependencies: [.init(from: "AppTests", to: "App"), .init(from: "AppUITests", to: "App")])
        let text = Configuration.starter(input)
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers.first?.modules.map(\.pattern), ["App", "AppUITests"])
        XCTAssertFalse(text.contains("\"AppTests\""), "a test target is placed by no edge")
    }

    func testTheOutputDependsOnlyOnTheNames() {
        let text = Configuration.starter(StarterInput(moduleNames: app, executableNames: ["App"]))
        XCTAssertEqual(Configuration.starter(StarterInput(moduleNames: app.reversed(), executableNames: ["App", "App"])), text)
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
            let text = Configuration.starter(StarterInput(moduleNames: test.names, executableNames: []))
            let configuration = try parse(text)
            // What the starter writes is added to the default patterns.
            let defaults = ["*Interface", "*Interfaces"]
            XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern),
                           defaults + test.patterns.filter { !defaults.contains($0) }, "\(test.names)")
            XCTAssertTrue(text.contains("// " + test.summary + "\n"), "\(test.names):\n\(text)")
        }
    }

    func testASharedInterfaceModule() throws {
        let text = Configuration.starter(StarterInput(moduleNames: ["ModuleA", "ModuleB", "ModuleC", "AppDI"], executableNames: ["App"]))
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers[1].modules.map(\.pattern), ["*Interface", "*Interfaces", "AppDI"])
        XCTAssertEqual(configuration.layers[2].modules.map(\.pattern), ["*"])
    }

    func testNoExecutableAndNoModules() throws {
        let text = Configuration.starter(StarterInput(moduleNames: [], executableNames: []))
        let configuration = try parse(text)
        XCTAssertEqual(configuration.modules.roots, [])
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Core"], "no layer matches nothing but App")
        XCTAssertTrue(text.contains("// No executable target or composition root was found"))
        XCTAssertTrue(text.contains("for 0 modules."))
        XCTAssertTrue(try parse(Configuration.starter(StarterInput(moduleNames: ["", "A"], executableNames: [""]))).layers
            .allSatisfy { $0.modules.allSatisfy { !$0.pattern.isEmpty } })
    }

    func testOddNamesAreQuotedAndMatchOnlyThemselves() throws {
        let odd = ["Quote\"d", "Back\\slash", "Star*", "Q?", "[Set]", "{Brace,s}", "Tab\there", "Line\u{2028}Sep",
                   "Nul\u{0}", "Café", "日本"]
        // Each odd module depends on a feature, so each is named in the Features layer.
        let dependencies = (odd + ["Star"]).map { StarterInput.Dependency(from: $0, to: "Chat") }
        let configuration = try parse(Configuration.starter(StarterInput(
            moduleNames: odd + ["Star", "Chat", "ChatInterface"], executableNames: ["Main*"], dependencies: dependencies)))
        XCTAssertEqual(configuration.modules.roots.count, 1)
        XCTAssertTrue(configuration.modules.roots[0].matches("Main*"))
        XCTAssertFalse(configuration.modules.roots[0].matches("MainApp"))
        let features = configuration.layers[1].modules
        XCTAssertEqual(features.count, odd.count + 2)
        for name in odd + ["Star"] {
            XCTAssertEqual(features.filter { $0.matches(name) }.count, 1, name)
        }
    }

    func testManyModulesWrapLongLines() throws {
        let names = (0..<2_000).flatMap { ["Feature\($0)", "Feature\($0)Interfaces"] } + ["Cache"]
        let text = Configuration.starter(StarterInput(moduleNames: names, executableNames: ["App"]))
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers[1].modules.count, 2_000)
        XCTAssertEqual(configuration.layers[3].modules.map(\.pattern), ["*"])
        let longest = text.split(separator: "\n").map(\.utf8.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, 104)
    }

    func testLayersFollowTheGraph() throws {
        let input = StarterInput(
            moduleNames: ["App", "Chat", "ChatInterface", "Profile", "ProfileInterface", "Utils", "Logging", "ChatTests"],
            executableNames: ["App"],
            dependencies: [
                .init(from: "App", to: "Chat"), .init(from: "Chat", to: "ProfileInterface"), .init(from: "Chat", to: "Utils"),
                // Core modules that reach up: Utils into Features (through Logging, it moves too).
                .init(from: "Utils", to: "Profile"), .init(from: "Logging", to: "Utils"),
                .init(from: "ChatTests", to: "App"),
            ])
        let text = Configuration.starter(input)
        let configuration = try parse(text)
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Features", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers[1].modules.map(\.pattern), ["Chat", "Profile", "Logging", "Utils"])
        // Chat -> Utils and Utils -> Profile are now within Features: it allows them, and says which they are.
        XCTAssertTrue(configuration.layers[1].allowSameLayer)
        XCTAssertTrue(text.contains("// Here because they depend on a module of this layer: Logging (uses Utils), Utils"), text)
        XCTAssertTrue(text.contains("3 dependencies between its modules (Chat -> Utils, Logging -> Utils, Utils -> Profile)"), text)
        for dependency in input.dependencies where dependency.from != "ChatTests" {
            let from = configuration.layerIndex(ofModule: dependency.from)!, to = configuration.layerIndex(ofModule: dependency.to)!
            XCTAssertLessThanOrEqual(from, to, "\(dependency.from) -> \(dependency.to) points up")
        }
    }

    func testCompositionRootsAndNaming() throws {
        let features = ["HomeFeature", "ChatFeature", "SettingsFeature", "ProfileFeature"]
        let input = StarterInput(
            moduleNames: features + ["AppFeature", "ApiClient", "StoreClient", "Payments", "PaymentsAPI", "Orders",
                                     "OrdersContracts", "NetworkAPI", "Wiring"],
            executableNames: ["App"], testNames: ["Fakes"],
            dependencies: (features + ["Orders"]).map { .init(from: "AppFeature", to: $0) },
            compositionRoots: ["Wiring"], excludes: ["Docs/**", "Vendor"])
        let text = Configuration.starter(input)
        let configuration = try parse(text)
        // AppFeature depends on 5 of the 7 features (the *Feature modules, Orders and Payments); Wiring holds
        // the DI root.
        XCTAssertEqual(configuration.modules.roots.map(\.pattern), ["App", "AppFeature", "Wiring"])
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["Docs/**", "Vendor"])
        // An *API or *Contracts module is an interface only beside the module it describes: not NetworkAPI.
        XCTAssertEqual(configuration.modules.interfacePatterns.map(\.pattern),
                       ["*Interface", "*Interfaces", "OrdersContracts", "PaymentsAPI"])
        XCTAssertEqual(configuration.layers.map(\.name), ["App", "Features", "Clients", "Interfaces", "Core"])
        XCTAssertEqual(configuration.layers[1].modules.map(\.pattern), ["*Feature", "Orders", "Payments"])
        XCTAssertEqual(configuration.layers[2].modules.map(\.pattern), ["*Client"])
        XCTAssertTrue(text.contains("interfaces beside their module: OrdersContracts, PaymentsAPI"), text)
        XCTAssertTrue(text.contains("Also: 5 modules named *Feature, 2 named *Client."), text)
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
