import StrataConfiguration
import XCTest

final class ConfigurationErrorTests: XCTestCase {
    private let table: [(source: String, keyPath: String, line: Int, column: Int, message: String)] = [
        // Syntax.
        ("", "", 1, 1, "unexpected end of input; expected a value"),
        ("{\n  exclude: []\n  rules: {}\n}", "", 3, 3, "expected ',' or '}' after member, found 'r'"),
        // The top level.
        ("[]", "", 1, 1, "expected an object, found an array"),
        ("null", "", 1, 1, "expected an object, found null"),
        ("{exlcude: []}", "exlcude", 1, 2, "unknown key 'exlcude'; did you mean 'exclude'?"),
        ("{Rules: {}}", "Rules", 1, 2, "unknown key 'Rules'; did you mean 'rules'?"),
        ("{foo: 1}", "foo", 1, 2,
         "unknown key 'foo'; expected one of '$schema', 'budgets', 'defines', 'exclude', 'layers', 'modules' or 'rules'"),
        ("{'a b': 1}", "['a b']", 1, 2,
         "unknown key 'a b'; expected one of '$schema', 'budgets', 'defines', 'exclude', 'layers', 'modules' or 'rules'"),
        ("{exclude: [], exclude: []}", "exclude", 1, 15, "duplicate key 'exclude' (first at 1:2)"),
        ("{$schema: 3}", "$schema", 1, 11, "expected a string, found an integer"),
        // Globs.
        ("{exclude: 3}", "exclude", 1, 11, "expected a glob pattern or an array of glob patterns, found an integer"),
        ("{exclude: null}", "exclude", 1, 11, "expected a glob pattern or an array of glob patterns, found null"),
        ("{exclude: ['a', 3]}", "exclude[1]", 1, 17, "expected a glob pattern, found an integer"),
        ("{exclude: ['a', ['b']]}", "exclude[1]", 1, 17, "expected a glob pattern, found an array"),
        ("{exclude: ['[a']}", "exclude[0]", 1, 12, "invalid glob pattern '[a': unclosed '[' at character 1"),
        ("{exclude: ''}", "exclude", 1, 11, "invalid glob pattern '': empty pattern"),
        ("{modules: {roots: ['App', '{A,B']}}", "modules.roots[1]", 1, 27,
         "invalid glob pattern '{A,B': unclosed '{' at character 1"),
        ("{modules: {ignore: 'a\\\\'}}", "modules.ignore", 1, 20, "invalid glob pattern 'a\\\\': pattern ends with a lone '\\'"),
        // Modules.
        ("{modules: []}", "modules", 1, 11, "expected an object, found an array"),
        ("{modules: {rots: []}}", "modules.rots", 1, 12, "unknown key 'rots'; did you mean 'roots'?"),
        ("{modules: {interface: []}}", "modules.interface", 1, 12, "unknown key 'interface'; did you mean 'interfaces'?"),
        ("{modules: {interfacePairs: {}}}", "modules.interfacePairs", 1, 28, "expected an array of objects, found an object"),
        ("{modules: {interfacePairs: ['Chat']}}", "modules.interfacePairs[0]", 1, 29, "expected an object, found a string"),
        ("{modules: {interfacePairs: [{implementation: 'Chat'}]}}", "modules.interfacePairs[0]", 1, 29,
         "missing required key 'interface'"),
        ("{modules: {interfacePairs: [{implementation: 'Chat', interface: 3}]}}", "modules.interfacePairs[0].interface",
         1, 65, "expected a string, found an integer"),
        ("{modules: {interfacePairs: [{implementation: '', interface: 'A'}]}}",
         "modules.interfacePairs[0].implementation", 1, 46, "must not be empty"),
        ("{modules: {configured: [{name: 'App', kind: 'app', paths: 'App/**'}]}}", "modules.configured[0].kind", 1, 45,
         "unknown module kind 'app'; expected 'interface', 'implementation', 'root', 'test' or 'testSupport'"),
        ("{modules: {configured: [{name: 'App', kind: 'roots', paths: 'App/**'}]}}", "modules.configured[0].kind", 1, 45,
         "unknown module kind 'roots'; expected 'interface', 'implementation', 'root', 'test' or 'testSupport'; did you mean 'root'?"),
        ("{modules: {configured: [{name: 'UIKit', kind: 'external', paths: 'x'}]}}", "modules.configured[0].kind", 1, 47,
         "unknown module kind 'external'; expected 'interface', 'implementation', 'root', 'test' or 'testSupport'"),
        ("{modules: {configured: [{name: 'App'}]}}", "modules.configured[0]", 1, 25, "missing required key 'paths'"),
        ("{modules: {configured: [{paths: 'x'}]}}", "modules.configured[0]", 1, 25, "missing required key 'name'"),
        ("{modules: {configured: [{name: 'App', paths: []}]}}", "modules.configured[0].paths", 1, 46,
         "expected at least one path"),
        ("{modules: {configured: [{name: 'App', paths: 'x', dependencies: ['A', '']}]}}",
         "modules.configured[0].dependencies[1]", 1, 71, "must not be empty"),
        ("{modules: {configured: [{name: 'App', paths: 'x', dependencies: 'A,B', path: 'y'}]}}",
         "modules.configured[0].path", 1, 72, "unknown key 'path'; did you mean 'paths'?"),
        ("{modules: {configured: [{name: 'A', paths: 'x'}, {name: 'A', paths: 'y'}]}}", "modules.configured[1].name",
         1, 57, "module 'A' is configured twice (first at 1:32)"),
        // Layers.
        ("{layers: {}}", "layers", 1, 10, "expected an array of objects, found an object"),
        ("{layers: [{name: 'A'}]}", "layers[0]", 1, 11, "missing required key 'modules'"),
        ("{layers: [{name: '', modules: []}]}", "layers[0].name", 1, 18, "must not be empty"),
        ("{layers: [{name: 'A', modules: 'a', allowSameLayer: 'no'}]}", "layers[0].allowSameLayer", 1, 53,
         "expected a boolean, found a string"),
        ("{layers: [{name: 'A', modules: 'a', allowSamelayer: false}]}", "layers[0].allowSamelayer", 1, 37,
         "unknown key 'allowSamelayer'; did you mean 'allowSameLayer'?"),
        ("{layers: [{name: 'A', modules: []}, {name: 'A', modules: []}]}", "layers[1].name", 1, 44,
         "layer 'A' is defined twice (first at 1:18)"),
        // Rules.
        ("{rules: []}", "rules", 1, 9, "expected an object, found an array"),
        ("{rules: {'vertical-chian': {}}}", "rules.vertical-chian", 1, 10,
         "unknown rule 'vertical-chian'; did you mean 'vertical-chain'?"),
        ("{rules: {cylce: 'off'}}", "rules.cylce", 1, 10, "unknown rule 'cylce'; did you mean 'cycle'?"),
        ("{rules: {bogus: 'off'}}", "rules.bogus", 1, 10, "unknown rule 'bogus'; 'strata rules' lists the rule ids"),
        ("{rules: {cycle: 'off', cycle: 'error'}}", "rules.cycle", 1, 24, "duplicate key 'cycle' (first at 1:10)"),
        ("{rules: {cycle: 'fatal'}}", "rules.cycle", 1, 17, "unknown severity 'fatal'; expected 'error', 'warning' or 'off'"),
        ("{rules: {cycle: 'warn'}}", "rules.cycle", 1, 17,
         "unknown severity 'warn'; expected 'error', 'warning' or 'off'; did you mean 'warning'?"),
        ("{rules: {cycle: {severity: 'Error'}}}", "rules.cycle.severity", 1, 28,
         "unknown severity 'Error'; expected 'error', 'warning' or 'off'; did you mean 'error'?"),
        ("{rules: {cycle: {severity: true}}}", "rules.cycle.severity", 1, 28, "expected a string, found a boolean"),
        ("{rules: {cycle: 2}}", "rules.cycle", 1, 17, "expected a severity or an object, found an integer"),
        ("{rules: {cycle: {maxLength: 3}}}", "rules.cycle.maxLength", 1, 18,
         "rule 'cycle' has no option 'maxLength'; only 'severity' can be set"),
        ("{rules: {'vertical-chain': {maxLenght: 3}}}", "rules.vertical-chain.maxLenght", 1, 29,
         "unknown option 'maxLenght' for rule 'vertical-chain'; did you mean 'maxLength'?"),
        ("{rules: {'vertical-chain': {depth: 3}}}", "rules.vertical-chain.depth", 1, 29,
         "unknown option 'depth' for rule 'vertical-chain'; expected 'severity' or 'maxLength'"),
        ("{\n  rules: {\n    'vertical-chain': {\n      maxLength: 'three',\n    },\n  },\n}",
         "rules.vertical-chain.maxLength", 4, 18, "expected an integer, found a string"),
        ("{rules: {'vertical-chain': {maxLength: 2.5}}}", "rules.vertical-chain.maxLength", 1, 40,
         "expected an integer, found a number"),
        ("{rules: {'vertical-chain': {maxLength: 0}}}", "rules.vertical-chain.maxLength", 1, 40,
         "must be at least 1, found 0"),
        ("{rules: {'interface-purity': {mode: 'loose'}}}", "rules.interface-purity.mode", 1, 37,
         "unknown value 'loose'; expected 'strict' or 'lenient'"),
        ("{rules: {'interface-purity': {allowedDeclarations: ['protocol', 1]}}}",
         "rules.interface-purity.allowedDeclarations[1]", 1, 65, "expected a string, found an integer"),
        ("{rules: {'interface-purity': {allowedDeclarations: {}}}}", "rules.interface-purity.allowedDeclarations", 1, 52,
         "expected a string or an array of strings, found an object"),
        ("{rules: {'unused-dependency': {includeTests: 1}}}", "rules.unused-dependency.includeTests", 1, 46,
         "expected a boolean, found an integer"),
        ("{rules: {'forbidden-dependency': {forbidden: {}}}}", "rules.forbidden-dependency.forbidden", 1, 46,
         "expected an array of objects, found an object"),
        ("{rules: {'forbidden-dependency': {forbidden: [{from: 'A'}]}}}", "rules.forbidden-dependency.forbidden[0]", 1, 47,
         "missing required key 'to'"),
        ("{rules: {'forbidden-dependency': {forbidden: [{from: 'A', to: 'B', form: 'C'}]}}}",
         "rules.forbidden-dependency.forbidden[0].form", 1, 68, "unknown key 'form'; did you mean 'from'?"),
        ("{rules: {'forbidden-dependency': {forbidden: [{from: 'A', to: 'B', why: 'C'}]}}}",
         "rules.forbidden-dependency.forbidden[0].why", 1, 68,
         "unknown key 'why'; expected one of 'except', 'from', 'message', 'severity' or 'to'"),
        ("{rules: {'forbidden-dependency': {forbidden: [{from: '[', to: 'B'}]}}}",
         "rules.forbidden-dependency.forbidden[0].from", 1, 54, "invalid glob pattern '[': unclosed '[' at character 1"),
        ("{rules: {'forbidden-dependency': {forbidden: [{from: 'A', to: 'B'}, {from: 'A', to: 'B', severity: 'fatal'}]}}}",
         "rules.forbidden-dependency.forbidden[1].severity", 1, 100,
         "unknown value 'fatal'; expected 'error', 'warning' or 'off'"),
        ("{rules: {'forbidden-dependency': {allowed: [{from: 'A', to: 'B', message: 'm'}]}}}",
         "rules.forbidden-dependency.allowed[0].message", 1, 66, "unknown key 'message'; expected one of 'from' or 'to'"),
        // Budgets.
        ("{budgets: []}", "budgets", 1, 11, "expected an object, found an array"),
        ("{budgets: {maxImpcat: 3}}", "budgets.maxImpcat", 1, 12, "unknown key 'maxImpcat'; did you mean 'maxImpact'?"),
        ("{budgets: {maxDepth: 'eight'}}", "budgets.maxDepth", 1, 22,
         "expected a number or an object of module name patterns and numbers, found a string"),
        ("{budgets: {maxDepth: -1}}", "budgets.maxDepth", 1, 22, "must be at least 0, found -1"),
        ("{budgets: {maxImpact: {}}}", "budgets.maxImpact", 1, 23, "expected at least one module name pattern"),
        ("{budgets: {maxImpact: {'[Core': 3}}}", "budgets.maxImpact['[Core']", 1, 24,
         "invalid glob pattern '[Core': unclosed '[' at character 1"),
        ("{budgets: {maxImpact: {Core: 'x'}}}", "budgets.maxImpact.Core", 1, 30, "expected an integer, found a string"),
        ("{budgets: {maxImpact: {Core: 1, Core: 2}}}", "budgets.maxImpact.Core", 1, 33, "duplicate key 'Core' (first at 1:24)"),
        ("{budgets: {maxCriticalPath: 0}}", "budgets.maxCriticalPath", 1, 29, "must be at least 1, found 0"),
        ("{budgets: {maxCriticalPath: {App: 3}}}", "budgets.maxCriticalPath", 1, 29, "expected an integer, found an object"),
        // Keys and values holding control characters stay on one line in messages.
        ("{'a\\nb': 1}", "['a\\nb']", 1, 2,
         "unknown key 'a\\nb'; expected one of '$schema', 'budgets', 'defines', 'exclude', 'layers', 'modules' or 'rules'"),
        ("{rules: {cycle: 'x\\u0000'}}", "rules.cycle", 1, 17,
         "unknown severity 'x\\u{0}'; expected 'error', 'warning' or 'off'"),
    ]

