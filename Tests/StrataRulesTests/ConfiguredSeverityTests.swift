import StrataConfiguration
import StrataRules
import XCTest

/// The severity each rule reports at: what the configuration says, else the rule's default; none when it is off.
final class ConfiguredSeverityTests: XCTestCase {
    func testSeverities() throws {
        let source = "{rules: {cycle: 'warning', 'vertical-chain': {maxLength: 4}, manifest: 'off', layer: {severity: 'error'}}}"
        let configuration = try Configuration.parse(Array(source.utf8), file: "c", knownRules: RuleRegistry.optionSchemas)
        XCTAssertEqual(configuration.severity(ofRule: "cycle", default: .error), .warning)
        XCTAssertEqual(configuration.severity(ofRule: "vertical-chain", default: .warning), .warning)
        XCTAssertEqual(configuration.severity(ofRule: "manifest", default: .warning), nil)
        XCTAssertEqual(configuration.severity(ofRule: "layer", default: .warning), .error)
        XCTAssertEqual(configuration.severity(ofRule: "interface-bypass", default: .error), .error)
        XCTAssertEqual(ConfiguredSeverity.off.severity, nil)
        XCTAssertEqual(ConfiguredSeverity.warning.severity, .warning)
    }
}
