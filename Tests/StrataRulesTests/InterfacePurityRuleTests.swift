import StrataGraph
import StrataRules
import XCTest

final class InterfacePurityRuleTests: XCTestCase {
    private func sketch() -> GraphSketch {
        var sketch = GraphSketch()
        for name in ["Chat", "ChatInterfaces", "CoreInterfaces", "Foundation", "Storage"] { sketch.module(name) }
        sketch.edge("ChatInterfaces", "Storage", imports: [2])
        sketch.edge("ChatInterfaces", "CoreInterfaces")
        sketch.edge("ChatInterfaces", "Foundation")
        sketch.edge("Chat", "ChatInterfaces")
        sketch.declaration("protocol", "ChatService", in: "ChatInterfaces", line: 4)
        sketch.declaration("class", "ChatSession", in: "ChatInterfaces", line: 8)
        sketch.declaration("actor", "Helper", in: "ChatInterfaces", line: 12, local: true)
        sketch.declaration("struct", "Message", in: "ChatInterfaces", line: 14)
        sketch.declaration("class", "DefaultChatService", in: "Chat", line: 3)
        return sketch
    }

    func testImplementationDependencyAndClassAreReported() throws {
        let violations = try sketch().check(InterfacePurityRule())
        XCTAssertEqual(violations.map(\.message), [
            "ChatInterfaces is an interface module but imports Storage, an implementation module; "
                + "an interface may depend only on other interfaces and external modules.",
            "ChatInterfaces is an interface module but declares class ChatSession; "
                + "interface modules hold only protocol, enum, struct, typealias and extension declarations.",
        ])
        XCTAssertEqual(violations.map(\.location?.line), [2, 8])
        XCTAssertEqual(violations.map(\.modules), [["ChatInterfaces", "Storage"], ["ChatInterfaces"]])
    }

    func testAllowedDeclarationsOption() throws {
        let violations = try sketch().check(
            InterfacePurityRule(), configuration: "{rules: {'interface-purity': {allowedDeclarations: ['protocol', 'class']}}}")
        XCTAssertEqual(violations.map(\.location?.line), [2, 14])
        XCTAssertTrue(violations[1].message.hasSuffix(
                          "declares struct Message; interface modules hold only protocol and class declarations."),
                      violations[1].message)
    }

    func testIgnoredModulesAndSeverity() throws {
        let violations = try sketch().check(
            InterfacePurityRule(), configuration: "{modules: {ignore: 'Storage'}, rules: {'interface-purity': 'warning'}}")
        XCTAssertEqual(violations.map(\.location?.line), [8])
        XCTAssertEqual(violations.first?.severity, .warning)
    }

    func testTestSupportModulesAreNeitherInterfacesNorImplementations() throws {
        // ChatInterfaceMocks is named like an interface but is test support: its class is not reported,
        // nor is ChatInterfaces' dependency on it.
        var sketch = sketch()
        sketch.module("ChatInterfaceMocks", kind: .testSupport)
        sketch.edge("ChatInterfaces", "ChatInterfaceMocks", imports: [3])
        sketch.edge("ChatInterfaceMocks", "Storage")
        sketch.declaration("class", "ChatServiceMock", in: "ChatInterfaceMocks", line: 5)
        XCTAssertEqual(try sketch.check(InterfacePurityRule()).map(\.location?.line), [2, 8])
    }
}

/// The `#externalMacro` pattern: an interface declares macros implemented by a `.macro` target it depends on.
final class MacroTargetTests: XCTestCase {
    private func sketch() -> GraphSketch {
        var sketch = GraphSketch()
        sketch.module("App")
        sketch.module("FeatureInterface")
        sketch.macro("FeatureMacros")
        sketch.module("Feature")
        sketch.edge("FeatureInterface", "FeatureMacros")
        sketch.edge("Feature", "FeatureMacros")
        sketch.edge("App", "Feature")
        return sketch
    }

    func testADependencyOnAMacroTargetIsNoImplementationEdge() throws {
        XCTAssertEqual(try sketch().check(InterfacePurityRule()), [])
        let layers = "{layers: [{name: 'App', modules: ['App']}, {name: 'Features', modules: ['Feature*']}, "
            + "{name: 'Tools', modules: ['*Macros']}]}"
        let topMacros = layers.replacingOccurrences(of: "'Tools', modules: ['*Macros']", with: "'Top', modules: ['*Macros']")
        XCTAssertEqual(try sketch().check(LayerRule(), configuration: topMacros), [])
    }

    func testTheSameEdgeToAnImplementationIsStillImpure() throws {
        var sketch = sketch()
        sketch.macros = []
        XCTAssertEqual(try sketch.check(InterfacePurityRule()).map(\.modules), [["FeatureInterface", "FeatureMacros"]])
    }
}

extension MacroTargetTests {
    func testAMacroTargetIsInNoChain() throws {
        var sketch = GraphSketch()
        sketch.module("Feature")
        sketch.module("Core")
        sketch.macro("FeatureMacros")
        sketch.chain("Feature", "Core", "FeatureMacros")
        XCTAssertEqual(try sketch.check(VerticalChainRule()), [])
        sketch.macros = []
        XCTAssertEqual(try sketch.check(VerticalChainRule()).count, 1)
    }
}