    func testTable() {
        for test in table {
            do {
                let configuration = try Configuration.parse(Array(test.source.utf8), file: ".strata.json", knownRules: testRules)
                XCTFail("\(test.source): parsed as \(configuration)")
            } catch {
                XCTAssertEqual(error.message, test.message, test.source)
                XCTAssertEqual(error.keyPath, test.keyPath, test.source)
                XCTAssertEqual(error.file, ".strata.json", test.source)
                XCTAssertEqual("\(error.line):\(error.column)", "\(test.line):\(test.column)", test.source)
            }
        }
    }

    func testDescriptionIsACompilerDiagnostic() {
        let source = "{\n  rules: {\n    'vertical-chain': {\n      maxLength: 'three',\n    },\n  },\n}"
        XCTAssertThrowsError(try Configuration.parse(Array(source.utf8), file: "ci/.strata.json", knownRules: testRules)) {
            XCTAssertEqual("\($0)",
                           "ci/.strata.json:4:18: error: rules.vertical-chain.maxLength: expected an integer, found a string")
        }
        XCTAssertThrowsError(try Configuration.parse(Array("{a: 1 b}".utf8), file: ".strata.json", knownRules: testRules)) {
            XCTAssertEqual("\($0)", ".strata.json:1:7: error: expected ',' or '}' after member, found 'b'")
        }
        let wholeFile = ConfigurationError(file: "x.json", line: 0, column: 0, keyPath: "", message: "no such configuration file")
        XCTAssertEqual(wholeFile.description, "x.json: error: no such configuration file")
    }

    func testUnknownRulesAreCheckedAgainstTheRulesGiven() throws {
        let source = Array("{rules: {cycle: 'off'}}".utf8)
        XCTAssertThrowsError(try Configuration.parse(source, file: "c", knownRules: [:])) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "unknown rule 'cycle'; 'strata rules' lists the rule ids")
        }
        let schema = RuleOptionsSchema(["severity": .bool])
        XCTAssertEqual(try Configuration.parse(source, file: "c", knownRules: ["cycle": schema]).rules["cycle"]?.severity, .off,
                       "'severity' is reserved: a schema cannot redefine it")
    }

    func testHostileConfigurationsFailCleanly() {
        let inputs: [[UInt8]] = [
            Array(String(repeating: "[", count: 1 << 20).utf8),
            Array(("{rules: " + String(repeating: "{a:", count: 100_000)).utf8),
            Array("{exclude: ['".utf8) + [0xFF] + Array("']}".utf8),
            [0x00, 0x01, 0x02],
            Array(("{" + String(repeating: "x", count: 1 << 20) + ": 1}").utf8),
            Array(("{exclude: '" + String(repeating: "{", count: 100_000) + "'}").utf8),
        ]
        for input in inputs {
            XCTAssertThrowsError(try Configuration.parse(input, file: "c", knownRules: testRules)) { error in
                XCTAssertLessThan("\(error)".utf8.count, 400, "messages stay short")
            }
        }
    }
}
